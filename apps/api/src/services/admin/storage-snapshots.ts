import type { StorageHistoryItem } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { isoTime } from '../../lib/iso-time';
import { rawRows, toNumber } from './admin-sql';
import { measureDatabaseBytes, measureFileStorage } from './measure-file-storage';

/** The history answers the most recent this many days, about two years. */
const HISTORY_LIMIT = 730;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Takes today's storage snapshot (UTC) unless one exists: the files and the database measured now, kept as one row of
 * the history. Called at every start and by the hourly sweep, so a new server has one at once and every day gets one;
 * of API processes racing for the same day, the unique day keeps the first. Resolves with whether this call kept one.
 */
export async function takeStorageSnapshotIfDue(deps: AppDeps): Promise<boolean> {
  const now = deps.now();
  const day = utcDay(now);
  if (await deps.db('storage_snapshots').where({ day }).first('id')) return false;
  const [files, databaseBytes] = await Promise.all([measureFileStorage(deps.db, deps.storage), measureDatabaseBytes(deps.db)]);
  const kept = await deps
    .db('storage_snapshots')
    .insert({ day, takenAt: now, totalSizeBytes: files.totalSizeBytes, totalFiles: files.totalFiles, databaseSizeBytes: databaseBytes })
    .onConflict('day')
    .ignore()
    .returning('id');
  return kept.length > 0;
}

/** The snapshots, oldest first. */
export async function listStorageHistory(db: Database): Promise<StorageHistoryItem[]> {
  const rows = await rawRows<{ taken_at: Date | string; total_size_bytes: unknown; total_files: unknown; database_size_bytes: unknown }>(
    db,
    `select * from (
       select taken_at, total_size_bytes, total_files, database_size_bytes from storage_snapshots
       order by day desc limit ?
     ) recent order by taken_at`,
    [HISTORY_LIMIT],
  );
  return rows.map((row) => ({
    timestamp: isoTime(row.taken_at),
    totalSizeBytes: toNumber(row.total_size_bytes),
    totalFiles: toNumber(row.total_files),
    databaseSizeMB: Math.round((toNumber(row.database_size_bytes) / (1024 * 1024)) * 100) / 100,
  }));
}
