import { transcriptionFixture } from '@verbatim/ui/testing';
import { describe, expect, it } from 'vitest';
import { recentActivityFrom } from './recent-activity';

describe('recentActivityFrom', () => {
  it('lists uploads, completions and failures, newest first', () => {
    const items = recentActivityFrom([
      transcriptionFixture({
        id: 'a',
        fileName: 'a.mp3',
        status: 'completed',
        createdAt: '2025-03-04T09:00:00.000Z',
        completedAt: '2025-03-04T09:05:00.000Z',
      }),
      transcriptionFixture({
        id: 'b',
        fileName: 'b.wav',
        status: 'failed',
        createdAt: '2025-03-04T10:00:00.000Z',
        updatedAt: '2025-03-04T10:01:00.000Z',
        completedAt: null,
      }),
      transcriptionFixture({ id: 'c', fileName: 'c.mp4', status: 'processing', createdAt: '2025-03-04T09:30:00.000Z', completedAt: null }),
    ]);
    expect(items.map((item) => [item.kind, item.title, item.createdAt])).toEqual([
      ['transcription_failed', 'Transcription failed: b.wav', '2025-03-04T10:01:00.000Z'],
      ['upload', 'Uploaded b.wav', '2025-03-04T10:00:00.000Z'],
      ['upload', 'Uploaded c.mp4', '2025-03-04T09:30:00.000Z'],
      ['transcription_completed', 'Transcribed a.mp3', '2025-03-04T09:05:00.000Z'],
      ['upload', 'Uploaded a.mp3', '2025-03-04T09:00:00.000Z'],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('never puts the end of a job before its upload', () => {
    const [failed, uploaded] = recentActivityFrom([
      transcriptionFixture({ status: 'failed', createdAt: '2025-03-06T10:45:00.000Z', updatedAt: '2025-03-04T09:32:00.000Z' }),
    ]);
    expect(failed).toMatchObject({ kind: 'transcription_failed', createdAt: '2025-03-06T10:45:00.000Z' });
    expect(uploaded).toMatchObject({ kind: 'upload', createdAt: '2025-03-06T10:45:00.000Z' });
  });

  it('keeps the newest events only', () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      transcriptionFixture({
        id: `t${index}`,
        fileName: `t${index}.mp3`,
        status: 'pending',
        createdAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      }),
    );
    expect(recentActivityFrom(many, 3).map((item) => item.title)).toEqual(['Uploaded t9.mp3', 'Uploaded t8.mp3', 'Uploaded t7.mp3']);
  });

  it('is empty without transcriptions', () => {
    expect(recentActivityFrom([])).toEqual([]);
  });
});
