import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia } from '../test-support/media/make-test-media';
import type { TestS3Server } from '../test-support/start-s3rver';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { storageDriverEnv } from '../test-support/storage-driver-env';
import {
  createDeferredTusUpload,
  createTusUpload,
  keyOfTusLocation,
  patchTus,
  patchTusDeclaringLength,
  TUS,
} from '../test-support/tus-requests';

const DAY_MS = 24 * 3_600_000;

describe.each(['local', 's3'] as const)('abandoned resumable uploads are swept, %s storage', (driver) => {
  let s3: TestS3Server | undefined;
  let server: TestServer;
  let http: HttpSession;
  let wav: Buffer;
  const clock = manualClock();

  /** Everything stored under an upload's key: its bytes, tus's record of it, and on S3 a pending `.part`. */
  async function tracesOf(key: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of server.deps.storage.list(key)) keys.push(item.key);
    return keys;
  }
  /** S3 multipart uploads begun and neither completed nor aborted (their parts are stored, and billed, meanwhile). */
  const openMultipartUploads = async () => (await s3?.openUploads())?.length ?? 0;

  /** Starts a tus upload of the WAV and sends `bytes` of it. */
  async function startUpload(name: string, bytes: number): Promise<{ location: string; key: string }> {
    const created = await createTusUpload(http, server.url, { name, type: 'audio/wav', length: wav.length });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location') ?? '';
    expect((await patchTus(http, location, 0, wav.subarray(0, bytes))).status).toBe(204);
    return { location, key: keyOfTusLocation(location) };
  }

  beforeAll(async () => {
    wav = await readFile((await makeTestMedia()).wav);
    const storage = await storageDriverEnv(driver, 'verbatim-sweep');
    s3 = storage.s3;
    server = await startTestServer({ env: { ...storage.env, RUN_WORKER: 'false' }, now: clock.now });
    http = createHttpSession(server.url);
    await http.post('/api/auth/register', { email: `sweep.${driver}@example.com`, password: 'password123', firstName: 'S' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('removes an unfinished upload a day old, bytes and all; keeps a finished one and a fresh one', async () => {
    const abandoned = await startUpload('abandoned.wav', Math.floor(wav.length / 3));
    const finished = await startUpload('finished.wav', wav.length);
    const abandonedBy = Date.now();
    expect(await tracesOf(abandoned.key)).not.toEqual([]);
    // Long enough for the clock to fall between the two starts (tus dates an upload by the real clock).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const fresh = await startUpload('fresh.wav', Math.floor(wav.length / 3));

    const openBefore = await openMultipartUploads();
    if (driver === 's3') expect(openBefore).toBe(2);

    clock.advance(abandonedBy + DAY_MS + 700 - clock.now().getTime());
    expect(await server.deps.resumableUploads.cleanUpExpired()).toBe(1);
    if (driver === 's3') expect(await openMultipartUploads()).toBe(1);

    expect(await tracesOf(abandoned.key)).toEqual([]);
    expect((await http.fetch(abandoned.location, { method: 'HEAD', headers: TUS })).status).toBeGreaterThanOrEqual(404);
    // The fresh upload can still be resumed where it stopped.
    const head = await http.fetch(fresh.location, { method: 'HEAD', headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Offset')).toBe(String(Math.floor(wav.length / 3)));
    // The finished one still becomes a transcription.
    const processed = await http.post('/api/transcriptions/process-large', {
      filePath: finished.location,
      fileName: 'finished.wav',
      fileSize: wav.length,
    });
    expect(processed.status).toBe(201);

    // A day after the fresh one began, it goes too.
    clock.advance(2000);
    expect(await server.deps.resumableUploads.cleanUpExpired()).toBe(1);
    expect(await tracesOf(fresh.key)).toEqual([]);
    expect(await openMultipartUploads()).toBe(0);
    expect(await server.deps.storage.stat(finished.key)).not.toBeNull();
  });

  it('removes a recording whose length was never declared a day after it began, with or without bytes', async () => {
    /** A deferred-length upload (a recording sent as it is made) holding the first `bytes` bytes of the WAV. */
    async function startRecording(name: string, bytes: number): Promise<{ location: string; key: string }> {
      const created = await createDeferredTusUpload(http, server.url, { name, type: 'audio/wav' });
      expect(created.status).toBe(201);
      const location = created.headers.get('Location') ?? '';
      if (bytes > 0) expect((await patchTus(http, location, 0, wav.subarray(0, bytes))).status).toBe(204);
      return { location, key: keyOfTusLocation(location) };
    }
    const begun = Date.now();
    const abandoned = await startRecording('abandoned recording.wav', Math.floor(wav.length / 2));
    const neverSent = await startRecording('no bytes.wav', 0);
    // One closed with its length is finished: it waits for its transcription, however old.
    const closed = await startRecording('closed recording.wav', Math.floor(wav.length / 2));
    const declared = await patchTusDeclaringLength(
      http,
      closed.location,
      Math.floor(wav.length / 2),
      wav.subarray(Math.floor(wav.length / 2)),
      wav.length,
    );
    expect(declared.status).toBe(204);
    expect((await http.fetch(abandoned.location, { method: 'HEAD', headers: TUS })).headers.get('Upload-Defer-Length')).toBe('1');

    // Not yet a day old: kept.
    clock.advance(begun + DAY_MS - 60_000 - clock.now().getTime());
    expect(await server.deps.resumableUploads.cleanUpExpired()).toBe(0);
    expect(await tracesOf(abandoned.key)).not.toEqual([]);

    clock.advance(begun + DAY_MS + 5_000 - clock.now().getTime());
    expect(await server.deps.resumableUploads.cleanUpExpired()).toBe(2);
    expect(await tracesOf(abandoned.key)).toEqual([]);
    expect(await tracesOf(neverSent.key)).toEqual([]);
    expect(await openMultipartUploads()).toBe(0);
    expect((await http.fetch(abandoned.location, { method: 'HEAD', headers: TUS })).status).toBe(404);
    // The closed one still becomes a transcription.
    const processed = await http.post('/api/transcriptions/process-large', {
      filePath: closed.location,
      fileName: 'closed recording.wav',
      fileSize: wav.length,
    });
    expect(processed.status).toBe(201);
  });
});
