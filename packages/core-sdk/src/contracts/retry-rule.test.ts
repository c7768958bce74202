import { describe, expect, it } from 'vitest';
import { canRetryTranscription, RETRY_STALLED_AFTER_MS, retryAvailableAt } from './retry-rule';

const now = new Date('2026-11-23T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('the retry rule', () => {
  it('retries a failed transcription at once, whatever its progress or clock', () => {
    expect(canRetryTranscription({ status: 'failed', progress: 90, updatedAt: ago(0) }, now)).toBe(true);
    // A client clock behind the server's still offers it.
    expect(canRetryTranscription({ status: 'failed', progress: 0, updatedAt: ago(-60_000) }, now)).toBe(true);
  });

  it('never retries a completed one', () => {
    expect(retryAvailableAt({ status: 'completed', progress: 100, updatedAt: ago(3_600_000) })).toBeNull();
  });

  it('retries a pending or processing one under 20 % only once it has been still for two minutes', () => {
    for (const status of ['pending', 'processing']) {
      expect(canRetryTranscription({ status, progress: 5, updatedAt: ago(RETRY_STALLED_AFTER_MS - 1) }, now)).toBe(false);
      expect(canRetryTranscription({ status, progress: 5, updatedAt: ago(RETRY_STALLED_AFTER_MS) }, now)).toBe(true);
    }
    expect(retryAvailableAt({ status: 'processing', progress: 19, updatedAt: ago(0) })).toEqual(
      new Date(now.getTime() + RETRY_STALLED_AFTER_MS),
    );
  });

  it('leaves a stall at 20 % or more to the queue', () => {
    expect(retryAvailableAt({ status: 'processing', progress: 20, updatedAt: ago(3_600_000) })).toBeNull();
  });

  it('takes a Date as well as an ISO string, and treats an unknown status as pending', () => {
    expect(canRetryTranscription({ status: 'processing', progress: 0, updatedAt: new Date(now.getTime() - 600_000) }, now)).toBe(true);
    expect(canRetryTranscription({ status: 'queued-elsewhere', progress: 0, updatedAt: ago(600_000) }, now)).toBe(true);
    expect(canRetryTranscription({ status: 'processing', progress: 0, updatedAt: 'not a date' }, now)).toBe(false);
  });
});
