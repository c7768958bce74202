import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './errors';
import { retryDelay, sleep } from './retry-policy';

const apiError = (status: number, retryAfterSeconds: number | null = null) =>
  new ApiError(`${status}`, status, 'X', 'x', undefined, { retryAfterSeconds });

describe('retryDelay', () => {
  const options = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 5_000 };

  it('retries network failures, 429 and 5xx with a doubling, jittered wait', () => {
    expect(retryDelay(new NetworkError('down'), 0, options, () => 0)).toBe(50);
    expect(retryDelay(new NetworkError('down'), 0, options, () => 1)).toBe(100);
    expect(retryDelay(apiError(503), 1, options, () => 1)).toBe(200);
    expect(retryDelay(apiError(500), 2, options, () => 0.5)).toBe(300);
    expect(retryDelay(apiError(429), 0, options, () => 1)).toBe(100);
  });

  it('waits as long as Retry-After says, and gives up when that is longer than it accepts', () => {
    expect(retryDelay(apiError(429, 2), 0, options)).toBe(2_000);
    expect(retryDelay(apiError(503, 0), 0, options)).toBe(0);
    expect(retryDelay(apiError(429, 60), 0, options)).toBeNull();
  });

  it('never retries other answers, other errors, or past the last attempt', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryDelay(apiError(status), 0, options)).toBeNull();
    expect(retryDelay(new TypeError('bug'), 0, options)).toBeNull();
    expect(retryDelay(new NetworkError('down'), 3, options)).toBeNull();
    expect(retryDelay(new NetworkError('down'), 0, { maxRetries: 0 })).toBeNull();
  });

  it('caps the backoff at the longest wait', () => {
    expect(retryDelay(new NetworkError('down'), 9, { maxRetries: 10, baseDelayMs: 1_000, maxDelayMs: 4_000 }, () => 1)).toBe(4_000);
  });
});

describe('sleep', () => {
  it('ends early with the signal’s reason', async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
