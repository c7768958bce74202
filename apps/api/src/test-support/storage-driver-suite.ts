import { createHash, randomFillSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvalidObjectKeyError,
  ObjectNotFoundError,
  ObjectSizeMismatchError,
  type ObjectStorage,
  ObjectTooLargeError,
  type PresignedRequest,
  RangeNotSatisfiableError,
} from '../services/storage/object-storage';

/*
 * The behaviour every storage driver shares, run by each driver's test file against a real store:
 * a folder for the local driver, s3rver for the S3 driver.
 */

export interface StorageUnderTest {
  storage: ObjectStorage;
  /** What a failed write could leave behind: temp files (local) or unfinished multipart uploads (S3). */
  leftovers(): Promise<string[]>;
  /** Performs a presigned PUT as a client would (S3: over HTTP; local: as the API route will). */
  putPresigned(request: PresignedRequest, body: Buffer): Promise<void>;
  close(): Promise<void>;
}

export interface GeneratedStreamOptions {
  chunkSize?: number;
  /** The source errors once this many bytes have been produced. */
  failAfter?: number;
  /** A pause after each chunk, to let a test act while the write is under way. */
  delayMs?: number;
  onProgress?: (bytes: number) => void;
}

/** Random bytes made on the fly, never held whole, with their SHA-256 for comparison. */
export function generatedStream(totalBytes: number, options: GeneratedStreamOptions = {}) {
  const chunkSize = options.chunkSize ?? 64 * 1024 + 7; // an odd size, so that chunks never line up with parts
  const hash = createHash('sha256');
  let produced = 0;
  async function* generate() {
    while (produced < totalBytes) {
      if (options.failAfter !== undefined && produced >= options.failAfter) throw new Error('the source failed midway');
      const chunk = randomFillSync(Buffer.allocUnsafe(Math.min(chunkSize, totalBytes - produced)));
      hash.update(chunk);
      produced += chunk.length;
      options.onProgress?.(produced);
      if (options.delayMs) await sleep(options.delayMs);
      yield chunk;
    }
  }
  return {
    stream: Readable.from(generate(), { objectMode: false, highWaterMark: chunkSize }),
    digest: () => hash.digest('hex'),
  };
}

export async function digestOf(stream: NodeJS.ReadableStream): Promise<{ digest: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    hash.update(buffer);
    size += buffer.length;
  }
  return { digest: hash.digest('hex'), size };
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

const MiB = 1024 * 1024;
const text = (value: string) => Readable.from([Buffer.from(value)]);

async function keysOf(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys;
}

export function describeStorageContract(name: string, setup: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the storage contract`, () => {
    let subject: StorageUnderTest;
    let storage: ObjectStorage;
    beforeAll(async () => {
      subject = await setup();
      storage = subject.storage;
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('streams a multi-megabyte body in and reads back the same bytes', async () => {
      const size = 12 * MiB + 123;
      const source = generatedStream(size);
      const written = await storage.write('contract/round-trip/audio.mp3', source.stream, { contentType: 'audio/mpeg' });
      expect(written.size).toBe(size);
      const back = await digestOf(await storage.read('contract/round-trip/audio.mp3'));
      expect(back).toEqual({ digest: source.digest(), size });
      const info = await storage.stat('contract/round-trip/audio.mp3');
      expect(info).toMatchObject({ key: 'contract/round-trip/audio.mp3', size, contentType: 'audio/mpeg' });
      expect(info?.modifiedAt).toBeInstanceOf(Date);
      expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    });

    it('stores an empty body, and a body without a content type as application/octet-stream', async () => {
      expect(await storage.write('contract/empty', Readable.from([]))).toEqual({ size: 0 });
      expect((await readAll(await storage.read('contract/empty'))).length).toBe(0);
      expect(await storage.stat('contract/empty')).toMatchObject({ size: 0, contentType: 'application/octet-stream' });
    });

    it('reads byte ranges, inclusive, clamped at the end, and refuses a start past the end', async () => {
      await storage.write('contract/range', text('0123456789'));
      expect((await readAll(await storage.read('contract/range', { start: 2, end: 5 }))).toString()).toBe('2345');
      expect((await readAll(await storage.read('contract/range', { start: 7 }))).toString()).toBe('789');
      expect((await readAll(await storage.read('contract/range', { start: 8, end: 100 }))).toString()).toBe('89');
      // A one-byte range (not 0-0: s3rver reads `bytes=0-0` as the whole object, which S3 does not).
      expect((await readAll(await storage.read('contract/range', { start: 3, end: 3 }))).toString()).toBe('3');
      await expect(storage.read('contract/range', { start: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(storage.read('contract/range', { start: 5, end: 2 })).rejects.toBeInstanceOf(RangeError);
    });

    it('replaces an object on a second write', async () => {
      await storage.write('contract/replace', text('first'), { contentType: 'text/plain' });
      await storage.write('contract/replace', text('second version'), { contentType: 'text/csv' });
      expect((await readAll(await storage.read('contract/replace'))).toString()).toBe('second version');
      expect(await storage.stat('contract/replace')).toMatchObject({ size: 14, contentType: 'text/csv' });
    });

    it('lists by prefix in key order, across pages, without partial segment confusion', async () => {
      const keys = [
        'contract/list/a/2',
        'contract/list/a/1',
        'contract/list/a/sub/3',
        'contract/list/ab/4',
        'contract/list/a-5',
        'contract/list/b/6',
      ];
      for (const key of keys) await storage.write(key, text(key));
      expect(await keysOf(storage, 'contract/list/a/')).toEqual(['contract/list/a/1', 'contract/list/a/2', 'contract/list/a/sub/3']);
      expect(await keysOf(storage, 'contract/list/a')).toEqual([
        'contract/list/a-5',
        'contract/list/a/1',
        'contract/list/a/2',
        'contract/list/a/sub/3',
        'contract/list/ab/4',
      ]);
      expect(await keysOf(storage, 'contract/list/')).toHaveLength(6);
      expect(await keysOf(storage, 'contract/list/none/')).toEqual([]);
      const listed = [];
      for await (const item of storage.list('contract/list/b/')) listed.push(item);
      expect(listed).toEqual([{ key: 'contract/list/b/6', size: 'contract/list/b/6'.length, modifiedAt: expect.any(Date) }]);
    });

    it('deletes, and deleting what is absent is no error', async () => {
      await storage.write('contract/delete/me', text('bye'));
      await storage.delete('contract/delete/me');
      expect(await storage.stat('contract/delete/me')).toBeNull();
      await expect(storage.read('contract/delete/me')).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await keysOf(storage, 'contract/delete/')).toEqual([]);
      await storage.delete('contract/delete/me');
      await storage.delete('contract/never/was');
    });

    it('reports a missing key as ObjectNotFoundError (read, localPath) or null (stat)', async () => {
      await expect(storage.read('contract/missing')).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.read('contract/missing', { start: 0, end: 1 })).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.localPath('contract/missing')).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await storage.stat('contract/missing')).toBeNull();
      const error = await storage.read('contract/missing').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });

    it('stores nothing when the source stream fails midway, and keeps an older object intact', async () => {
      const failing = generatedStream(20 * MiB, { failAfter: 11 * MiB });
      await expect(storage.write('contract/failed/new', failing.stream)).rejects.toThrow('the source failed midway');
      expect(await storage.stat('contract/failed/new')).toBeNull();
      expect(await keysOf(storage, 'contract/failed/')).toEqual([]);

      await storage.write('contract/failed/old', text('old content'), { contentType: 'text/plain' });
      const again = generatedStream(20 * MiB, { failAfter: 6 * MiB });
      await expect(storage.write('contract/failed/old', again.stream, { contentType: 'video/mp4' })).rejects.toThrow(
        'the source failed midway',
      );
      expect((await readAll(await storage.read('contract/failed/old'))).toString()).toBe('old content');
      expect(await storage.stat('contract/failed/old')).toMatchObject({ contentType: 'text/plain', size: 11 });
      expect(await subject.leftovers()).toEqual([]);
    });

    it('stops a write when its signal is aborted, storing nothing', async () => {
      const controller = new AbortController();
      const slow = generatedStream(64 * MiB, {
        chunkSize: MiB,
        delayMs: 5,
        onProgress: (bytes) => {
          if (bytes >= 11 * MiB && !controller.signal.aborted) controller.abort();
        },
      });
      const error = await storage.write('contract/aborted', slow.stream, { signal: controller.signal }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'AbortError' });
      expect(await storage.stat('contract/aborted')).toBeNull();
      expect(await subject.leftovers()).toEqual([]);

      const already = AbortSignal.abort();
      await expect(storage.write('contract/aborted', text('x'), { signal: already })).rejects.toMatchObject({ name: 'AbortError' });
      expect(await storage.stat('contract/aborted')).toBeNull();
    });

    it('refuses bodies over maxBytes and bodies that do not match contentLength, storing nothing', async () => {
      const big = generatedStream(7 * MiB);
      const tooLarge = await storage.write('contract/limits/big', big.stream, { maxBytes: 6 * MiB }).catch((e: unknown) => e);
      expect(tooLarge).toBeInstanceOf(ObjectTooLargeError);
      expect(tooLarge).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      await expect(storage.write('contract/limits/short', text('12345'), { contentLength: 6 })).rejects.toBeInstanceOf(
        ObjectSizeMismatchError,
      );
      await expect(storage.write('contract/limits/long', text('1234567'), { contentLength: 6 })).rejects.toBeInstanceOf(
        ObjectSizeMismatchError,
      );
      expect(await storage.write('contract/limits/exact', text('123456'), { contentLength: 6, maxBytes: 6 })).toEqual({ size: 6 });
      expect(await keysOf(storage, 'contract/limits/')).toEqual(['contract/limits/exact']);
      expect(await subject.leftovers()).toEqual([]);
    });

    it('refuses bad keys with a clear error before touching the store', async () => {
      const bad = [
        '',
        '../escape',
        'a/../../escape',
        '/absolute',
        'back\\slash',
        'nul\0byte',
        'a//b',
        'a/./b',
        'trailing/',
        'x'.repeat(513),
        Array(5).fill('€'.repeat(85)).join('/'), // 429 characters, but 1279 bytes
        `long/${'x'.repeat(256)}`,
        'tab\there',
      ];
      for (const key of bad) {
        await expect(storage.write(key, text('x')), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(storage.read(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(storage.localPath(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(storage.presignPut(key, { contentType: 'text/plain', expiresInSeconds: 60 }), key).rejects.toBeInstanceOf(
          InvalidObjectKeyError,
        );
      }
      expect(() => storage.list('../')).toThrow(InvalidObjectKeyError);
      expect(() => storage.list('/')).toThrow(InvalidObjectKeyError);
      const error = await storage.stat('../escape').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, message: expect.stringContaining('..') });
      // Dots inside a name are fine; only whole '.' and '..' segments are refused.
      await storage.write('contract/keys/my..file.v2.mp3', text('ok'));
      expect(await storage.stat('contract/keys/my..file.v2.mp3')).toMatchObject({ size: 2 });
      await storage.write(`contract/keys/${'é'.repeat(100)} (1).wav`, text('ok'));
      expect(await keysOf(storage, 'contract/keys/')).toHaveLength(2);
    });

    it('presigns a PUT that a client can use, with the content type signed', async () => {
      const request = await storage.presignPut('contract/presigned/upload.webm', { contentType: 'video/webm', expiresInSeconds: 300 });
      expect(request.method).toBe('PUT');
      expect(request.headers).toEqual({ 'Content-Type': 'video/webm' });
      expect(request.expiresAt.getTime()).toBeGreaterThan(Date.now() + 290_000);
      expect(request.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 301_000);
      const body = randomFillSync(Buffer.alloc(300_000));
      await subject.putPresigned(request, body);
      expect(await storage.stat('contract/presigned/upload.webm')).toMatchObject({ size: body.length, contentType: 'video/webm' });
      expect((await readAll(await storage.read('contract/presigned/upload.webm'))).equals(body)).toBe(true);
      await expect(storage.presignPut('contract/presigned/x', { contentType: 'text/plain', expiresInSeconds: 0 })).rejects.toBeInstanceOf(
        RangeError,
      );
    });

    it('gives a local path that tools can read', async () => {
      const source = generatedStream(3 * MiB + 5);
      await storage.write('contract/local-path/clip.wav', source.stream);
      const local = await storage.localPath('contract/local-path/clip.wav');
      expect(local.path.endsWith('clip.wav')).toBe(true);
      const bytes = await readFile(local.path);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(source.digest());
      await local.release();
      // The object itself outlives the released path.
      expect(await storage.stat('contract/local-path/clip.wav')).toMatchObject({ size: 3 * MiB + 5 });
    });

    it('writes 200 MB generated on the fly with the resident memory growing by less than 100 MB', { timeout: 240_000 }, async () => {
      const size = 200 * MiB;
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      try {
        const source = generatedStream(size, { chunkSize: 256 * 1024 });
        expect(await storage.write('contract/memory/big.bin', source.stream)).toEqual({ size });
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(await storage.stat('contract/memory/big.bin')).toMatchObject({ size });
      expect(peak - before).toBeLessThan(100 * MiB);
      await storage.delete('contract/memory/big.bin');
    });
  });
}
