import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, type TestMedia } from '../../test-support/media/make-test-media';
import { assertAudioIntact, checkAudioIntact, DamagedMediaError, formatSeconds } from './check-audio-intact';
import { probeMedia } from './probe-media';
import { wavClaimedSeconds } from './wav-claimed-duration';

let media: TestMedia;
beforeAll(async () => {
  media = await makeTestMedia();
});

describe('checkAudioIntact', () => {
  it.each(['wav', 'mp3', 'm4a', 'flac', 'mp4'] as const)('passes a whole %s and says how much decodes', async (kind) => {
    const path = media[kind];
    const probe = await probeMedia(path);
    const decoded = await checkAudioIntact(path, probe.durationSeconds);
    expect(decoded).toBeGreaterThan(probe.durationSeconds - 0.2);
  });

  it('refuses half an MP3, naming what was read and what was claimed', async () => {
    const probe = await probeMedia(media.truncatedMp3);
    const error = await checkAudioIntact(media.truncatedMp3, probe.durationSeconds).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DamagedMediaError);
    expect((error as DamagedMediaError).userMessage).toBe(
      'This file seems damaged or cut short: only 4 s of its 8.1 s could be read. Please upload the complete file.',
    );
  });

  it('refuses a WAV cut after its first kilobyte, by the length its header announces', async () => {
    const path = join(tmpdir(), `verbatim-wav-head-${process.pid}.wav`);
    await writeFile(path, (await readFile(media.wav)).subarray(0, 1024));
    const probe = await probeMedia(path);
    // ffprobe measures what is there, so only the header still knows the recording's length.
    expect(probe.durationSeconds).toBeLessThan(0.1);
    expect(wavClaimedSeconds(await readFile(path))).toBeCloseTo(media.durationSeconds, 1);
    await expect(checkAudioIntact(path, probe.durationSeconds)).rejects.toThrow(/only 0\.02 s of its 8 s could be read/);
    await rm(path, { force: true });
  });
});

describe('assertAudioIntact', () => {
  it('lets small differences between header and decoder pass', () => {
    expect(() => assertAudioIntact(3599, 3600)).not.toThrow();
    expect(() => assertAudioIntact(8.05, 8.1)).not.toThrow();
    expect(() => assertAudioIntact(0.6, 0.6)).not.toThrow();
  });
  it('refuses (almost) nothing, and far less than claimed', () => {
    expect(() => assertAudioIntact(0.2, 0.2)).toThrow('only 0.2 s of audio could be read');
    expect(() => assertAudioIntact(0.2, 185)).toThrow('only 0.2 s of its 3 min 5 s could be read');
    expect(() => assertAudioIntact(3000, 3600)).toThrow('only 50 min of its 1 h could be read');
  });
});

describe('formatSeconds', () => {
  it.each([
    [0.054, '0.05 s'],
    [8.097, '8.1 s'],
    [45.4, '45 s'],
    [185, '3 min 5 s'],
    [3720, '1 h 2 min'],
  ])('%d → %s', (seconds, words) => {
    expect(formatSeconds(seconds)).toBe(words);
  });
});
