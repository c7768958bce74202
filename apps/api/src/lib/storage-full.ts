/** Whether an error is the file system refusing a write for want of room (a full disk, or a quota reached). */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  return isStorageFull(cause, depth + 1);
}
