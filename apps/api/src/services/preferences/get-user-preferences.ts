import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@verbatim/core-sdk/contracts';
import type { Knex } from 'knex';

/** The columns of user_preferences as knex returns them (the database's snake_case mapped to camelCase). */
type PreferencesRow = UserPreferences & { userId: string; updatedAt: Date };

/** A person's settings: their stored row, or the defaults when they never changed one. `db` may be a transaction. */
export async function getUserPreferences(db: Knex, userId: string): Promise<UserPreferences> {
  const row = (await db('user_preferences').where({ userId }).first()) as PreferencesRow | undefined;
  if (!row) return { ...DEFAULT_USER_PREFERENCES };
  return {
    language: row.language,
    mode: row.mode,
    exportFormat: row.exportFormat,
    speakerLabels: row.speakerLabels,
    autoDownload: row.autoDownload,
    notifyAccountUpdates: row.notifyAccountUpdates,
    notifyTranscriptionComplete: row.notifyTranscriptionComplete,
    notifyProcessingUpdates: row.notifyProcessingUpdates,
    notifyWeeklyReports: row.notifyWeeklyReports,
  };
}
