import type { AppDeps } from '../../deps';
import { AppError, ConflictError, NotFoundError } from '../../errors/app-error';
import { type AccountExportRow, accountExportsTable, effectiveStatus } from './account-export-row';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Export not found.';
const EXPIRED = 'This export has expired and its file is deleted. Start a new export from Settings.';

interface DownloadableExport {
  key: string;
  size: number;
  fileName: string;
}

/**
 * A ready export of the caller's, as stored. Another person's id answers the same 404 as a missing one; an export
 * still being prepared or that failed is 409, and one past its time 410 (its file is gone, or about to be).
 */
export async function findDownloadableExport(deps: AppDeps, userId: string, exportId: string): Promise<DownloadableExport> {
  if (!UUID.test(exportId)) throw new NotFoundError(NOT_FOUND);
  const row: AccountExportRow | undefined = await deps.db(accountExportsTable).where({ id: exportId, userId }).first();
  if (!row) throw new NotFoundError(NOT_FOUND);
  const status = effectiveStatus(row, deps.now());
  if (status === 'preparing') throw new ConflictError('This export is still being prepared. We will e-mail you when it is ready.');
  if (status === 'failed') throw new ConflictError('This export failed. Start a new export from Settings.');
  const info = status === 'ready' && row.storageKey ? await deps.storage.stat(row.storageKey) : null;
  if (!row.storageKey || !info) throw new AppError(410, 'EXPORT_EXPIRED', EXPIRED);
  const day = new Date(row.createdAt).toISOString().slice(0, 10);
  return { key: row.storageKey, size: info.size, fileName: `verbatim-export-${day}.zip` };
}
