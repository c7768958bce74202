import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcesses, isProcessAlive, waitUntil } from '../../test-support/media/child-processes';
import { makeTestMedia, type TestMedia } from '../../test-support/media/make-test-media';
import { decodeAudioToPath } from './decode-audio';
import { MediaError } from './media-error';
import { MissingToolError } from './run-tool';

/** 16 kHz, one channel, 16-bit samples. */
const BYTES_PER_SECOND = 16_000 * 2;

let media: TestMedia;
let dir: string;
beforeAll(async () => {
  media = await makeTestMedia();
  dir = await mkdtemp(join(tmpdir(), 'decode-audio-'));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let outputs = 0;
const nextOutput = () => join(dir, `out-${++outputs}.pcm`);

async function decodedBytes(path: string, options: Parameters<typeof decodeAudioToPath>[2] = {}) {
  const output = nextOutput();
  await decodeAudioToPath(path, output, options).done;
  return (await stat(output)).size;
}

describe('decodeAudioToPath', () => {
  it.each(['wav', 'mp3', 'm4a', 'flac', 'mp4'] as const)('decodes the %s file to 16 kHz mono 16-bit samples', async (key) => {
    const bytes = await decodedBytes(media[key]);
    // 32,000 bytes a second of speech, give or take an encoder's padding frame.
    expect(Math.abs(bytes / BYTES_PER_SECOND - media.durationSeconds)).toBeLessThan(0.15);
  });

  it('decodes only the requested time range', async () => {
    expect(await decodedBytes(media.long.path, { startSeconds: 10, durationSeconds: 2.5 })).toBe(2.5 * BYTES_PER_SECOND);
  });

  it('writes a WAV header when asked for WAV', async () => {
    const output = nextOutput();
    await decodeAudioToPath(media.wav, output, { format: 'wav', durationSeconds: 1 }).done;
    const bytes = await readFile(output);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(bytes.readUInt32LE(24)).toBe(16_000);
  });

  it('reports an ffmpeg failure as a MediaError', async () => {
    const error = await decodeAudioToPath(media.textAsMp3, nextOutput()).done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('decode-failed');
  });

  it('decodes what there is of a truncated MP3', async () => {
    const seconds = (await decodedBytes(media.truncatedMp3)) / BYTES_PER_SECOND;
    // Half the bytes, so about half the speech: what was uploaded is transcribed, the rest is simply missing.
    expect(seconds).toBeGreaterThan(media.durationSeconds * 0.3);
    expect(seconds).toBeLessThan(media.durationSeconds * 0.7);
  });

  it('kills ffmpeg when aborted', async () => {
    const controller = new AbortController();
    const decoded = decodeAudioToPath(media.long.path, nextOutput(), { signal: controller.signal });
    await waitUntil(() => childProcesses().some((c) => c.pid === decoded.pid), 5000, 'ffmpeg to start');
    controller.abort(new Error('user cancelled'));
    await expect(decoded.done).rejects.toThrow('user cancelled');
    expect(decoded.pid && isProcessAlive(decoded.pid)).toBe(false);
  });

  it('kill() stops ffmpeg, and done then resolves', async () => {
    const decoded = decodeAudioToPath(media.long.path, nextOutput());
    await waitUntil(() => childProcesses().some((c) => c.pid === decoded.pid), 5000, 'ffmpeg to start');
    decoded.kill();
    await decoded.done;
    expect(decoded.pid && isProcessAlive(decoded.pid)).toBe(false);
  });

  it('names the Debian package when ffmpeg is missing', async () => {
    const decoded = decodeAudioToPath(media.wav, nextOutput(), { ffmpegPath: '/nonexistent/ffmpeg' });
    await expect(decoded.done).rejects.toBeInstanceOf(MissingToolError);
    await expect(decoded.done).rejects.toThrow(/Debian package "ffmpeg"/);
  });
});
