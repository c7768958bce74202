import type { StartAccountExportResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/database-errors';
import { getUserPreferences } from '../preferences/get-user-preferences';
import { type AccountExportRow, accountExportsTable, presentAccountExport } from './account-export-row';

const STOPPED_MESSAGE = 'The export stopped before it finished. Please try again.';

/** The export being prepared for this person, if its job is still queued or running; one whose job is gone is failed. */
async function runningExport(deps: AppDeps, userId: string): Promise<AccountExportRow | undefined> {
  const row: AccountExportRow | undefined = await deps.db(accountExportsTable).where({ userId, status: 'preparing' }).first();
  if (!row) return undefined;
  const job = await deps
    .db('jobs')
    .where({ type: 'account.export', uniqueKey: row.id })
    .whereIn('state', ['queued', 'running'])
    .first('id');
  if (job) return row;
  // Its job ended without saying so (a crash between the last attempt and its bookkeeping): let the person start again.
  await deps.db(accountExportsTable).where({ id: row.id, status: 'preparing' }).update({ status: 'failed', errorMessage: STOPPED_MESSAGE });
  return undefined;
}

/**
 * Starts an export of everything of the person's, or answers the one already being prepared: one at a time per
 * person, which the table's unique index holds across API processes. `beforeStart` runs only when a new one starts
 * (the rate limit counts starts, not repeated clicks).
 */
export async function startAccountExport(
  deps: AppDeps,
  userId: string,
  beforeStart: () => Promise<void>,
): Promise<StartAccountExportResponse> {
  const running = await runningExport(deps, userId);
  if (running) return { export: presentAccountExport(running, deps.now()), started: false };
  await beforeStart();
  const { exportFormat } = await getUserPreferences(deps.db, userId);
  try {
    const row = await deps.db.transaction(async (trx) => {
      const [created] = (await trx(accountExportsTable)
        .insert({ userId, status: 'preparing', format: exportFormat, createdAt: deps.now() })
        .returning('*')) as AccountExportRow[];
      if (!created) throw new Error('the export row was not created');
      await deps.jobs.enqueueAccountExport(trx, userId, created.id);
      return created;
    });
    return { export: presentAccountExport(row, deps.now()), started: true };
  } catch (error) {
    // Another request of the same person's started one at the same moment: answer that one.
    if (!isUniqueViolation(error)) throw error;
    const other = await runningExport(deps, userId);
    if (!other) throw error;
    return { export: presentAccountExport(other, deps.now()), started: false };
  }
}
