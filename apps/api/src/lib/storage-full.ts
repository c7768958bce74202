/** SQLSTATE `disk_full`: PostgreSQL's disk, or the embedded PGlite's files, had no room for a write. */
const DATABASE_DISK_FULL = '53100';
const FILE_SYSTEM_FULL = ['ENOSPC', 'EDQUOT'];

function hasCode(error: unknown, codes: readonly string[], depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, cause, nativeError } = error as { code?: unknown; cause?: unknown; nativeError?: unknown };
  if (typeof code === 'string' && codes.includes(code)) return true;
  // objection's DBError keeps the driver's error as nativeError.
  return hasCode(cause, codes, depth + 1) || hasCode(nativeError, codes, depth + 1);
}

/** Whether an error is a write refused for want of room (a full disk, or a quota reached), by the file system or the database. */
export function isStorageFull(error: unknown): boolean {
  return hasCode(error, [...FILE_SYSTEM_FULL, DATABASE_DISK_FULL]);
}

/** Whether it was the database that had no room (its answer, not a file of ours, failed). */
export function isDatabaseDiskFull(error: unknown): boolean {
  return hasCode(error, [DATABASE_DISK_FULL]);
}
