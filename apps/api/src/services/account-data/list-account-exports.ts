import { ACCOUNT_EXPORTS_LISTED, type AccountExport } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { type AccountExportRow, accountExportsTable, presentAccountExport } from './account-export-row';

/** The person's newest exports, newest first. */
export async function listAccountExports(deps: AppDeps, userId: string): Promise<AccountExport[]> {
  const rows: AccountExportRow[] = await deps
    .db(accountExportsTable)
    .where({ userId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ACCOUNT_EXPORTS_LISTED);
  const now = deps.now();
  return rows.map((row) => presentAccountExport(row, now));
}
