/**
 * A time as the API writes it: ISO 8601 in UTC. The database driver answers a Date from PostgreSQL and a string from
 * some PGlite paths, so both are read; null stays null for optional times.
 */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  // Already as written (the list reads its times as text): no Date to make and format again.
  if (typeof value === 'string' && ISO_UTC_MILLISECONDS.test(value)) return value;
  return new Date(value).toISOString();
}

const ISO_UTC_MILLISECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
