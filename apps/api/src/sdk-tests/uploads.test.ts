import { execFileSync } from 'node:child_process';
import { mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiError,
  createClient,
  createMemoryResumeStorage,
  InvalidResponseError,
  MAX_FILE_SIZE,
  NetworkError,
  SubscriptionRequiredError,
  UnauthorizedError,
  UploadError,
  type UploadPath,
  type UploadProgress,
  type UploadQueueEvent,
  type UploadStage,
  type UploadsConfig,
  uploadFailureOf,
  type VerbatimClient,
} from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieFetch } from '../test-support/cookie-fetch';
import { PASSWORD, uniqueEmail, waitUntilSettled } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// PocketSphinx's small US-English model on synthetic speech: the engine's own tests justify this bound.
const MAX_WORD_ERROR_RATE = 0.5;
const CHUNK = 32 * 1024;
// Same name, type, size and modification time: the "same file" picked again after a reload.
const LAST_MODIFIED = 1_700_000_000_000;

let dir: string;
let media: TestMedia;
/** Over 30 MB of real (silent) WAV, for the size-chosen object path and for cancelling mid-way. */
let bigWav: string;

beforeAll(async () => {
  media = await makeTestMedia();
  dir = mkdtempSync(join(tmpdir(), 'verbatim-sdk-uploads-'));
  bigWav = join(dir, 'long-silence.wav');
  // 16 kHz, 16-bit mono is 32,000 bytes a second: 1,050 s is 33.6 MB.
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '1050', '-c:a', 'pcm_s16le', bigWav]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = (path: string, name: string, type: string) => new File([readFileSync(path)], name, { type, lastModified: LAST_MODIFIED });

/** A sparse file of any size: no disk space, no memory, and nothing to send unless asked. */
async function sparseBlob(name: string, size: number, type: string) {
  const path = join(dir, name);
  writeFileSync(path, '');
  await truncate(path, size);
  return openAsBlob(path, { type });
}

interface Sdk {
  client: VerbatimClient;
  /** "METHOD /path" of every request the SDK made, in order. */
  log: string[];
  cookieFetch: ReturnType<typeof createCookieFetch>;
  userId: string;
}

const requestLine = (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return `${method} ${url.pathname}`;
};

/** One SDK client over a cookie-keeping fetch; `intercept` may fail a request before it leaves, as a dropped network would. */
function sdk(
  server: TestServer,
  options: { uploads?: UploadsConfig; cookieFetch?: ReturnType<typeof createCookieFetch>; intercept?: (line: string) => void } = {},
): Omit<Sdk, 'userId'> {
  const cookieFetch = options.cookieFetch ?? createCookieFetch();
  const log: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const line = requestLine(input, init);
    log.push(line);
    options.intercept?.(line);
    return cookieFetch(input, init);
  };
  return {
    client: createClient({ baseUrl: server.url, fetch, ...(options.uploads ? { uploads: options.uploads } : {}) }),
    log,
    cookieFetch,
  };
}

async function signedUp(server: TestServer, options: Parameters<typeof sdk>[1] = {}): Promise<Sdk> {
  const session = sdk(server, options);
  const { user } = await session.client.auth.register({ email: uniqueEmail('uploads'), password: PASSWORD, firstName: 'Ada' });
  session.log.length = 0;
  return { ...session, userId: user.id };
}

function watch() {
  const progress: UploadProgress[] = [];
  const stages: UploadStage[] = [];
  return { progress, stages, onProgress: (p: UploadProgress) => progress.push(p), onStage: (s: UploadStage) => stages.push(s) };
}

const storedKeys = async (server: TestServer, userId: string) => {
  const keys: string[] = [];
  for await (const item of server.deps.storage.list(`uploads/${userId}/`)) keys.push(item.key);
  return keys.filter((key) => !key.endsWith('.json'));
};

async function expectTranscript(client: VerbatimClient, id: string, name: string) {
  const done = await waitUntilSettled(client, id);
  expect(done).toMatchObject({ id, fileName: name, status: 'completed', progress: 100 });
  expect(wordErrorRate(media.text, String(done.transcriptText)).rate).toBeLessThan(MAX_WORD_ERROR_RATE);
  expect(done.words.length).toBeGreaterThan(3);
}

describe.each(endpointTestDatabases())('SDK uploads through every path to a transcript, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '2' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('direct (chosen by size): one multipart request, progress to 100 %, then the spoken words', async () => {
    const { client, log } = await signedUp(server);
    const w = watch();
    const { transcriptionId } = await client.uploads.upload(fileOf(media.wav, 'speech.wav', 'audio/wav'), w);
    expect(log).toEqual(['POST /api/transcriptions/upload']);
    expect(w.stages).toEqual(['upload']);
    expect(w.progress.at(-1)).toMatchObject({ percent: 100 });
    await expectTranscript(client, transcriptionId, 'speech.wav');
  });

  it('object: presigned URL, PUT straight to storage with progress, process, then the spoken words', async () => {
    const { client, log } = await signedUp(server);
    const w = watch();
    const { transcriptionId } = await client.uploads.upload(fileOf(media.mp3, 'speech.mp3', 'audio/mpeg'), { ...w, path: 'object' });
    expect(log.map((line) => line.replace(/objects\/uploads\/.*/, 'objects/uploads/…'))).toEqual([
      'POST /api/objects/upload',
      'PUT /api/storage/objects/uploads/…',
      'POST /api/objects/process-upload',
    ]);
    expect(w.stages).toEqual(['upload-url', 'storage', 'process']);
    expect(w.progress.at(-1)).toMatchObject({ percent: 100 });
    await expectTranscript(client, transcriptionId, 'speech.mp3');
  });

  it('resumable (tus): pre-flight, chunked PATCHes, process-large with the upload URL, then the spoken words', async () => {
    const storage = createMemoryResumeStorage();
    const { client, log } = await signedUp(server, { uploads: { resumable: { chunkSize: CHUNK, storage } } });
    const file = fileOf(media.wav, 'chunked.wav', 'audio/wav');
    const w = watch();
    const { transcriptionId } = await client.uploads.upload(file, { ...w, path: 'resumable' });
    const chunks = Math.ceil(file.size / CHUNK);
    expect(log.map((line) => line.replace(/tus\/.+/, 'tus/{id}'))).toEqual([
      'GET /api/upload-large/health',
      'POST /api/uploads/tus',
      ...Array.from({ length: chunks }, () => 'PATCH /api/uploads/tus/{id}'),
      'POST /api/transcriptions/process-large',
    ]);
    expect(w.stages).toEqual(['large-health', 'large-upload', 'process']);
    expect(w.progress.length).toBeGreaterThanOrEqual(chunks);
    expect(w.progress.at(-1)).toEqual({ loaded: file.size, total: file.size, percent: 100 });
    // Processed: nothing is left to resume.
    expect(await storage.findAllUploads()).toEqual([]);
    await expectTranscript(client, transcriptionId, 'chunked.wav');
  });

  it('the upload queue follows a file to completed, then takes it off the list 2 s later', async () => {
    const { client } = await signedUp(server);
    const queue = client.uploads.createQueue();
    const events: UploadQueueEvent[] = [];
    queue.events.subscribe((event) => events.push(event));
    const statuses: string[] = [];
    queue.subscribe(() => {
      const status = queue.getSnapshot()[0]?.status ?? 'gone';
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    const [id] = queue.add([fileOf(media.m4a, 'speech.m4a', 'audio/mp4')]);
    await vi.waitFor(() => expect(events.some((e) => e.type === 'completed')).toBe(true), { timeout: 90_000, interval: 100 });
    const completedAt = Date.now();
    const uploaded = events.find((e) => e.type === 'uploaded');
    expect(uploaded).toMatchObject({ itemId: id });
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'completed', progress: 100 });
    await vi.waitFor(() => expect(queue.getSnapshot()).toEqual([]), { timeout: 5000, interval: 50 });
    expect(Date.now() - completedAt).toBeGreaterThanOrEqual(1900);
    expect(statuses).toEqual(['uploading', 'processing', 'completed', 'gone']);
    expect(events.filter((e) => e.type === 'failed' || e.type === 'refused' || e.type === 'large-file')).toEqual([]);
    const transcriptionId = uploaded?.type === 'uploaded' ? uploaded.transcriptionId : '';
    await expectTranscript(client, transcriptionId, 'speech.m4a');
    queue.destroy();
  });
});

describe.each(endpointTestDatabases())('SDK uploads: choosing, cancelling, resuming and refusing, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // No worker: these tests are about getting files in, not about transcribing them.
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('picks the path by size: a 33.6 MB file goes straight to storage without being told', async () => {
    const { client, log } = await signedUp(server);
    const file = await openAsBlob(bigWav, { type: 'audio/wav' });
    expect(client.uploads.choosePath(file.size)).toBe('object');
    const { transcriptionId } = await client.uploads.upload(file, { fileName: 'long-silence.wav' });
    expect(log.map((line) => line.split(' /api/')[1]?.split('/')[0])).toEqual(['objects', 'storage', 'objects']);
    expect(await client.transcriptions.get(transcriptionId)).toMatchObject({ fileName: 'long-silence.wav', fileSize: file.size });
  });

  it('picks the resumable path over 100 MB, and cancelling it deletes the partial upload on the server', async () => {
    const controller = new AbortController();
    const { client, log, cookieFetch } = await signedUp(server, {
      intercept: (line) => {
        if (line.startsWith('PATCH ')) controller.abort();
      },
    });
    const file = await sparseBlob('sparse-101mb.wav', 100 * 1024 * 1024 + 1, 'audio/wav');
    const error = await client.uploads.upload(file, { fileName: 'big.wav', signal: controller.signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(log.slice(0, 2)).toEqual(['GET /api/upload-large/health', 'POST /api/uploads/tus']);
    await vi.waitFor(() => expect(log.some((line) => line.startsWith('DELETE /api/uploads/tus/'))).toBe(true));
    const deleted = log.find((line) => line.startsWith('DELETE')) as string;
    // The log shows the DELETE being sent; the server may still be removing the upload when it is read.
    await vi.waitFor(async () => {
      const head = await cookieFetch(`${server.url}${deleted.slice('DELETE '.length)}`, {
        method: 'HEAD',
        headers: { 'Tus-Resumable': '1.0.0' },
      });
      expect(head.status).toBe(404);
    });
  });

  it('cancelling a storage upload mid-way rejects with AbortError and leaves nothing behind', async () => {
    const { client, userId } = await signedUp(server);
    const controller = new AbortController();
    const percents: number[] = [];
    const file = await openAsBlob(bigWav, { type: 'audio/wav' });
    const error = await client.uploads
      .upload(file, {
        fileName: 'cancelled.wav',
        signal: controller.signal,
        onProgress: ({ percent }) => {
          percents.push(percent);
          if (percent >= 10) controller.abort();
        },
      })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(Math.max(...percents)).toBeLessThan(100);
    expect((await client.transcriptions.list()).items).toEqual([]);
    await vi.waitFor(async () => expect(await storedKeys(server, userId)).toEqual([]));
  });

  it('a dropped connection mid-way is resumed by a new client from the stored URL, sending only the rest', async () => {
    const storage = createMemoryResumeStorage();
    const bytes = readFileSync(media.wav);
    const file = () => new File([bytes], 'resumed.wav', { type: 'audio/wav', lastModified: LAST_MODIFIED });
    let patches = 0;
    const first = await signedUp(server, {
      uploads: { resumable: { chunkSize: CHUNK, retryDelays: [], storage } },
      intercept: (line) => {
        if (line.startsWith('PATCH ') && ++patches === 3) throw new TypeError('fetch failed: connection reset');
      },
    });
    const error = await first.client.uploads.upload(file(), { path: 'resumable' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error uploading large file. Please check your connection and try again.');
    expect(uploadFailureOf(error, 'large-upload')).toEqual({ reason: 'network', stage: 'large-upload' });
    const [stored] = await storage.findAllUploads();
    expect(stored?.uploadUrl).toContain('/api/uploads/tus/');

    // A new client (a reloaded page) with the same session and the same stored URLs.
    const second = sdk(server, { uploads: { resumable: { chunkSize: CHUNK, storage } }, cookieFetch: first.cookieFetch });
    const w = watch();
    const { transcriptionId } = await second.client.uploads.upload(file(), { ...w, path: 'resumable' });
    expect(second.log.map((line) => line.replace(/tus\/.+/, 'tus/{id}'))).toEqual([
      'GET /api/upload-large/health',
      'HEAD /api/uploads/tus/{id}',
      ...Array.from({ length: Math.ceil((bytes.length - 2 * CHUNK) / CHUNK) }, () => 'PATCH /api/uploads/tus/{id}'),
      'POST /api/transcriptions/process-large',
    ]);
    // Progress jumps from 0 to the two chunks the server already had: they are not sent again.
    const loaded = w.progress.map((p) => p.loaded);
    expect(loaded[0]).toBe(0);
    expect(loaded.filter((n) => n > 0 && n < 2 * CHUNK)).toEqual([]);
    expect(loaded.at(-1)).toBe(bytes.length);
    const audio = await second.client.transcriptions.audio(transcriptionId);
    expect(Buffer.from(await audio.blob.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await storage.findAllUploads()).toEqual([]);
  });

  it('retries a failed chunk by itself (retryDelays) and finishes the upload', async () => {
    let patches = 0;
    const bytes = readFileSync(media.mp3);
    const { client, log } = await signedUp(server, {
      uploads: { resumable: { chunkSize: CHUNK, retryDelays: [0, 100] } },
      intercept: (line) => {
        if (line.startsWith('PATCH ') && ++patches === 2) throw new TypeError('fetch failed: socket hang up');
      },
    });
    const { transcriptionId } = await client.uploads.upload(new File([bytes], 'retried.mp3', { type: 'audio/mpeg' }), {
      path: 'resumable',
    });
    // After the failure tus asks the server where it stands, then goes on from there.
    expect(log.filter((line) => line.startsWith('HEAD '))).toHaveLength(1);
    const audio = await client.transcriptions.audio(transcriptionId);
    expect(Buffer.from(await audio.blob.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('signed out: UnauthorizedError on every path, unauthorized at the stage that failed', async () => {
    const { client } = sdk(server);
    const file = fileOf(media.mp3, 'speech.mp3', 'audio/mpeg');
    const failures: Record<string, unknown> = {};
    for (const path of ['direct', 'object', 'resumable'] as UploadPath[]) {
      let stage: UploadStage = 'upload';
      const error = await client.uploads.upload(file, { path, onStage: (s) => (stage = s) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnauthorizedError);
      failures[path] = uploadFailureOf(error, stage);
    }
    // The stage is what lets the app say "log in first to upload large files" for the storage path.
    expect(failures).toEqual({
      direct: { reason: 'unauthorized', stage: 'upload' },
      object: { reason: 'unauthorized', stage: 'upload-url' },
      // The large-file pre-flight already needs the session.
      resumable: { reason: 'unauthorized', stage: 'large-health' },
    });
  });

  it('403 with a subscription code on every path; the queue reports subscription-cancelled with the API words', async () => {
    const { client, userId } = await signedUp(server);
    await server.deps
      .db('users')
      .where({ id: userId })
      // A plan that ended falls back to the free allowance first; with none, the refusal names the cancellation.
      .update({
        subscriptionPlan: 'basic',
        subscriptionStatus: 'cancelled',
        subscriptionExpiresAt: new Date(Date.now() - 86_400_000),
        trialTranscriptionLimit: 0,
      });
    const file = fileOf(media.mp3, 'speech.mp3', 'audio/mpeg');
    for (const path of ['direct', 'object', 'resumable'] as UploadPath[]) {
      const error = await client.uploads.upload(file, { path }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SubscriptionRequiredError);
      expect(error).toMatchObject({
        reason: 'SUBSCRIPTION_CANCELLED',
        serverMessage: 'Your subscription was cancelled. Please reactivate to continue.',
      });
    }

    const queue = client.uploads.createQueue();
    const events: UploadQueueEvent[] = [];
    queue.events.subscribe((event) => events.push(event));
    const [id] = queue.add([file]);
    await vi.waitFor(() => expect(events.some((e) => e.type === 'failed')).toBe(true), { timeout: 10_000 });
    const failure = {
      reason: 'subscription-cancelled',
      stage: 'upload',
      serverMessage: 'Your subscription was cancelled. Please reactivate to continue.',
      // The refusal names its cause: the plan, not the file's length or the day's allowance.
      refusal: expect.objectContaining({ cause: 'plan' }),
    };
    expect(queue.getSnapshot()).toEqual([expect.objectContaining({ id, status: 'error', failure })]);
    expect(events).toEqual([{ type: 'failed', itemId: id, fileName: 'speech.mp3', transcriptionId: null, failure }]);
    queue.destroy();
  });

  it('the free plan: the fourth upload of the day is SUBSCRIPTION_REQUIRED, with the API words', async () => {
    const { client } = await signedUp(server);
    const file = fileOf(media.wav, 'speech.wav', 'audio/wav');
    for (let i = 0; i < 3; i++) await client.uploads.upload(file);
    const error = await client.uploads.upload(file).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'SUBSCRIPTION_REQUIRED' });
    expect(uploadFailureOf(error, 'upload')).toEqual({
      reason: 'subscription-required',
      stage: 'upload',
      serverMessage:
        "You have used today's 3 free transcriptions. They renew at midnight UTC; buy credits or choose a plan to continue now.",
      refusal: expect.objectContaining({ cause: 'allowance' }),
    });
  });

  it('an invalid type: refused by the SDK before sending, and by the server on every path when the type lies', async () => {
    const { client, log } = await signedUp(server);
    const text = await client.uploads.upload(new File(['minutes'], 'notes.txt', { type: 'text/plain' })).catch((e: unknown) => e);
    expect(text).toBeInstanceOf(UploadError);
    expect(text).toMatchObject({ code: 'INVALID_FILE_TYPE', message: 'notes.txt: Only audio and video files are supported.' });
    expect(log).toEqual([]);

    // Text named and typed as an MP3: only the bytes tell, so the server refuses it.
    const lying = fileOf(media.textAsMp3, 'notes.mp3', 'audio/mpeg');
    for (const path of ['direct', 'object', 'resumable'] as UploadPath[]) {
      let stage: UploadStage = 'upload';
      const error = await client.uploads.upload(lying, { path, onStage: (s) => (stage = s) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 'INVALID_FILE_TYPE' });
      // The storage URL carries no file name, so the server names it "The file" there.
      expect(uploadFailureOf(error, stage)).toMatchObject({
        reason: 'invalid-type',
        serverMessage: `${path === 'object' ? 'The file' : 'notes.mp3'}: Only audio and video files are supported.`,
      });
    }
    expect((await client.transcriptions.list()).items).toEqual([]);
  });

  it('over 2 GB: 413 from the server for the declared size; the SDK refuses the file itself before sending', async () => {
    const { client, log } = await signedUp(server);
    const declared = await client.objects
      .requestUploadUrl({ contentType: 'audio/wav', fileName: 'huge.wav', fileSize: MAX_FILE_SIZE + 1 })
      .catch((e: unknown) => e);
    expect(declared).toBeInstanceOf(ApiError);
    expect(declared).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      serverMessage: 'huge.wav: Please select a file smaller than 2GB.',
    });
    expect(uploadFailureOf(declared, 'upload-url')).toMatchObject({ reason: 'too-large' });

    log.length = 0;
    const huge = await sparseBlob('huge.wav', MAX_FILE_SIZE + 1, 'audio/wav');
    const refused = await client.uploads.upload(huge, { fileName: 'huge.wav', path: 'resumable' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'huge.wav: Please select a file smaller than 2GB.' });
    expect(log).toEqual([]);
  });

  it('an upload URL that is not a finished upload of this user is refused by process-large', async () => {
    const { client } = await signedUp(server);
    const error = await client.uploads
      .processLargeUpload({
        filePath: `${server.url}/api/uploads/tus/${Buffer.from('uploads/someone-else/x').toString('base64url')}`,
        fileName: 'x.wav',
        fileSize: 10,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(error).not.toBeInstanceOf(InvalidResponseError);
  });
});
