import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, type TestMedia } from '../../test-support/media/make-test-media';
import { MEDIA_ERROR_MESSAGES, MediaError } from './media-error';
import { probeMedia } from './probe-media';
import { MissingToolError } from './run-tool';

const run = promisify(execFile);
let media: TestMedia;
beforeAll(async () => {
  media = await makeTestMedia();
}, 120_000);

async function mediaError(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

describe('probeMedia', () => {
  it.each([
    ['wav', 'wav', 'pcm_s16le', false],
    ['mp3', 'mp3', 'mp3', false],
    ['m4a', 'mov,mp4,m4a,3gp,3g2,mj2', 'aac', false],
    ['flac', 'flac', 'flac', false],
    ['mp4', 'mov,mp4,m4a,3gp,3g2,mj2', 'aac', true],
  ] as const)('reads the %s file: duration, audio, video', async (key, formatName, audioCodec, hasVideo) => {
    const info = await probeMedia(media[key]);
    expect(info).toMatchObject({ hasAudio: true, hasVideo, formatName, audioCodec });
    // The length of the speech, give or take the frame or two of padding an encoder adds.
    expect(Math.abs(info.durationSeconds - media.durationSeconds)).toBeLessThan(0.15);
  });

  it('measures a file whose header has no duration, as a browser records it, by decoding it', async () => {
    // Written to a pipe, the WebM muxer cannot go back to write the duration: the header has none, as with MediaRecorder.
    const dir = await mkdtemp(join(tmpdir(), 'probe-live-'));
    const live = join(dir, 'live.webm');
    try {
      const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', media.wav, '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
      });
      await writeFile(live, stdout);
      const info = await probeMedia(live);
      expect(info).toMatchObject({ hasAudio: true, audioCodec: 'opus' });
      expect(Math.abs(info.durationSeconds - media.durationSeconds)).toBeLessThan(0.15);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('measures the long speech file', async () => {
    const info = await probeMedia(media.long.path);
    expect(info.durationSeconds).toBeCloseTo(media.long.durationSeconds, 1);
  });

  it('refuses a video without an audio track with the words the user sees', async () => {
    const error = await mediaError(probeMedia(media.videoWithoutAudio));
    expect(error.reason).toBe('no-audio');
    expect(error.userMessage).toBe('This file has no audio track.');
    expect(error.status).toBe(415);
  });

  it('still describes a silent video when audio is not required', async () => {
    const info = await probeMedia(media.videoWithoutAudio, { requireAudio: false });
    expect(info).toMatchObject({ hasAudio: false, hasVideo: true, audioCodec: null });
    expect(info.durationSeconds).toBeCloseTo(2, 1);
  });

  it.each([
    ['a zero-byte file', 'zeroBytes'],
    ['a text file named .mp3', 'textAsMp3'],
  ] as const)('refuses %s as unreadable', async (_, key) => {
    const error = await mediaError(probeMedia(media[key]));
    expect(error.reason).toBe('unreadable');
    expect(error.userMessage).toBe(MEDIA_ERROR_MESSAGES.unreadable);
    // ffprobe's own words stay in the log, never in what the user is shown.
    expect(error.userMessage).not.toContain('Invalid data');
  });

  it('reads a truncated MP3 by its header, as ffprobe does (the missing half is found when decoding)', async () => {
    const info = await probeMedia(media.truncatedMp3);
    expect(info).toMatchObject({ hasAudio: true, audioCodec: 'mp3' });
    expect(info.durationSeconds).toBeGreaterThan(1);
  });

  it('refuses a file that does not exist as unreadable', async () => {
    const error = await mediaError(probeMedia(`${media.dir}/no-such-file.wav`));
    expect(error.reason).toBe('unreadable');
  });

  it('names the Debian package when ffprobe is missing', async () => {
    const error = await probeMedia(media.wav, { ffprobePath: '/nonexistent/ffprobe' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingToolError);
    expect((error as Error).message).toMatch(/ffprobe was not found.*Debian package "ffmpeg".*apt-get install ffmpeg/);
  });
});
