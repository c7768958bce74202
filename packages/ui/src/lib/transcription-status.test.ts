import { describe, expect, it } from 'vitest';
import { normalizeStatus, transcriptionActionState } from './transcription-status';

const now = new Date('2025-03-04T10:00:00.000Z');
const still = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('normalizeStatus', () => {
  it('keeps the four known statuses', () => {
    for (const status of ['pending', 'processing', 'completed', 'failed']) expect(normalizeStatus(status)).toBe(status);
  });

  it('treats an unknown or missing status as pending', () => {
    expect(normalizeStatus('queued')).toBe('pending');
    expect(normalizeStatus('COMPLETED')).toBe('pending');
    expect(normalizeStatus('')).toBe('pending');
    expect(normalizeStatus(null)).toBe('pending');
    expect(normalizeStatus(undefined)).toBe('pending');
  });
});

describe('transcriptionActionState', () => {
  it('enables view and download only when completed', () => {
    expect(transcriptionActionState({ status: 'completed', progress: 100, updatedAt: still(1) }, now)).toEqual({
      canView: true,
      canDownload: true,
      canRetry: false,
      retryAt: null,
    });
    for (const status of ['pending', 'processing', 'failed'] as const) {
      const state = transcriptionActionState({ status, progress: 50, updatedAt: still(1) }, now);
      expect(state.canView).toBe(false);
      expect(state.canDownload).toBe(false);
    }
  });

  it('offers retry when failed, or stalled under 20% for two minutes, as the API accepts it', () => {
    expect(transcriptionActionState({ status: 'failed', progress: 90, updatedAt: still(0) }, now).canRetry).toBe(true);
    expect(transcriptionActionState({ status: 'processing', progress: 0, updatedAt: still(2) }, now).canRetry).toBe(true);
    expect(transcriptionActionState({ status: 'processing', progress: 19, updatedAt: still(5) }, now).canRetry).toBe(true);
    expect(transcriptionActionState({ status: 'pending', progress: 0, updatedAt: still(5) }, now).canRetry).toBe(true);
    expect(transcriptionActionState({ status: 'processing', progress: 20, updatedAt: still(60) }, now).canRetry).toBe(false);
    expect(transcriptionActionState({ status: 'completed', progress: 0, updatedAt: still(60) }, now).canRetry).toBe(false);
  });

  it('says when a moving item will offer retry if it stops moving', () => {
    const moving = transcriptionActionState({ status: 'processing', progress: 5, updatedAt: still(0.5) }, now);
    expect(moving.canRetry).toBe(false);
    expect(moving.retryAt).toEqual(new Date(now.getTime() + 1.5 * 60_000));
    expect(transcriptionActionState({ status: 'processing', progress: 50, updatedAt: still(0) }, now).retryAt).toBeNull();
  });

  it('treats an unknown status as pending', () => {
    expect(transcriptionActionState({ status: 'weird' as never, progress: 0, updatedAt: still(0) }, now)).toMatchObject({
      canView: false,
      canDownload: false,
      canRetry: false,
    });
  });
});
