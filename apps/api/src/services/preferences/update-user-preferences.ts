import { DEFAULT_USER_PREFERENCES, type UpdatePreferencesRequest, type UserPreferences } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { getUserPreferences } from './get-user-preferences';

/** The parsed changes: every field optional, as the request schema leaves them. */
export type PreferenceChanges = { [K in keyof UpdatePreferencesRequest]?: Exclude<UpdatePreferencesRequest[K], undefined> };

export class LanguageNotSupportedError extends AppError {
  constructor(language: string) {
    super(
      400,
      'LANGUAGE_NOT_SUPPORTED',
      `The speech engine on this server does not offer the language "${language}". Choose one from the list, or let it detect the language.`,
      { fields: [{ field: 'language', message: 'not offered by the speech engine' }] },
    );
  }
}

/**
 * The engine's own spelling of a language it lists (codes compare case-insensitively: "EN-gb" is "en-GB"), or an
 * error naming it. Only the engine knows what it can do, so no other list is consulted.
 */
async function engineLanguage(deps: AppDeps, language: string): Promise<string> {
  const wanted = language.toLowerCase();
  const found = (await deps.speech.languages()).find((offered) => offered.code.toLowerCase() === wanted);
  if (!found) throw new LanguageNotSupportedError(language);
  return found.code;
}

/**
 * Changes some of a person's settings and answers all of them. The first change writes their row (the defaults
 * plus the change); later ones update it, in one statement either way, so two saves at once cannot lose each other's
 * fields.
 */
export async function updateUserPreferences(deps: AppDeps, userId: string, changes: PreferenceChanges): Promise<UserPreferences> {
  const patch: Partial<UserPreferences> = {};
  for (const [key, value] of Object.entries(changes) as [keyof UserPreferences, unknown][]) {
    if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
  }
  if (typeof patch.language === 'string') patch.language = await engineLanguage(deps, patch.language);
  if (Object.keys(patch).length === 0) return getUserPreferences(deps.db, userId);
  const now = deps.now();
  await deps
    .db('user_preferences')
    .insert({ ...DEFAULT_USER_PREFERENCES, ...patch, userId, updatedAt: now })
    .onConflict('userId')
    .merge({ ...patch, updatedAt: now });
  return getUserPreferences(deps.db, userId);
}
