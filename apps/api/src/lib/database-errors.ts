/** Postgres reports a broken unique constraint as SQLSTATE 23505, on pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code =
    (error as { code?: unknown; nativeError?: { code?: unknown } }).code ??
    (error as { nativeError?: { code?: unknown } }).nativeError?.code;
  return code === '23505';
}
