import type { AccountExport, AccountExportStatus, DefaultExportFormat } from '@verbatim/core-sdk/contracts';
import { isoTime } from '../../lib/iso-time';

/** A row of account_exports as knex returns it (camelCase). */
export interface AccountExportRow {
  id: string;
  userId: string;
  status: AccountExportStatus;
  format: DefaultExportFormat;
  storageKey: string | null;
  /** Postgres answers a bigint as text. */
  sizeBytes: number | string | null;
  transcriptCount: number | null;
  errorMessage: string | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

export const accountExportsTable = 'account_exports';

/** Where an export's ZIP is stored: under its owner's prefix, so deleting the account finds it. */
export const accountExportKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

/** Ready until its time is up, whether or not the expiry job has run yet. */
export function effectiveStatus(row: AccountExportRow, now: Date): AccountExportStatus {
  if (row.status === 'ready' && row.expiresAt && new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  return row.status;
}

export function presentAccountExport(row: AccountExportRow, now: Date): AccountExport {
  return {
    id: row.id,
    status: effectiveStatus(row, now),
    format: row.format,
    createdAt: new Date(row.createdAt).toISOString(),
    readyAt: isoTime(row.readyAt),
    expiresAt: isoTime(row.expiresAt),
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    transcriptCount: row.transcriptCount,
    errorMessage: row.errorMessage,
  };
}
