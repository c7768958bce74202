import { describe, expect, it } from 'vitest';
import { normalizeStatus, transcriptionActionState } from './transcription-status';

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
    expect(transcriptionActionState({ status: 'completed', progress: 100 })).toEqual({ canView: true, canDownload: true, canRetry: false });
    for (const status of ['pending', 'processing', 'failed'] as const) {
      const state = transcriptionActionState({ status, progress: 50 });
      expect(state.canView).toBe(false);
      expect(state.canDownload).toBe(false);
    }
  });

  it('offers retry when failed, or processing under 20%', () => {
    expect(transcriptionActionState({ status: 'failed', progress: 90 }).canRetry).toBe(true);
    expect(transcriptionActionState({ status: 'processing', progress: 0 }).canRetry).toBe(true);
    expect(transcriptionActionState({ status: 'processing', progress: 19 }).canRetry).toBe(true);
    expect(transcriptionActionState({ status: 'processing', progress: 20 }).canRetry).toBe(false);
    expect(transcriptionActionState({ status: 'pending', progress: 0 }).canRetry).toBe(false);
    expect(transcriptionActionState({ status: 'completed', progress: 0 }).canRetry).toBe(false);
  });

  it('treats an unknown status as pending', () => {
    expect(transcriptionActionState({ status: 'weird' as never, progress: 0 })).toEqual({
      canView: false,
      canDownload: false,
      canRetry: false,
    });
  });
});
