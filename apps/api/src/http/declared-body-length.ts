import type { IncomingHttpHeaders } from 'node:http';

/**
 * The body size a request declares in `Content-Length`, or null when it declares none (no body, or a
 * chunked one). Any size is returned as a plain number, however large: a huge value compares as huge,
 * never wrapped or truncated to a small one, so a limit check on it cannot be fooled.
 */
export function declaredBodyLength(headers: IncomingHttpHeaders): number | null {
  const value = headers['content-length'];
  if (value === undefined) return null;
  // Node's parser already refuses malformed lengths; anything else left is treated as too large.
  return /^\d+$/.test(value) ? Number(value) : Number.POSITIVE_INFINITY;
}

/** True when the request says it carries a body: a positive length, or chunks of unknown total. */
export function declaresBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  return (declaredBodyLength(headers) ?? 0) > 0;
}
