import { embeddedDatabaseDirectory } from '../db/fenced-pglite';
import type { AppDeps } from '../deps';
import { AppError } from '../errors/app-error';
import { diskSpaceAt } from '../lib/disk-space';
import { DISK_FULL_MESSAGE, STORAGE_FULL_MESSAGE } from './error-handler';
import type { AppMiddleware } from './types';

const MB = 1024 * 1024;

/**
 * Room kept free on the file system of the embedded database's files. Postgres writes its log in 16 MB segments, each
 * made whole when the last one fills, and writes files of its own at a checkpoint: with no room for those it PANICs,
 * and PGlite is then stopped until the process restarts (db/fenced-pglite.ts). Four segments' worth leaves room for
 * what the server writes without a request (jobs, session touches) while writing requests are refused.
 */
export const DATABASE_DISK_RESERVE_BYTES = 64 * MB;

/** Methods that do not change anything (what they write on the side, a session touch, is small). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ReserveVerdict = 'write' | 'no-room-for-body' | 'below-reserve';

/**
 * Whether a writing request may go ahead: the disk is below the reserve already, or its declared body (an upload
 * stored beside the database) would take it there, or neither.
 */
export function judgeWrite(freeBytes: number, declaredBodyBytes: number, reserveBytes: number): ReserveVerdict {
  if (freeBytes < reserveBytes) return 'below-reserve';
  if (freeBytes - declaredBodyBytes < reserveBytes) return 'no-room-for-body';
  return 'write';
}

/**
 * Refuses writing requests with 507 while the embedded database's file system is short of room, so that Postgres
 * itself never meets a full disk; a no-op on PostgreSQL or an in-memory PGlite. Reads go on. The shortage is logged
 * once when it starts and once when it ends.
 */
export function keepDatabaseDiskReserve(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  reserveBytes = DATABASE_DISK_RESERVE_BYTES,
): AppMiddleware {
  const dir = embeddedDatabaseDirectory(deps.db.client);
  if (!dir) return (_ctx, next) => next();
  // Uploads to the local driver land in DATA_DIR beside the database; S3 uploads take nothing here.
  const bodiesStoredHere = deps.storage.driver === 'local';
  let short = false;
  return async (ctx, next) => {
    if (READS.has(ctx.method)) return next();
    const free = await diskSpaceAt(dir).then(
      (space) => space.freeBytes,
      () => undefined,
    );
    // A file system that cannot be measured is no reason to refuse: the write itself still answers 507 if it fails.
    if (free === undefined) return next();
    const declared = bodiesStoredHere ? Number(ctx.get('content-length')) || 0 : 0;
    const verdict = judgeWrite(free, declared, reserveBytes);
    if (free >= reserveBytes && short) {
      short = false;
      deps.logger.info(
        { dir, freeBytes: free, reserveBytes },
        'free space under the embedded database is above its reserve again; writes are taken',
      );
    }
    if (verdict === 'write') return next();
    if (verdict === 'no-room-for-body') throw new AppError(507, 'INSUFFICIENT_STORAGE', STORAGE_FULL_MESSAGE);
    if (!short) {
      short = true;
      deps.logger.error(
        { dir, freeBytes: free, reserveBytes },
        'free space under the embedded database is below its reserve: writing requests are answered 507 until there is room',
      );
    }
    throw new AppError(507, 'INSUFFICIENT_STORAGE', DISK_FULL_MESSAGE);
  };
}
