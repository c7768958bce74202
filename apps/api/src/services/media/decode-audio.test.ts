import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { childProcesses, waitUntil } from '../../test-support/media/child-processes';
import { makeTestMedia, type TestMedia } from '../../test-support/media/make-test-media';
import { BYTES_PER_SECOND, decodeAudio } from './decode-audio';
import { MediaError } from './media-error';
import { isProcessAlive, MissingToolError } from './run-tool';

let media: TestMedia;
beforeAll(async () => {
  media = await makeTestMedia();
}, 120_000);

async function countBytes(stream: AsyncIterable<Buffer>) {
  let total = 0;
  for await (const chunk of stream) total += chunk.length;
  return total;
}

describe('decodeAudio', () => {
  it.each(['wav', 'mp3', 'm4a', 'flac', 'mp4'] as const)('decodes the %s file to 16 kHz mono 16-bit samples', async (key) => {
    const decoded = decodeAudio(media[key]);
    const bytes = await countBytes(decoded.stream);
    await decoded.done;
    // 32,000 bytes a second of speech, give or take an encoder's padding frame.
    expect(Math.abs(bytes / BYTES_PER_SECOND - media.durationSeconds)).toBeLessThan(0.15);
  });

  it('decodes only the requested time range', async () => {
    const decoded = decodeAudio(media.long.path, { startSeconds: 10, durationSeconds: 2.5 });
    expect(await countBytes(decoded.stream)).toBe(2.5 * BYTES_PER_SECOND);
  });

  it('writes a WAV header when asked for WAV', async () => {
    const decoded = decodeAudio(media.wav, { format: 'wav', durationSeconds: 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of decoded.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(bytes.readUInt32LE(24)).toBe(16_000);
  });

  it('streams with backpressure: while nobody reads, ffmpeg waits and little is buffered', async () => {
    const decoded = decodeAudio(media.long.path);
    const total = Math.round(media.long.durationSeconds * BYTES_PER_SECOND);
    // Read one chunk, then stop reading for a while: ffmpeg must block on the full pipe, not race ahead into memory.
    const iterator = decoded.stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    let read = (first.value as Buffer).length;
    await sleep(500);
    expect(decoded.pid && isProcessAlive(decoded.pid)).toBe(true);
    // What waits in memory is a pipe's worth (64 KiB pieces), not the 1.4 MB the whole file decodes to.
    expect(decoded.stream.readableLength).toBeLessThanOrEqual(128 * 1024);
    expect(read + decoded.stream.readableLength).toBeLessThan(total / 4);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) read += (next.value as Buffer).length;
    await decoded.done;
    expect(Math.abs(read - total)).toBeLessThan(BYTES_PER_SECOND / 10);
  });

  it('surfaces ffmpeg failure as a MediaError on the stream, not as a short read', async () => {
    const decoded = decodeAudio(media.textAsMp3);
    const error = await countBytes(decoded.stream).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('decode-failed');
    await expect(decoded.done).rejects.toBeInstanceOf(MediaError);
  });

  it('decodes what there is of a truncated MP3', async () => {
    const decoded = decodeAudio(media.truncatedMp3);
    const seconds = (await countBytes(decoded.stream)) / BYTES_PER_SECOND;
    await decoded.done;
    // Half the bytes, so about half the speech: what was uploaded is transcribed, the rest is simply missing.
    expect(seconds).toBeGreaterThan(media.durationSeconds * 0.3);
    expect(seconds).toBeLessThan(media.durationSeconds * 0.7);
  });

  it('kills ffmpeg when aborted', async () => {
    const controller = new AbortController();
    const decoded = decodeAudio(media.long.path, { signal: controller.signal });
    await waitUntil(() => childProcesses().some((c) => c.pid === decoded.pid), 5000, 'ffmpeg to start');
    controller.abort(new Error('user cancelled'));
    await expect(decoded.done).rejects.toThrow('user cancelled');
    await expect(countBytes(decoded.stream)).rejects.toThrow('user cancelled');
    expect(decoded.pid && isProcessAlive(decoded.pid)).toBe(false);
  });

  it('kills ffmpeg when the reader gives up', async () => {
    const decoded = decodeAudio(media.long.path);
    for await (const _ of decoded.stream) break; // leaving the loop destroys the stream
    await decoded.done;
    expect(decoded.pid && isProcessAlive(decoded.pid)).toBe(false);
  });

  it('names the Debian package when ffmpeg is missing', async () => {
    const decoded = decodeAudio(media.wav, { ffmpegPath: '/nonexistent/ffmpeg' });
    await expect(countBytes(decoded.stream)).rejects.toBeInstanceOf(MissingToolError);
    await expect(decoded.done).rejects.toBeInstanceOf(MissingToolError);
    await expect(decoded.done).rejects.toThrow(/Debian package "ffmpeg"/);
  });
});
