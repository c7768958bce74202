import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { DRAFT_TEXT_MAX } from '../contracts/constants';
import { processLargeUploadRequestSchema } from '../contracts/uploads/schemas';
import { ApiError, NetworkError, SubscriptionRequiredError, UnauthorizedError } from '../errors';
import { closeLoopbackServers, jsonBody, type ReceivedRequest, sendJson, startLoopbackServer } from '../test-support/loopback-server';
import { draftTextForUpload } from './recording-upload';
import { UploadError } from './upload-error';

// The recording upload against a small tus server on loopback that keeps uploads of deferred length in memory, as
// @tus/server does: every request goes through real sockets.

const TUS_PATH = '/api/uploads/tus';
const PROCESS_PATH = '/api/transcriptions/process-large';
const INIT = { fileName: 'Écran 1.webm', mimeType: 'video/webm;codecs=vp8,opus' };

interface FakeUpload {
  bytes: Buffer;
  length: number | undefined;
  metadata: string;
}

type Override = (request: ReceivedRequest, response: ServerResponse) => boolean;

/** A tus 1.0 server with creation-defer-length; `override` may answer a request first (return true when it did). */
async function startTusServer() {
  const uploads = new Map<string, FakeUpload>();
  let next = 0;
  const overrides: Override[] = [];
  const apiError = (response: ServerResponse, status: number, code: string, message: string) =>
    sendJson(response, status, { error: { code, message } });
  const server = await startLoopbackServer((request, response) => {
    for (const [i, override] of overrides.entries()) {
      if (override(request, response)) {
        overrides.splice(i, 1);
        return;
      }
    }
    const id = request.pathname.startsWith(`${TUS_PATH}/`) ? request.pathname.slice(TUS_PATH.length + 1) : '';
    const upload = uploads.get(id);
    const h = request.headers;
    if (request.method === 'POST' && request.pathname === TUS_PATH) {
      const newId = `rec${++next}`;
      uploads.set(newId, { bytes: Buffer.alloc(0), length: undefined, metadata: String(h['upload-metadata']) });
      response.writeHead(201, { Location: `http://internal.example:8080${TUS_PATH}/${newId}`, 'Tus-Resumable': '1.0.0' });
      return response.end();
    }
    if (request.method === 'POST' && request.pathname === PROCESS_PATH) return sendJson(response, 201, { transcriptionId: 't_rec' });
    if (!upload) {
      response.writeHead(404, { 'Tus-Resumable': '1.0.0' });
      return response.end(
        request.method === 'HEAD' ? undefined : JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such upload.' } }),
      );
    }
    if (request.method === 'HEAD') {
      const length = upload.length === undefined ? { 'Upload-Defer-Length': '1' } : { 'Upload-Length': String(upload.length) };
      response.writeHead(200, { 'Upload-Offset': String(upload.bytes.length), ...length, 'Cache-Control': 'no-store' });
      return response.end();
    }
    if (request.method === 'PATCH') {
      if (Number(h['upload-offset']) !== upload.bytes.length) return apiError(response, 409, 'CONFLICT', 'Upload-Offset conflict');
      if (h['upload-length'] !== undefined) {
        if (upload.length !== undefined) return apiError(response, 400, 'BAD_REQUEST', 'Upload-Length already declared');
        upload.length = Number(h['upload-length']);
      }
      upload.bytes = Buffer.concat([upload.bytes, request.body]);
      response.writeHead(204, { 'Upload-Offset': String(upload.bytes.length) });
      return response.end();
    }
    if (request.method === 'DELETE') {
      uploads.delete(id);
      response.writeHead(204);
      return response.end();
    }
    apiError(response, 400, 'BAD_REQUEST', 'unexpected');
  });
  const lines = () => server.received.map((r) => `${r.method} ${r.pathname}`);
  return { ...server, uploads, lines, override: (o: Override) => overrides.push(o) };
}

const blob = (text: string) => new Blob([text]);
/** The request dropped after it arrived, as a lost answer looks to the client. */
const dropConnection = (response: ServerResponse) => response.socket?.destroy();
const decodeMetadata = (header: string) =>
  Object.fromEntries(
    header
      .split(',')
      .map((pair) => pair.split(' '))
      .map(([k, v]) => [k, Buffer.from(v ?? '', 'base64').toString('utf8')]),
  );

afterEach(closeLoopbackServers);

describe('uploads.startRecording and resumeRecording', () => {
  it('opens an upload of deferred length, appends each piece at its offset, then declares the length and processes it', async () => {
    const server = await startTusServer();
    const client = createClient({ baseUrl: server.url });
    const recording = await client.uploads.startRecording(INIT);
    // The server's Location named another host: only the id is taken, on the client's own endpoint.
    expect(recording.url).toBe(`${server.url}${TUS_PATH}/rec1`);
    expect(recording.offset).toBe(0);
    const post = server.received[0] as ReceivedRequest;
    expect(post.headers).toMatchObject({ 'tus-resumable': '1.0.0', 'upload-defer-length': '1' });
    expect(post.headers['upload-length']).toBeUndefined();
    expect(decodeMetadata(String(post.headers['upload-metadata']))).toEqual({ filename: INIT.fileName, filetype: INIT.mimeType });

    expect(await recording.append(blob('one '))).toBe(4);
    expect(await recording.append(blob('two '))).toBe(8);
    expect(recording.offset).toBe(8);
    const patch = server.received[2] as ReceivedRequest;
    expect(patch.headers).toMatchObject({
      'upload-offset': '4',
      'content-type': 'application/offset+octet-stream',
      'tus-resumable': '1.0.0',
    });

    const result = await recording.finish({ finalBytes: blob('three'), draftText: 'one two three' });
    expect(result).toEqual({ transcriptionId: 't_rec' });
    expect(server.uploads.get('rec1')).toMatchObject({ length: 13 });
    expect(server.uploads.get('rec1')?.bytes.toString()).toBe('one two three');
    const declare = server.received[3] as ReceivedRequest;
    expect(declare.headers).toMatchObject({ 'upload-offset': '8', 'upload-length': '13' });
    const processed = server.received[4] as ReceivedRequest;
    expect(processed.pathname).toBe(PROCESS_PATH);
    const body = jsonBody(processed);
    expect(body).toEqual({ filePath: recording.url, fileName: INIT.fileName, fileSize: 13, draftText: 'one two three' });
    expect(processLargeUploadRequestSchema.safeParse(body).success).toBe(true);
    expect(processed.headers['idempotency-key']).toBe('recording-rec1');
  });

  it('runs appends one at a time in the order they were made', async () => {
    const server = await startTusServer();
    const recording = await createClient({ baseUrl: server.url }).uploads.startRecording(INIT);
    const offsets = await Promise.all(['a', 'bb', 'ccc', 'dddd'].map((piece) => recording.append(blob(piece))));
    expect(offsets).toEqual([1, 3, 6, 10]);
    expect(server.uploads.get('rec1')?.bytes.toString()).toBe('abbcccdddd');
    // Without bytes nothing is sent.
    expect(await recording.append(blob(''))).toBe(10);
    expect(server.lines().filter((line) => line.startsWith('PATCH'))).toHaveLength(4);
  });

  it('a 409 says the offsets differ; later appends wait for sync(), which tells the real offset', async () => {
    const server = await startTusServer();
    const recording = await createClient({ baseUrl: server.url }).uploads.startRecording(INIT);
    await recording.append(blob('12345'));
    // Another tab got further with the same upload.
    const upload = server.uploads.get('rec1') as FakeUpload;
    upload.bytes = Buffer.from('1234567');
    const conflict = await recording.append(blob('67')).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, code: 'CONFLICT', message: expect.stringMatching(/^409: Offset mismatch.*sync\(\)/) });
    // Until the offset is asked for, nothing else is sent: it would land in the wrong place.
    const sent = server.received.length;
    await expect(recording.append(blob('89'))).rejects.toMatchObject({ status: 409, message: expect.stringContaining('sync()') });
    await expect(recording.finish()).rejects.toMatchObject({ status: 409 });
    expect(server.received.length).toBe(sent);
    expect(await recording.sync()).toBe(7);
    expect(recording.offset).toBe(7);
    expect(await recording.append(blob('89'))).toBe(9);
    expect(upload.bytes.toString()).toBe('123456789');
  });

  it('a dropped connection is a NetworkError; after sync() the rest is sent from the offset the server has', async () => {
    const server = await startTusServer();
    const recording = await createClient({ baseUrl: server.url }).uploads.startRecording(INIT);
    await recording.append(blob('first '));
    // The server keeps the piece, but its answer never arrives.
    server.override((request, response) => {
      if (request.method !== 'PATCH') return false;
      const upload = server.uploads.get('rec1') as FakeUpload;
      upload.bytes = Buffer.concat([upload.bytes, request.body.subarray(0, 3)]);
      dropConnection(response);
      return true;
    });
    await expect(recording.append(blob('second '))).rejects.toBeInstanceOf(NetworkError);
    await expect(recording.append(blob('third'))).rejects.toMatchObject({ status: 409 });
    // Part of the piece arrived: the caller sends the rest of it.
    expect(await recording.sync()).toBe(9);
    expect(await recording.append(blob('second ').slice(9 - 6))).toBe(13);
    expect(await recording.append(blob('third'))).toBe(18);
    await recording.finish();
    expect(server.uploads.get('rec1')).toMatchObject({ length: 18 });
    expect(server.uploads.get('rec1')?.bytes.toString()).toBe('first second third');
  });

  it('resumeRecording asks the server for the offset; a reloaded page carries on from there', async () => {
    const server = await startTusServer();
    const first = createClient({ baseUrl: server.url });
    const before = await first.uploads.startRecording(INIT);
    await before.append(blob('hello '));
    // After a reload: a new client, the stored URL.
    const recording = await createClient({ baseUrl: server.url }).uploads.resumeRecording(before.url, INIT);
    expect(recording.offset).toBe(6);
    expect(recording.url).toBe(before.url);
    expect(server.lines().at(-1)).toBe(`HEAD ${TUS_PATH}/rec1`);
    await recording.append(blob('world'));
    await expect(recording.finish({ draftText: 'hello world' })).resolves.toEqual({ transcriptionId: 't_rec' });
    expect(jsonBody(server.received.at(-1))).toMatchObject({ fileSize: 11, draftText: 'hello world' });
  });

  it('an upload the server no longer has is a 404 NOT_FOUND ApiError, from HEAD (no body) as from a 410', async () => {
    const server = await startTusServer();
    const client = createClient({ baseUrl: server.url });
    const gone = await client.uploads.resumeRecording(`${server.url}${TUS_PATH}/expired`, INIT).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ status: 404, code: 'NOT_FOUND', message: expect.stringMatching(/^404: .*no longer on the server/) });

    const recording = await client.uploads.startRecording(INIT);
    server.override((request, response) => {
      if (request.method !== 'HEAD') return false;
      response.writeHead(410);
      response.end();
      return true;
    });
    await expect(recording.sync()).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    server.uploads.clear();
    await expect(recording.append(blob('x'))).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('a finish whose answer was lost is repeated without declaring the length twice', async () => {
    const server = await startTusServer();
    const recording = await createClient({ baseUrl: server.url }).uploads.startRecording(INIT);
    await recording.append(blob('abc'));
    server.override((request, response) => {
      if (request.method !== 'PATCH') return false;
      const upload = server.uploads.get('rec1') as FakeUpload;
      upload.length = Number(request.headers['upload-length']);
      upload.bytes = Buffer.concat([upload.bytes, request.body.subarray(0, 1)]);
      dropConnection(response);
      return true;
    });
    await expect(recording.finish({ finalBytes: blob('def') })).rejects.toBeInstanceOf(NetworkError);
    const sent = server.received.length;
    // The length arrived and one of the last three bytes: the second finish asks, sends the other two, and processes.
    await expect(recording.finish({ finalBytes: blob('def') })).resolves.toEqual({ transcriptionId: 't_rec' });
    expect(server.lines().slice(sent)).toEqual([`HEAD ${TUS_PATH}/rec1`, `PATCH ${TUS_PATH}/rec1`, `POST ${PROCESS_PATH}`]);
    expect(server.received[sent + 1]?.headers['upload-length']).toBeUndefined();
    expect(server.uploads.get('rec1')?.bytes.toString()).toBe('abcdef');
    // And once more, as after a lost process answer: the same idempotency key, nothing else sent.
    await recording.finish();
    expect(server.lines().slice(-1)).toEqual([`POST ${PROCESS_PATH}`]);
    expect(server.received.at(-1)?.headers['idempotency-key']).toBe(server.received.at(-2)?.headers['idempotency-key']);
  });

  it('maps refusals to typed errors: 401 UnauthorizedError (with and without a body), 403 SubscriptionRequiredError', async () => {
    const server = await startTusServer();
    const client = createClient({ baseUrl: server.url });
    server.override((_request, response) => {
      sendJson(response, 403, { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Free plan limit reached.' } });
      return true;
    });
    const refused = await client.uploads.startRecording(INIT).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SubscriptionRequiredError);
    expect(refused).toMatchObject({ status: 403, reason: 'SUBSCRIPTION_REQUIRED', serverMessage: 'Free plan limit reached.' });

    const recording = await client.uploads.startRecording(INIT);
    server.override((_request, response) => {
      sendJson(response, 401, { error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } });
      return true;
    });
    await expect(recording.append(blob('x'))).rejects.toBeInstanceOf(UnauthorizedError);
    server.override((_request, response) => {
      response.writeHead(401);
      response.end();
      return true;
    });
    await expect(recording.sync()).rejects.toBeInstanceOf(UnauthorizedError);
    server.override((request, response) => {
      if (request.pathname !== PROCESS_PATH) return false;
      sendJson(response, 403, { error: { code: 'SUBSCRIPTION_EXPIRED', message: 'Your plan has ended.' } });
      return true;
    });
    expect(await recording.sync()).toBe(0);
    await expect(recording.finish()).rejects.toBeInstanceOf(SubscriptionRequiredError);
  });

  it('refuses a type that is not audio or video, and a URL that is not a tus upload, before sending anything', async () => {
    const server = await startTusServer();
    const client = createClient({ baseUrl: server.url });
    const refused = await client.uploads.startRecording({ fileName: 'notes.txt', mimeType: 'text/plain' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({ code: 'INVALID_FILE_TYPE' });
    await expect(client.uploads.startRecording({ fileName: ' ', mimeType: 'audio/webm' })).rejects.toBeInstanceOf(TypeError);
    for (const url of ['https://elsewhere.example/steal', `${server.url}/api/transcriptions`, `${server.url}${TUS_PATH}/`]) {
      await expect(client.uploads.resumeRecording(url, INIT)).rejects.toBeInstanceOf(TypeError);
    }
    expect(server.received).toEqual([]);
    // A stored URL on another host is taken up on the client's own API.
    const recording = await client.uploads.startRecording(INIT);
    const resumed = await client.uploads.resumeRecording(`https://old-host.example${TUS_PATH}/rec1`, INIT);
    expect(resumed.url).toBe(recording.url);
  });

  it('an aborted signal rejects with its reason; the init signal stops every request, the call signal one', async () => {
    const server = await startTusServer();
    const client = createClient({ baseUrl: server.url });
    const stop = new AbortController();
    const recording = await client.uploads.startRecording({ ...INIT, signal: stop.signal });
    const once = new AbortController();
    once.abort();
    await expect(recording.append(blob('x'), { signal: once.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(await recording.sync()).toBe(0);
    stop.abort();
    await expect(recording.append(blob('x'))).rejects.toMatchObject({ name: 'AbortError' });
    await expect(recording.sync()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('cancel deletes the upload on the server; one already gone is no error', async () => {
    const server = await startTusServer();
    const recording = await createClient({ baseUrl: server.url }).uploads.startRecording(INIT);
    await recording.cancel();
    expect(server.uploads.size).toBe(0);
    await recording.cancel();
    expect(server.lines().slice(-2)).toEqual([`DELETE ${TUS_PATH}/rec1`, `DELETE ${TUS_PATH}/rec1`]);
  });
});

describe('draftTextForUpload', () => {
  it('keeps text and line breaks, turns other control characters into spaces, and drops a blank draft', () => {
    expect(draftTextForUpload(undefined, DRAFT_TEXT_MAX)).toBeUndefined();
    expect(draftTextForUpload(' \n\t ', DRAFT_TEXT_MAX)).toBeUndefined();
    expect(draftTextForUpload('  one\ttwo\r\nthree  ', DRAFT_TEXT_MAX)).toBe('one\ttwo\r\nthree');
    expect(draftTextForUpload('bell\u0007rings\u0000', DRAFT_TEXT_MAX)).toBe('bell rings');
    expect(draftTextForUpload('half \uD83D pair 😀', DRAFT_TEXT_MAX)).toBe('half \uFFFD pair 😀');
  });

  it('cuts a draft to DRAFT_TEXT_MAX characters, never through a surrogate pair', () => {
    expect(draftTextForUpload('a'.repeat(DRAFT_TEXT_MAX + 10), DRAFT_TEXT_MAX)).toHaveLength(DRAFT_TEXT_MAX);
    const cut = draftTextForUpload(`${'a'.repeat(DRAFT_TEXT_MAX - 1)}😀`, DRAFT_TEXT_MAX) ?? '';
    expect(cut).toBe('a'.repeat(DRAFT_TEXT_MAX - 1));
    expect(processLargeUploadRequestSchema.shape.draftText.safeParse(cut).success).toBe(true);
  });
});
