import { readFile } from 'node:fs/promises';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../jobs';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { sendCutOff, sendMultipartCutOff } from '../test-support/send-cut-off';
import { signedUpSession } from '../test-support/signed-up-session';
import { startS3rver, type TestS3Server } from '../test-support/start-s3rver';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { s3StorageEnv } from '../test-support/storage-driver-env';
import { endpointTestDatabases } from '../test-support/test-databases';
import { createTusUpload, keyOfTusLocation, patchTus, patchTusCutOff, TUS } from '../test-support/tus-requests';

// PocketSphinx's small US-English model on synthetic speech: the engine's own tests justify this bound.
const MAX_WORD_ERROR_RATE = 0.5;

const signedUp = async (server: TestServer) => (await signedUpSession(server, 's3-uploads')).http;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(endpointTestDatabases())('uploads with S3 storage (s3rver) on %s', (database) => {
  let s3: TestS3Server;
  let server: TestServer;
  let media: TestMedia;
  let speech: Buffer;
  /** Our own view of the bucket, through the AWS SDK rather than the API's storage driver. */
  let bucket: S3Client;

  async function bucketKeys(prefix = 'uploads/'): Promise<string[]> {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((item) => item.Key ?? '');
  }
  async function objectBytes(key: string): Promise<Buffer | null> {
    try {
      const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }
  /** Media objects only: the tus store keeps `.info` (and, mid-upload, `.part`) objects beside them. */
  const mediaKeys = async () => (await bucketKeys()).filter((key) => !key.endsWith('.info') && !key.endsWith('.part'));

  /** Deletes a transcription through the API and checks its object left the bucket with it. */
  async function deleteAndCheck(http: HttpSession, id: string, key: string) {
    expect((await http.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(200);
    expect(await objectBytes(key)).toBeNull();
  }

  beforeAll(async () => {
    media = await makeTestMedia();
    speech = await readFile(media.wav);
    s3 = await startS3rver({ bucket: 'verbatim-api-e2e' });
    bucket = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    server = await startTestServer({
      database,
      env: {
        ...s3StorageEnv(s3),
        // Jobs run only in the test that starts a worker, so the speech engine runs once per database.
        RUN_WORKER: 'false',
      },
    });
  }, 120_000);
  afterAll(async () => {
    bucket?.destroy();
    await server?.close();
    await s3?.close();
  });

  it('direct multipart upload: the file ends up as an object in the bucket', async () => {
    expect(server.deps.storage.driver).toBe('s3');
    const http = await signedUp(server);
    const form = new FormData();
    form.append('file', new Blob([speech], { type: 'audio/wav' }), 'speech.wav');
    const up = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
    expect(up.status).toBe(201);
    const { transcriptionId } = (await up.json()) as { transcriptionId: string };
    const row = await server.deps.db('transcriptions').where({ id: transcriptionId }).first();
    const key = String(row.mediaKey);
    expect(key).toMatch(/^uploads\/[0-9a-f-]+\/[0-9a-f-]+$/);
    expect((await objectBytes(key))?.equals(speech)).toBe(true);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('audio/wav');
    const audio = await http.fetch(`${server.url}/api/transcriptions/${transcriptionId}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(speech)).toBe(true);
    await deleteAndCheck(http, transcriptionId, key);
  });

  it('object path: an S3 presigned PUT, then process-upload, transcribed to completion by the local engine', async () => {
    const http = await signedUp(server);
    const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'speech.wav', fileSize: speech.length });
    expect(start.status).toBe(200);
    const uploadURL = new URL(String(start.json.uploadURL));
    // Straight to the bucket, not through the API.
    expect(uploadURL.origin).toBe(s3.endpoint);
    expect(uploadURL.pathname.startsWith(`/${s3.bucket}/uploads/`)).toBe(true);
    expect(uploadURL.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(start.json).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'audio/wav' } });
    // As a browser sends it: the signed headers and nothing of ours (no cookie, no credentials).
    const put = await fetch(uploadURL, { method: 'PUT', body: speech, headers: start.json.headers as Record<string, string> });
    expect(put.status, await put.clone().text()).toBe(200);

    const processed = await http.post('/api/objects/process-upload', {
      uploadURL: uploadURL.toString(),
      fileName: 'speech.wav',
      fileSize: speech.length,
    });
    expect(processed.status).toBe(201);
    const id = String(processed.json.transcriptionId);
    expect((await http.get(`/api/transcriptions/${id}`)).json).toMatchObject({ fileName: 'speech.wav', fileSize: speech.length });
    // The same upload cannot become a second transcription.
    expect(
      (await http.post('/api/objects/process-upload', { uploadURL: uploadURL.toString(), fileName: 'x.wav', fileSize: 1 })).status,
    ).toBe(400);

    // A worker like the server's own, for this test only (see RUN_WORKER above).
    const worker = createWorker({
      db: server.deps.db,
      jobs: server.deps.jobs.definitions,
      logger: pino({ level: 'silent' }),
      concurrency: 1,
      pollMs: 100,
    });
    await worker.start();
    try {
      const deadline = Date.now() + 120_000;
      let transcription = (await http.get(`/api/transcriptions/${id}`)).json;
      while (!['completed', 'failed'].includes(String(transcription.status))) {
        if (Date.now() > deadline) throw new Error(`still ${String(transcription.status)} after two minutes`);
        await settle(200);
        transcription = (await http.get(`/api/transcriptions/${id}`)).json;
      }
      expect(transcription).toMatchObject({ status: 'completed', progress: 100, engine: 'local' });
      expect(wordErrorRate(media.text, String(transcription.transcriptText)).rate).toBeLessThan(MAX_WORD_ERROR_RATE);
    } finally {
      await worker.stop({ graceMs: 10_000 });
    }
    // The engine read the file from the bucket through a temporary copy; the object itself stays until retention ends.
    const key = `${uploadURL.pathname.slice(`/${s3.bucket}/`.length)}`;
    expect((await objectBytes(key))?.equals(speech)).toBe(true);
  }, 180_000);

  it('resumable path (tus, S3 store): an interrupted PATCH resumes from Upload-Offset, then process-large', async () => {
    const http = await signedUp(server);
    const created = await createTusUpload(http, server.url, { name: 'resumed.wav', type: 'audio/wav', length: speech.length });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location') ?? '';
    expect(location.startsWith(`${server.url}/api/uploads/tus/`)).toBe(true);
    const key = keyOfTusLocation(location);
    expect(key).toMatch(/^uploads\/[0-9a-f-]+\/[0-9a-f-]+$/);

    const third = Math.floor(speech.length / 3);
    const first = await patchTus(http, location, 0, speech.subarray(0, third));
    expect(first.status).toBe(204);
    expect(first.headers.get('Upload-Offset')).toBe(String(third));

    // The second PATCH announces the rest but the connection drops part-way.
    await patchTusCutOff(http, location, third, speech.subarray(third, 2 * third), speech.length - third);
    await settle(500);
    // Nothing is an object under the upload's key until every byte has arrived.
    expect(await objectBytes(key)).toBeNull();
    expect(
      (await http.post('/api/transcriptions/process-large', { filePath: location, fileName: 'resumed.wav', fileSize: speech.length }))
        .status,
    ).toBe(400);

    // "After a reload" the client asks where to continue: somewhere from the first PATCH's end to what was sent.
    const head = await http.fetch(location, { method: 'HEAD', headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Length')).toBe(String(speech.length));
    const offset = Number(head.headers.get('Upload-Offset'));
    expect(offset).toBeGreaterThanOrEqual(third);
    expect(offset).toBeLessThanOrEqual(2 * third);
    const rest = await patchTus(http, location, offset, speech.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('Upload-Offset')).toBe(String(speech.length));
    expect((await objectBytes(key))?.equals(speech)).toBe(true);
    const stored = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(stored.ContentType).toBe('audio/wav');

    // Another user can neither see the upload nor process it.
    const other = await signedUp(server);
    expect((await other.fetch(location, { method: 'HEAD', headers: TUS })).status).toBe(404);
    expect(
      (await other.post('/api/transcriptions/process-large', { filePath: location, fileName: 'x.wav', fileSize: speech.length })).status,
    ).toBe(404);

    const processed = await http.post('/api/transcriptions/process-large', {
      filePath: location,
      fileName: 'resumed.wav',
      fileSize: speech.length,
    });
    expect(processed.status).toBe(201);
    const id = String(processed.json.transcriptionId);
    expect((await http.get(`/api/transcriptions/${id}`)).json).toMatchObject({
      fileName: 'resumed.wav',
      fileSize: speech.length,
      mimeType: 'audio/wav',
      status: 'pending',
    });
    const audio = await http.fetch(`${server.url}/api/transcriptions/${id}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(speech)).toBe(true);
    expect(
      (await http.post('/api/transcriptions/process-large', { filePath: location, fileName: 'again.wav', fileSize: speech.length })).status,
    ).toBe(400);
    await deleteAndCheck(http, id, key);
    // The tus bookkeeping goes with the media: nothing under the upload's key is left.
    expect(await bucketKeys(key)).toEqual([]);
  });

  it('refuses a forged or foreign uploadURL and another user’s key', async () => {
    const owner = await signedUp(server);
    const start = await owner.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'mine.wav' });
    const uploadURL = String(start.json.uploadURL);
    const put = await fetch(uploadURL, { method: 'PUT', body: speech, headers: { 'Content-Type': 'audio/wav' } });
    expect(put.status).toBe(200);
    const key = new URL(uploadURL).pathname.slice(`/${s3.bucket}/`.length);
    const stranger = await signedUp(server);
    const strangerId = String((await stranger.get('/api/auth/user')).json.id);
    const body = (reference: string) => ({ uploadURL: reference, fileName: 'a.wav', fileSize: speech.length });

    // Another user's upload, by URL or by key.
    expect((await stranger.post('/api/objects/process-upload', body(uploadURL))).status).toBe(404);
    expect((await stranger.post('/api/objects/process-upload', body(key))).status).toBe(404);
    expect((await stranger.post('/api/transcriptions/process-large', { filePath: key, fileName: 'a.wav', fileSize: 1 })).status).toBe(404);
    // Someone else's key dressed up under the stranger's own prefix.
    const climbing = `uploads/${strangerId}/../${key.split('/')[1]}/${key.split('/')[2]}`;
    expect((await stranger.post('/api/objects/process-upload', body(climbing))).status).toBe(404);
    const encodedClimb = `${s3.endpoint}/${s3.bucket}/uploads/${strangerId}/%2E%2E/${key.split('/').slice(1).join('/')}`;
    expect((await stranger.post('/api/objects/process-upload', body(encodedClimb))).status).toBe(404);
    // A URL of another host or bucket, an own key that was never uploaded, and a malformed URL.
    const foreign = `https://evil.example/${s3.bucket}/uploads/${strangerId}/00000000-0000-4000-8000-000000000000`;
    expect((await stranger.post('/api/objects/process-upload', body(foreign))).status).toBe(404);
    expect((await stranger.post('/api/objects/process-upload', body(`${s3.endpoint}/other-bucket/notes/x.wav`))).status).toBe(404);
    const malformed = await stranger.post('/api/objects/process-upload', body(`${s3.endpoint}/${s3.bucket}/uploads/%E0%A4%A`));
    expect(malformed.status).toBe(404);
    // The owner's own upload still works after all that.
    const processed = await owner.post('/api/objects/process-upload', body(uploadURL));
    expect(processed.status).toBe(201);
    await deleteAndCheck(owner, String(processed.json.transcriptionId), key);
  });

  it('refuses a presigned PUT with a changed signature, another type or too many bytes, storing nothing', async () => {
    const http = await signedUp(server);
    const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'x.wav', fileSize: speech.length });
    const uploadURL = String(start.json.uploadURL);
    const key = new URL(uploadURL).pathname.slice(`/${s3.bucket}/`.length);
    // Flip the signature's last digit, so the tampered URL always differs from the signed one.
    const tampered = uploadURL.replace(
      /(X-Amz-Signature=[0-9a-f]{63})([0-9a-f])/,
      (_, head: string, last: string) => `${head}${last === '0' ? '1' : '0'}`,
    );
    expect(tampered).not.toBe(uploadURL);
    expect((await fetch(tampered, { method: 'PUT', body: speech, headers: { 'Content-Type': 'audio/wav' } })).status).toBe(403);
    expect((await fetch(uploadURL, { method: 'PUT', body: speech, headers: { 'Content-Type': 'text/html' } })).status).toBe(403);
    const longer = Buffer.concat([speech, Buffer.alloc(10)]);
    expect((await fetch(uploadURL, { method: 'PUT', body: longer, headers: { 'Content-Type': 'audio/wav' } })).status).toBe(403);
    expect(await objectBytes(key)).toBeNull();
    expect((await http.post('/api/objects/process-upload', { uploadURL, fileName: 'x.wav', fileSize: speech.length })).status).toBe(404);
  });

  it('an interrupted upload leaves no object behind, on the direct and the presigned path', async () => {
    const http = await signedUp(server);
    const before = await mediaKeys();

    await sendMultipartCutOff(`${server.url}/api/transcriptions/upload`, http, speech);

    const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'cut.wav', fileSize: speech.length });
    const uploadURL = String(start.json.uploadURL);
    await sendCutOff(uploadURL, 'PUT', { 'Content-Type': 'audio/wav' }, [speech.subarray(0, 20_000)], speech.length);
    await settle(500);
    expect(await mediaKeys()).toEqual(before);
    expect(await s3.openUploads()).toEqual([]);
    expect((await http.get('/api/transcriptions')).json.items).toEqual([]);
    expect((await http.post('/api/objects/process-upload', { uploadURL, fileName: 'cut.wav', fileSize: speech.length })).status).toBe(404);
  });
});
