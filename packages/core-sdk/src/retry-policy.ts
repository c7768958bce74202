import { ApiError, NetworkError } from './errors';

/** How a client retries the calls it may safely repeat. */
export interface RetryOptions {
  /** Further attempts after the first; 0 turns retrying off. */
  maxRetries: number;
  /** The first wait, in ms; each further one doubles it, with jitter. Default 500. */
  baseDelayMs?: number;
  /** The longest wait the client accepts, in ms, from backoff or from Retry-After; a longer Retry-After is not waited for. Default 30 s. */
  maxDelayMs?: number;
}

const DEFAULT_BASE_DELAY_MS = 500;
const DEFAULT_MAX_DELAY_MS = 30_000;

/**
 * How long to wait before attempt `attempt + 1` after `error`, or null to give up: only network failures, 429 and 5xx
 * are worth another try. A 429 or 503 that says when (Retry-After) is waited for as it says, if that is within
 * `maxDelayMs`; otherwise the wait doubles from `baseDelayMs` each time, with "full jitter" (a random part of it), so
 * that many clients refused together do not come back together.
 */
export function retryDelay(error: unknown, attempt: number, options: RetryOptions, random = Math.random): number | null {
  if (attempt >= options.maxRetries) return null;
  const maxDelay = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  let retryAfter: number | null = null;
  if (error instanceof ApiError) {
    if (error.status !== 429 && error.status < 500) return null;
    retryAfter = error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1000;
  } else if (!(error instanceof NetworkError)) {
    return null;
  }
  if (retryAfter !== null) return retryAfter <= maxDelay ? retryAfter : null;
  const ceiling = Math.min(maxDelay, (options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS) * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
