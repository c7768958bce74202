import { extname } from 'node:path';
import type { Database } from '../../db/create-database';
import type { ObjectStorage } from '../storage/object-storage';
import { rawRows } from './admin-sql';

/** Keys looked up per query when naming stored media by their transcriptions' file names. */
const KEYS_PER_QUERY = 1000;

export interface FileStorageFigures {
  totalSizeBytes: number;
  totalFiles: number;
  /** By lower-case extension without the dot; `other` for objects whose type cannot be told. */
  filesByType: Record<string, { count: number; sizeBytes: number }>;
  oldestFile: Date | null;
  newestFile: Date | null;
}

/** An extension as the table shows it: lower case, no dot, short; anything else is `other`. */
function typeOf(name: string): string | null {
  const ext = extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : null;
}

/**
 * Walks everything the storage holds (the local folder, or the S3 bucket through its listing) and counts it by type.
 * Stored media have no extension in their keys, so their type comes from the file name of the transcription that
 * holds them; anything else (a resumable upload's record, an unfinished upload) by its own key.
 */
export async function measureFileStorage(db: Database, storage: ObjectStorage): Promise<FileStorageFigures> {
  const figures: FileStorageFigures = { totalSizeBytes: 0, totalFiles: 0, filesByType: {}, oldestFile: null, newestFile: null };
  let batch: Array<{ key: string; size: number }> = [];

  const count = (type: string, size: number) => {
    const entry = figures.filesByType[type] ?? { count: 0, sizeBytes: 0 };
    entry.count += 1;
    entry.sizeBytes += size;
    figures.filesByType[type] = entry;
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const rows: Array<{ mediaKey: string; fileName: string }> = await db('transcriptions')
      .whereIn(
        'mediaKey',
        batch.map((item) => item.key),
      )
      .select('mediaKey', 'fileName');
    const names = new Map(rows.map((row) => [row.mediaKey, row.fileName]));
    for (const item of batch) {
      const name = names.get(item.key);
      count((name && typeOf(name)) ?? typeOf(item.key) ?? 'other', item.size);
    }
    batch = [];
  };

  for await (const object of storage.list('')) {
    figures.totalFiles += 1;
    figures.totalSizeBytes += object.size;
    if (!figures.oldestFile || object.modifiedAt < figures.oldestFile) figures.oldestFile = object.modifiedAt;
    if (!figures.newestFile || object.modifiedAt > figures.newestFile) figures.newestFile = object.modifiedAt;
    batch.push({ key: object.key, size: object.size });
    if (batch.length >= KEYS_PER_QUERY) await flush();
  }
  await flush();
  return figures;
}

/** The database's size on disk, as Postgres itself reports it (PGlite answers the same function). */
export async function measureDatabaseBytes(db: Database): Promise<number> {
  const [row] = await rawRows<{ size: unknown }>(db, 'select pg_database_size(current_database()) as size');
  return Number(row?.size ?? 0);
}
