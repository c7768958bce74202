import { mkdtempSync, rmSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transcriptionSchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../services/uploads/upload-errors';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { makeWebmRecording, piecesOf } from '../test-support/media/make-webm-recording';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { cookieHeader } from '../test-support/send-cut-off';
import { signedUpSession } from '../test-support/signed-up-session';
import type { TestS3Server } from '../test-support/start-s3rver';
import { startS3rver } from '../test-support/start-s3rver';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { s3StorageEnv } from '../test-support/storage-driver-env';
import { endpointTestDatabases } from '../test-support/test-databases';
import {
  createDeferredTusUpload,
  keyOfTusLocation,
  patchTus,
  patchTusCutOff,
  patchTusDeclaringLength,
  TUS,
} from '../test-support/tus-requests';

// A screen recording is uploaded while it is made: tus's creation-defer-length, then process-large with the draft the
// live captions heard. PocketSphinx's small US-English model on synthetic speech: the engine's own tests justify the bound.
const MAX_WORD_ERROR_RATE = 0.5;
const RECORDING_TYPE = 'video/webm;codecs=vp8,opus';
const DRAFT = 'please send the report to the office\nmy brother lives in a small house';

let dir: string;
let media: TestMedia;
/** The recording, and the three pieces it arrives in. */
let webm: Buffer;
let pieces: Buffer[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-recording-uploads-'));
  media = await makeTestMedia();
  webm = await makeWebmRecording(media.wav, join(dir, 'recording.webm'));
  pieces = piecesOf(webm, 3);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const headOf = (http: HttpSession, location: string) => http.fetch(location, { method: 'HEAD', headers: TUS });

/** POST with Upload-Defer-Length: 1; resolves with the upload's URL. */
async function openRecording(http: HttpSession, server: TestServer, name = 'Screen recording.webm'): Promise<string> {
  const created = await createDeferredTusUpload(http, server.url, { name, type: RECORDING_TYPE });
  expect(created.status).toBe(201);
  const location = created.headers.get('Location') ?? '';
  expect(location).toContain('/api/uploads/tus/');
  return location;
}

/** Appends `pieces` one after the other from `offset`; resolves with the new offset. */
async function append(http: HttpSession, location: string, offset: number, ...bodies: Buffer[]): Promise<number> {
  let at = offset;
  for (const body of bodies) {
    const res = await patchTus(http, location, at, body);
    expect(res.status).toBe(204);
    at += body.length;
    expect(res.headers.get('Upload-Offset')).toBe(String(at));
  }
  return at;
}

const processLarge = (http: HttpSession, location: string, body: Record<string, unknown> = {}) =>
  http.post('/api/transcriptions/process-large', { filePath: location, fileName: 'Screen recording.webm', fileSize: webm.length, ...body });

async function waitUntilSettled(http: HttpSession, id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get(`/api/transcriptions/${id}`);
    expect(res.status).toBe(200);
    if (res.json.status === 'completed' || res.json.status === 'failed') return transcriptionSchema.parse(res.json);
    if (Date.now() > deadline) throw new Error(`${id} still ${String(res.json.status)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A PATCH whose headers announce `contentLength` bytes; resolves with the status, without sending any of them. */
function announcePatch(http: HttpSession, location: string, offset: number, contentLength: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(location, {
      method: 'PATCH',
      headers: {
        ...TUS,
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(offset),
        'Content-Length': String(contentLength),
        Cookie: cookieHeader(http),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.flushHeaders();
  });
}

describe.each(endpointTestDatabases())('a recording uploaded as it is made (tus creation-defer-length), on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('opens with no length, takes three pieces, is closed by Upload-Length, and shows the draft until the transcript is in', async () => {
    const { http } = await signedUpSession(server, 'recording');
    const location = await openRecording(http, server);
    let head = await headOf(http, location);
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Defer-Length')).toBe('1');
    expect(head.headers.get('Upload-Offset')).toBe('0');

    const [first, second, last] = pieces as [Buffer, Buffer, Buffer];
    let offset = await append(http, location, 0, first, second);
    head = await headOf(http, location);
    expect(head.headers.get('Upload-Defer-Length')).toBe('1');
    expect(head.headers.get('Upload-Length')).toBeNull();
    expect(head.headers.get('Upload-Offset')).toBe(String(offset));

    // Half a recording never becomes a transcription of half a recording.
    const early = await processLarge(http, location, { draftText: DRAFT });
    expect(early.status).toBe(400);
    expect(early.json.error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/still open.*Upload-Length/) });
    expect((await http.get('/api/transcriptions')).json.total).toBe(0);

    // The last piece declares the whole length, which completes the upload.
    const closed = await patchTusDeclaringLength(http, location, offset, last, webm.length);
    expect(closed.status).toBe(204);
    offset += last.length;
    expect(closed.headers.get('Upload-Offset')).toBe(String(webm.length));
    head = await headOf(http, location);
    expect(head.headers.get('Upload-Length')).toBe(String(webm.length));
    expect(head.headers.get('Upload-Defer-Length')).toBeNull();
    // Nothing more fits, and the length cannot be declared twice.
    expect((await patchTus(http, location, offset, Buffer.from('more'))).status).toBe(413);
    expect((await patchTusDeclaringLength(http, location, offset, Buffer.alloc(0), webm.length)).status).toBe(400);

    const processed = await processLarge(http, location, { draftText: `  ${DRAFT}  ` });
    expect(processed.status).toBe(201);
    const id = String(processed.json.transcriptionId);
    // While it is transcribed, the screen has what the captions heard.
    const pending = transcriptionSchema.parse((await http.get(`/api/transcriptions/${id}`)).json);
    expect(pending).toMatchObject({ status: expect.stringMatching(/^(pending|processing)$/), draftText: DRAFT, transcriptText: null });
    expect(pending).toMatchObject({ fileName: 'Screen recording.webm', fileSize: webm.length });

    const done = await waitUntilSettled(http, id);
    expect(done).toMatchObject({ status: 'completed', draftText: null });
    expect(wordErrorRate(media.text, String(done.transcriptText)).rate).toBeLessThan(MAX_WORD_ERROR_RATE);
    // Cleared, not only hidden.
    expect(await server.deps.db('transcriptions').where({ id }).first('draft_text')).toEqual({ draftText: null });
    const audio = await http.fetch(`${server.url}/api/transcriptions/${id}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(webm)).toBe(true);
  });

  it('continues after a dropped connection from the offset HEAD gives, keeping every byte that arrived', async () => {
    const { http } = await signedUpSession(server, 'recording');
    const location = await openRecording(http, server);
    const [first, second, last] = pieces as [Buffer, Buffer, Buffer];
    const offset = await append(http, location, 0, first);
    // The second piece is announced whole, but the connection drops halfway through it.
    const half = Math.floor(second.length / 2);
    await patchTusCutOff(http, location, offset, second.subarray(0, half), second.length);
    // "After a reload": HEAD says where to continue.
    const head = await headOf(http, location);
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Defer-Length')).toBe('1');
    const stored = Number(head.headers.get('Upload-Offset'));
    expect(stored).toBeGreaterThanOrEqual(offset);
    expect(stored).toBeLessThanOrEqual(offset + half);
    // Sending from the old offset again is refused without touching the upload.
    if (stored !== offset) expect((await patchTus(http, location, offset, second)).status).toBe(409);
    const resumed = await append(http, location, stored, webm.subarray(stored, offset + second.length));
    expect((await patchTusDeclaringLength(http, location, resumed, last, webm.length)).status).toBe(204);

    const processed = await processLarge(http, location);
    expect(processed.status).toBe(201);
    const id = String(processed.json.transcriptionId);
    // Without a draft, there is none to show.
    expect((await http.get(`/api/transcriptions/${id}`)).json.draftText).toBeNull();
    const audio = await http.fetch(`${server.url}/api/transcriptions/${id}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(webm)).toBe(true);
    // Its bookkeeping went when it became a transcription.
    expect(await server.deps.storage.stat(`${keyOfTusLocation(location)}.json`)).toBeNull();
  });

  it('an upload closed at length 0 is refused as empty when it is to become a transcription', async () => {
    const { http } = await signedUpSession(server, 'recording');
    const location = await openRecording(http, server, 'Empty.webm');
    expect((await patchTusDeclaringLength(http, location, 0, Buffer.alloc(0), 0)).status).toBe(204);
    const refused = await http.post('/api/transcriptions/process-large', { filePath: location, fileName: 'Empty.webm', fileSize: 0 });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'EMPTY_FILE' });
  });

  it('refuses a draft with control characters or over 50,000 characters, and a deferred upload that is not audio or video', async () => {
    const { http } = await signedUpSession(server, 'recording');
    const location = await openRecording(http, server);
    const [first, second, last] = pieces as [Buffer, Buffer, Buffer];
    const offset = await append(http, location, 0, first, second);
    expect((await patchTusDeclaringLength(http, location, offset, last, webm.length)).status).toBe(204);
    for (const draftText of ['bell \u0007 rings', 'x'.repeat(50_001), 42]) {
      const res = await processLarge(http, location, { draftText });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // Tabs and line breaks are text.
    expect((await processLarge(http, location, { draftText: 'one\ttwo\r\nthree' })).status).toBe(201);

    const notMedia = await createDeferredTusUpload(http, server.url, { name: 'notes.txt', type: 'text/plain' });
    expect(notMedia.status).toBe(400);
    expect((await createDeferredTusUpload(http, server.url, { name: 'a\u0001.webm', type: RECORDING_TYPE })).status).toBe(400);
  });

  it('cannot grow past 2 GB: a declared length, a declared body and a streamed body over the limit are refused', async () => {
    const { http } = await signedUpSession(server, 'recording');
    const location = await openRecording(http, server, 'Long.webm');
    const offset = await append(http, location, 0, pieces[0] as Buffer);
    // A length over 2 GB.
    const tooLong = await patchTusDeclaringLength(http, location, offset, Buffer.alloc(0), MAX_UPLOAD_BYTES + 1);
    expect(tooLong.status).toBe(413);
    expect(((await tooLong.json()) as { error: unknown }).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // A body whose Content-Length would take it past 2 GB is refused before a byte of it is read.
    expect(await announcePatch(http, location, offset, MAX_UPLOAD_BYTES - offset + 1)).toBe(413);
    let head = await headOf(http, location);
    expect(head.headers.get('Upload-Offset')).toBe(String(offset));
    expect(head.headers.get('Upload-Defer-Length')).toBe('1');

    // A streamed body (no Content-Length) is cut off at the limit: make the upload hold 10 bytes short of 2 GB
    // (a sparse file: the file store's offset is the file's size) and stream 50 more.
    const path = join(server.dataDir, 'storage', 'objects', keyOfTusLocation(location));
    const nearlyFull = MAX_UPLOAD_BYTES - 10;
    await truncate(path, nearlyFull);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.alloc(50, 1));
        controller.close();
      },
    });
    const streamed = await patchTus(http, location, nearlyFull, body, { duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    head = await headOf(http, location);
    expect(Number(head.headers.get('Upload-Offset'))).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    // Exactly 2 GB may still be declared; nothing may follow it.
    const full = Number(head.headers.get('Upload-Offset'));
    expect((await patchTusDeclaringLength(http, location, full, Buffer.alloc(MAX_UPLOAD_BYTES - full, 1), MAX_UPLOAD_BYTES)).status).toBe(
      204,
    );
    expect((await patchTus(http, location, MAX_UPLOAD_BYTES, Buffer.from('x'))).status).toBe(413);
  });
});

describe('a recording uploaded as it is made, S3 storage', () => {
  let s3: TestS3Server;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3rver({ bucket: 'verbatim-recordings' });
    server = await startTestServer({ env: { ...s3StorageEnv(s3), RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('keeps small pieces aside until the length is declared, then completes the object with every byte', async () => {
    const { http } = await signedUpSession(server, 'recording');
    const location = await openRecording(http, server);
    const [first, second, last] = pieces as [Buffer, Buffer, Buffer];
    const offset = await append(http, location, 0, first, second);
    expect((await headOf(http, location)).headers.get('Upload-Offset')).toBe(String(offset));
    expect((await processLarge(http, location)).status).toBe(400);
    expect((await patchTusDeclaringLength(http, location, offset, last, webm.length)).status).toBe(204);
    const processed = await processLarge(http, location, { draftText: DRAFT });
    expect(processed.status).toBe(201);
    const id = String(processed.json.transcriptionId);
    expect((await http.get(`/api/transcriptions/${id}`)).json).toMatchObject({ status: 'pending', draftText: DRAFT });
    const key = keyOfTusLocation(location);
    const chunks: Buffer[] = [];
    for await (const chunk of await server.deps.storage.read(key)) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(webm)).toBe(true);
  });
});
