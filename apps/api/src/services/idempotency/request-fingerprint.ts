import { createHash } from 'node:crypto';

/** What makes two requests "the same" for an Idempotency-Key. */
export interface FingerprintedRequest {
  method: string;
  /** The request's path, parameters filled in. */
  path: string;
  /** The raw query string ('' for none). */
  query: string;
  /** The parsed JSON body (undefined for none). */
  body: unknown;
}

/** JSON with every object's keys sorted, so that the order a client wrote its fields in does not matter. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** SHA-256 of the method, path, query and a hash of the body: the same request always gives the same fingerprint. */
export function requestFingerprint(request: FingerprintedRequest): string {
  const bodyHash = request.body === undefined ? '' : sha256(canonicalJson(request.body));
  return sha256(JSON.stringify([request.method.toUpperCase(), request.path, request.query, bodyHash]));
}
