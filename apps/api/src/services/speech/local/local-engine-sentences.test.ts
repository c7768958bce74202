import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speak } from '../../../test-support/media/make-test-media';
import { probeMedia } from '../../media/probe-media';
import { createLocalEngine } from './local-engine';

/**
 * Five sentences read in one breath by espeak-ng, with its own pauses between them (not silence added between
 * files): the local engine must hear them as sentences, with capitals and closing marks.
 */
const SENTENCES = [
  'Every morning I wake up at seven and make a cup of tea.',
  'Then I read the news for a few minutes and check the weather.',
  'There are twelve people on my team.',
  'Do you want to come with us?',
  'My brother lives in a small house near the river.',
];

describe('local engine sentences (pocketsphinx on espeak-ng speech)', () => {
  let dir: string;
  let path: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-sentences-'));
    path = join(dir, 'five-sentences.wav');
    await speak(SENTENCES.join(' '), path);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('breaks at the speaker’s pauses, capitalises and punctuates each sentence, and keeps every word timed', async () => {
    const info = await probeMedia(path);
    const engine = createLocalEngine({ concurrency: 1 });
    const transcript = await engine.transcribe({
      path,
      durationSeconds: info.durationSeconds,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    const texts = transcript.segments.map((segment) => segment.text);
    // Most of the four pauses between sentences become sentence ends; none of the phrases is cut into pieces.
    expect(texts.length, texts.join(' | ')).toBeGreaterThanOrEqual(4);
    expect(texts.length, texts.join(' | ')).toBeLessThanOrEqual(6);
    for (const text of texts) expect(text).toMatch(/^[A-Z0-9].*[.?]$/);
    expect(transcript.text).toBe(texts.join(' '));
    expect(transcript.words.map((word) => word.text).join(' ')).toBe(transcript.text);
    // Each segment starts and ends with its own words' times.
    let at = 0;
    for (const segment of transcript.segments) {
      const count = segment.text.split(' ').length;
      expect(segment.start).toBe(transcript.words[at]?.start);
      expect(segment.end).toBe(transcript.words[at + count - 1]?.end);
      at += count;
    }
    // "twelve people" is a count above ten: written as digits.
    expect(transcript.text).toContain('12 people');
  }, 180_000);
});
