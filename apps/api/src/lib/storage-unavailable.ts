/**
 * Whether an error is the object store (S3 or compatible) failing on its side: answering 5xx, throttling, or not
 * reachable at all. The AWS SDK has already retried such a request (three attempts with backoff) before it throws;
 * the caller can only be told to try again. Errors from the AWS SDK carry `$metadata`; others are not the store's.
 */
const THROTTLING = new Set(['SlowDown', 'ServiceUnavailable', 'InternalError', 'RequestTimeout', 'Throttling', 'ThrottlingException']);

export function isStorageUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('$metadata' in error)) return false;
  const { $metadata, name } = error as { $metadata?: { httpStatusCode?: number }; name?: unknown };
  const status = $metadata?.httpStatusCode;
  // No status at all: the request never got an answer (refused, reset, timed out).
  if (status === undefined) return true;
  return status >= 500 || (typeof name === 'string' && THROTTLING.has(name));
}
