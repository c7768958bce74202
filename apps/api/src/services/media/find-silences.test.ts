import { beforeAll, describe, expect, it } from 'vitest';
import { LONG_SPEECH_SENTENCES, makeTestMedia, type TestMedia } from '../../test-support/media/make-test-media';
import { findSilences, planChunks } from './find-silences';

let media: TestMedia;
beforeAll(async () => {
  media = await makeTestMedia();
}, 120_000);

describe('findSilences', () => {
  it('finds the pauses between the sentences of a multi-sentence file', async () => {
    const silences = await findSilences(media.long.path);
    // Ten sentences with a 0.8 s pause after each: nine pauses between them, and the last one at the end of the file.
    const pauses = silences.filter((s) => s.end - s.start >= 0.7);
    expect(pauses).toHaveLength(LONG_SPEECH_SENTENCES.length);
    expect(pauses.filter((s) => s.end < media.long.durationSeconds - 0.1)).toHaveLength(LONG_SPEECH_SENTENCES.length - 1);
    // In time order and not overlapping.
    for (let i = 1; i < silences.length; i++) expect(silences[i]?.start).toBeGreaterThanOrEqual(silences[i - 1]?.end ?? 0);
  });

  it('splits the file at those pauses into chunks of the asked size', async () => {
    const silences = await findSilences(media.long.path);
    const chunks = planChunks(media.long.durationSeconds, silences, { minSeconds: 5, targetSeconds: 10, maxSeconds: 15 });
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks[0]?.start).toBe(0);
    expect(chunks.at(-1)?.end).toBe(media.long.durationSeconds);
    for (const [i, chunk] of chunks.entries()) {
      if (i > 0) expect(chunk.start).toBe(chunks[i - 1]?.end);
      expect(chunk.end - chunk.start).toBeLessThanOrEqual(15);
      if (i < chunks.length - 1) {
        // Every cut lies inside a silence: no word is cut in two.
        expect(silences.some((s) => s.start < chunk.end && chunk.end < s.end)).toBe(true);
      }
    }
  });
});

describe('planChunks', () => {
  it('keeps a short file whole', () => {
    expect(planChunks(42, [{ start: 20, end: 21 }])).toEqual([{ start: 0, end: 42 }]);
  });

  it('cuts at the clear pause nearest the target length', () => {
    const chunks = planChunks(100, [
      { start: 24, end: 24.4 },
      { start: 29.9, end: 30.1 },
      { start: 33, end: 34 },
      { start: 44, end: 46 },
    ]);
    // 30.0 is nearer 30 s but only a 0.2 s gap between words; 33.5 is the nearest real pause.
    expect(chunks[0]).toEqual({ start: 0, end: 33.5 });
  });

  it('uses a short gap when there is no clear pause in reach', () => {
    const chunks = planChunks(100, [{ start: 29.9, end: 30.2 }]);
    expect(chunks[0]?.end).toBeCloseTo(30.05, 5);
  });

  it('falls back to hard cuts at the target length when there is no silence', () => {
    const chunks = planChunks(100, [], { minSeconds: 20, targetSeconds: 30, maxSeconds: 60 });
    expect(chunks).toEqual([
      { start: 0, end: 30 },
      { start: 30, end: 60 },
      { start: 60, end: 100 },
    ]);
  });

  it('never leaves a last chunk shorter than the minimum when a silence allows it', () => {
    const chunks = planChunks(70, [
      { start: 55, end: 56 },
      { start: 39, end: 39.5 },
    ]);
    expect(chunks.map((c) => c.end - c.start).every((length) => length >= 20)).toBe(true);
  });
});
