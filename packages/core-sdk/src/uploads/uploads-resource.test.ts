import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { ApiError, InvalidResponseError, NetworkError, SubscriptionRequiredError, UnauthorizedError } from '../errors';
import { DIRECT_UPLOAD_THRESHOLD, LARGE_FILE_THRESHOLD, MAX_FILE_SIZE } from './constants';
import { UploadError } from './upload-error';
import type { UploadStage } from './upload-stage';
import type { UploadProgress } from './uploads-resource';

// A real HTTP server on loopback: every upload path is exercised through actual sockets.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
type Handler = (request: Received, response: ServerResponse, server: TestServer) => void;
interface TestServer {
  url: string;
  received: Received[];
  /** Requests that began, whether or not their body arrived in full. */
  begun: string[];
  aborted: string[];
}

const servers: Server[] = [];
const dir = mkdtempSync(join(tmpdir(), 'verbatim-uploads-'));

async function startServer(handler: Handler): Promise<TestServer> {
  const state: TestServer = { url: '', received: [], begun: [], aborted: [] };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    const label = `${incoming.method} ${incoming.url}`;
    state.begun.push(label);
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('aborted', () => state.aborted.push(label));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks) };
      state.received.push(request);
      handler(request, response, state);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const apiError = (response: ServerResponse, status: number, code: string, message: string) =>
  sendJson(response, status, { error: { code, message } });

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A sparse file: any size, no disk space, no memory. */
async function sparseBlob(name: string, size: number, type: string): Promise<Blob> {
  const path = join(dir, name);
  writeFileSync(path, '');
  await truncate(path, size);
  return openAsBlob(path, { type });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const bytes = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7) % 251);
const audioFile = (name: string, size: number, type = 'audio/mpeg') => new File([bytes(size)], name, { type });

function watch() {
  const progress: UploadProgress[] = [];
  const stages: UploadStage[] = [];
  return { progress, stages, onProgress: (p: UploadProgress) => progress.push(p), onStage: (s: UploadStage) => stages.push(s) };
}

describe('uploads.upload: the direct path (up to 30 MB)', () => {
  it('sends one multipart request with the file in field "file", reports progress, and resolves with the id', async () => {
    const server = await startServer((_req, res) => sendJson(res, 201, { transcriptionId: 't_direct' }));
    const client = createClient({ baseUrl: server.url, headers: { 'X-Client': 'test' } });
    const file = audioFile('my "best" take.mp3', 300_000);
    const w = watch();
    await expect(client.uploads.upload(file, w)).resolves.toEqual({ transcriptionId: 't_direct' });

    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/transcriptions/upload');
    expect(request?.headers['x-client']).toBe('test');
    expect(Number(request?.headers['content-length'])).toBe(request?.body.length);
    const form = await new Response(new Uint8Array(request?.body ?? []), {
      headers: { 'content-type': String(request?.headers['content-type']) },
    }).formData();
    const sent = form.get('file') as File;
    expect(sent.name).toBe('my "best" take.mp3');
    expect(sent.type).toBe('audio/mpeg');
    expect(Buffer.from(await sent.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);

    expect(w.stages).toEqual(['upload']);
    expect(w.progress[0]).toEqual({ loaded: 0, total: 300_000, percent: 0 });
    expect(w.progress.at(-1)).toEqual({ loaded: 300_000, total: 300_000, percent: 100 });
    const loaded = w.progress.map((p) => p.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('maps the answers to typed errors: 401, 403 with a subscription code, 413, and a body that is not the id', async () => {
    const answers: Array<(res: ServerResponse) => void> = [
      (res) => apiError(res, 401, 'UNAUTHORIZED', 'You need to sign in first.'),
      (res) => apiError(res, 403, 'SUBSCRIPTION_EXPIRED', 'Your subscription has expired. Please renew to continue.'),
      (res) => apiError(res, 413, 'PAYLOAD_TOO_LARGE', 'a.mp3: Please select a file smaller than 2GB.'),
      (res) => {
        res.writeHead(201, { 'content-type': 'text/html' });
        res.end('<html>proxy</html>');
      },
      (res) => sendJson(res, 201, { id: 'x' }),
    ];
    const server = await startServer((_req, res) => answers.shift()?.(res));
    const client = createClient({ baseUrl: server.url });
    const upload = () => client.uploads.upload(audioFile('a.mp3', 1000));

    await expect(upload()).rejects.toBeInstanceOf(UnauthorizedError);
    const expired = await upload().catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(SubscriptionRequiredError);
    expect((expired as SubscriptionRequiredError).reason).toBe('SUBSCRIPTION_EXPIRED');
    const tooLarge = await upload().catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(ApiError);
    expect(tooLarge).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      serverMessage: 'a.mp3: Please select a file smaller than 2GB.',
    });
    await expect(upload()).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(upload()).rejects.toThrow(/Failed to parse response.*no transcriptionId/);
  });

  it('a connection that drops is a NetworkError with the spec message', async () => {
    const server = await startServer((_req, res) => res.socket?.destroy());
    const client = createClient({ baseUrl: server.url });
    const error = await client.uploads.upload(audioFile('a.mp3', 1000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error occurred during upload');
  });

  it('cancelling mid-upload aborts the request and rejects with an AbortError', async () => {
    const server = await startServer((_req, res) => sendJson(res, 201, { transcriptionId: 'late' }));
    const client = createClient({ baseUrl: server.url });
    const controller = new AbortController();
    const percents: number[] = [];
    const upload = client.uploads.upload(await sparseBlob('cancel.wav', 20 * 1024 * 1024, 'audio/wav'), {
      fileName: 'cancel.wav',
      signal: controller.signal,
      onProgress: ({ percent }) => {
        percents.push(percent);
        if (percent > 0) controller.abort();
      },
    });
    const error = await upload.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(Math.max(...percents)).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.begun).toEqual(['POST /api/transcriptions/upload']);
    expect(server.received).toHaveLength(0);
  });

  it('does not send anything when the signal is already aborted', async () => {
    const server = await startServer((_req, res) => sendJson(res, 201, { transcriptionId: 'x' }));
    const client = createClient({ baseUrl: server.url });
    const error = await client.uploads.upload(audioFile('a.mp3', 10), { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(server.begun).toEqual([]);
  });
});

describe('uploads.upload: straight to storage (over 30 MB)', () => {
  it('asks for a URL, PUTs the file there with the signed headers, then has it processed', async () => {
    const server = await startServer((req, res, s) => {
      if (req.url === '/api/objects/upload') {
        return sendJson(res, 200, {
          uploadURL: `${s.url}/storage/key-1?sig=abc`,
          method: 'PUT',
          headers: { 'content-type': 'audio/mpeg', 'x-amz-meta-owner': 'u1' },
          expiresAt: new Date().toISOString(),
        });
      }
      if (req.url?.startsWith('/storage/')) return sendJson(res, 200, { stored: true });
      return sendJson(res, 201, { transcriptionId: 't_object' });
    });
    const client = createClient({ baseUrl: server.url });
    const file = audioFile('show.mp3', 500_000);
    const w = watch();
    await expect(client.uploads.upload(file, { ...w, path: 'object' })).resolves.toEqual({ transcriptionId: 't_object' });

    const [start, put, processed] = server.received;
    expect(JSON.parse(String(start?.body))).toEqual({ fileName: 'show.mp3', contentType: 'audio/mpeg', fileSize: 500_000 });
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/storage/key-1?sig=abc');
    expect(put?.headers['content-type']).toBe('audio/mpeg');
    expect(put?.headers['x-amz-meta-owner']).toBe('u1');
    expect(put?.headers['content-length']).toBe('500000');
    expect(put?.body.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    expect(processed?.url).toBe('/api/objects/process-upload');
    expect(JSON.parse(String(processed?.body))).toEqual({
      uploadURL: `${server.url}/storage/key-1?sig=abc`,
      fileName: 'show.mp3',
      fileSize: 500_000,
    });
    expect(w.stages).toEqual(['upload-url', 'storage', 'process']);
    expect(w.progress.at(-1)).toEqual({ loaded: 500_000, total: 500_000, percent: 100 });
    expect(w.progress.length).toBeGreaterThan(2);
    // Only the process call makes a transcription, so only it carries the upload's key.
    expect(processed?.headers['idempotency-key']).toMatch(UUID);
    expect(start?.headers['idempotency-key']).toBeUndefined();
    expect(put?.headers['idempotency-key']).toBeUndefined();
  });

  it('each upload sends its own idempotency key with its process call', async () => {
    const server = await startServer((req, res, s) => {
      if (req.url === '/api/objects/upload')
        return sendJson(res, 200, { uploadURL: `${s.url}/storage/k`, method: 'PUT', headers: {}, expiresAt: '' });
      if (req.url?.startsWith('/storage/')) return sendJson(res, 200, {});
      return sendJson(res, 201, { transcriptionId: 't' });
    });
    const client = createClient({ baseUrl: server.url });
    await client.uploads.upload(audioFile('a.mp3', 100), { path: 'object' });
    await client.uploads.upload(audioFile('a.mp3', 100), { path: 'object' });
    const keys = server.received.filter((r) => r.url === '/api/objects/process-upload').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a refused PUT is an ApiError from the storage stage; the file is not processed', async () => {
    const server = await startServer((req, res, s) => {
      if (req.url === '/api/objects/upload')
        return sendJson(res, 200, { uploadURL: `${s.url}/storage/k`, method: 'PUT', headers: {}, expiresAt: '' });
      return apiError(res, 403, 'FORBIDDEN', 'This upload link has expired. Ask for a new one.');
    });
    const client = createClient({ baseUrl: server.url });
    const w = watch();
    const error = await client.uploads.upload(audioFile('a.mp3', 100), { ...w, path: 'object' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, serverMessage: 'This upload link has expired. Ask for a new one.' });
    expect(w.stages).toEqual(['upload-url', 'storage']);
    expect(server.received.map((r) => r.url)).toEqual(['/api/objects/upload', '/storage/k']);
    // Without signed headers, the file's own type goes along.
    expect(server.received[1]?.headers['content-type']).toBe('audio/mpeg');
  });
});

describe('uploads: choosing the path by size', () => {
  it('exports the spec constants', () => {
    expect(DIRECT_UPLOAD_THRESHOLD).toBe(31_457_280);
    expect(LARGE_FILE_THRESHOLD).toBe(104_857_600);
    expect(MAX_FILE_SIZE).toBe(2 * 1024 ** 3);
  });

  it.each([
    [1, 'direct'],
    [DIRECT_UPLOAD_THRESHOLD, 'direct'],
    [DIRECT_UPLOAD_THRESHOLD + 1, 'object'],
    [LARGE_FILE_THRESHOLD, 'object'],
    [LARGE_FILE_THRESHOLD + 1, 'resumable'],
    [MAX_FILE_SIZE, 'resumable'],
  ])('choosePath(%i) is %s', (size, path) => {
    expect(createClient({ baseUrl: 'http://x' }).uploads.choosePath(size)).toBe(path);
  });

  it.each([
    [DIRECT_UPLOAD_THRESHOLD, 'POST /api/transcriptions/upload'],
    [DIRECT_UPLOAD_THRESHOLD + 1, 'POST /api/objects/upload'],
    [LARGE_FILE_THRESHOLD, 'POST /api/objects/upload'],
    [LARGE_FILE_THRESHOLD + 1, 'GET /api/upload-large/health'],
  ])(
    'a real %i-byte file starts with %s',
    async (size, first) => {
      const server = await startServer((_req, res) => apiError(res, 503, 'SERVICE_UNAVAILABLE', 'Come back later.'));
      const client = createClient({ baseUrl: server.url });
      const file = await sparseBlob(`f-${size}.wav`, size, 'audio/wav');
      await expect(client.uploads.upload(file, { fileName: 'f.wav' })).rejects.toMatchObject({ status: 503 });
      expect(server.begun).toEqual([first]);
    },
    30_000,
  );

  it('takes other thresholds from the client options', () => {
    const client = createClient({ baseUrl: 'http://x', uploads: { thresholds: { direct: 10, large: 20 } } });
    expect([10, 11, 20, 21].map(client.uploads.choosePath)).toEqual(['direct', 'object', 'object', 'resumable']);
  });
});

describe('uploads.upload: refused before sending', () => {
  it('refuses a type that is not audio or video, a file over 2 GB and an empty file, sending nothing', async () => {
    const server = await startServer((_req, res) => sendJson(res, 201, { transcriptionId: 'x' }));
    const client = createClient({ baseUrl: server.url });
    const text = await client.uploads.upload(new File(['hi'], 'notes.txt', { type: 'text/plain' })).catch((e: unknown) => e);
    expect(text).toBeInstanceOf(UploadError);
    expect(text).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: 'notes.txt: Only audio and video files are supported.',
    });
    const huge = await client.uploads
      .upload(await sparseBlob('huge.mp4', MAX_FILE_SIZE + 1, 'video/mp4'), { fileName: 'huge.mp4' })
      .catch((e: unknown) => e);
    expect(huge).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'huge.mp4: Please select a file smaller than 2GB.',
    });
    const empty = await client.uploads.upload(new File([], 'silence.wav', { type: 'audio/wav' })).catch((e: unknown) => e);
    expect(empty).toMatchObject({ code: 'EMPTY_FILE', message: 'silence.wav: The file is empty.' });
    expect(server.begun).toEqual([]);
  });

  it('needs a name for a Blob, and takes fileName over a File name', async () => {
    const server = await startServer((_req, res) => sendJson(res, 201, { transcriptionId: 'named' }));
    const client = createClient({ baseUrl: server.url });
    const blob = new Blob([bytes(10)], { type: 'audio/webm' });
    await expect(client.uploads.upload(blob)).rejects.toThrow(TypeError);
    await expect(client.uploads.upload(blob, { fileName: 'recording.webm' })).resolves.toEqual({ transcriptionId: 'named' });
    await client.uploads.upload(audioFile('old.mp3', 10), { fileName: 'new.mp3' });
    const names = await Promise.all(
      server.received.map(async (r) => {
        const form = await new Response(new Uint8Array(r.body), {
          headers: { 'content-type': String(r.headers['content-type']) },
        }).formData();
        return (form.get('file') as File).name;
      }),
    );
    expect(names).toEqual(['recording.webm', 'new.mp3']);
  });
});

describe('uploads.upload: the resumable path pre-flight', () => {
  it('a failing pre-flight stops at the large-health stage, before any byte is sent', async () => {
    const server = await startServer((_req, res) => apiError(res, 503, 'SERVICE_UNAVAILABLE', 'down'));
    const client = createClient({ baseUrl: server.url });
    const w = watch();
    await expect(client.uploads.upload(audioFile('a.mp3', 100), { ...w, path: 'resumable' })).rejects.toMatchObject({ status: 503 });
    expect(w.stages).toEqual(['large-health']);
  });

  it('an answer without a tus endpoint is an InvalidResponseError; a file over its maxBytes is refused', async () => {
    const answers = [
      { status: 'ok', resumable: null, maxBytes: 10 },
      { status: 'ok', resumable: { protocol: 'tus', endpoint: '/api/uploads/tus' }, maxBytes: 50 },
    ];
    const server = await startServer((_req, res) => sendJson(res, 200, answers.shift()));
    const client = createClient({ baseUrl: server.url });
    await expect(client.uploads.upload(audioFile('a.mp3', 100), { path: 'resumable' })).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(client.uploads.upload(audioFile('a.mp3', 100), { path: 'resumable' })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(server.begun).toEqual(['GET /api/upload-large/health', 'GET /api/upload-large/health']);
  });

  it('sends the file with tus, then process-large with the upload URL and an idempotency key', async () => {
    let offset = 0;
    const server = await startServer((req, res) => {
      if (req.url === '/api/upload-large/health') {
        return sendJson(res, 200, { status: 'ok', resumable: { protocol: 'tus', endpoint: '/api/uploads/tus' }, maxBytes: MAX_FILE_SIZE });
      }
      if (req.method === 'POST' && req.url === '/api/uploads/tus') {
        res.writeHead(201, { 'Tus-Resumable': '1.0.0', Location: '/api/uploads/tus/u1' });
        return res.end();
      }
      if (req.method === 'PATCH') {
        offset += req.body.length;
        res.writeHead(204, { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset) });
        return res.end();
      }
      return sendJson(res, 201, { transcriptionId: 't_tus' });
    });
    const client = createClient({ baseUrl: server.url, uploads: { resumable: { chunkSize: 400 } } });
    const file = audioFile('talk.mp3', 1000);
    const w = watch();
    await expect(client.uploads.upload(file, { ...w, path: 'resumable' })).resolves.toEqual({ transcriptionId: 't_tus' });
    expect(server.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/upload-large/health',
      'POST /api/uploads/tus',
      'PATCH /api/uploads/tus/u1',
      'PATCH /api/uploads/tus/u1',
      'PATCH /api/uploads/tus/u1',
      'POST /api/transcriptions/process-large',
    ]);
    const processed = server.received.at(-1);
    expect(JSON.parse(String(processed?.body))).toEqual({
      filePath: `${server.url}/api/uploads/tus/u1`,
      fileName: 'talk.mp3',
      fileSize: 1000,
    });
    expect(processed?.headers['idempotency-key']).toMatch(UUID);
    expect(server.received.slice(0, -1).map((r) => r.headers['idempotency-key'])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(w.stages).toEqual(['large-health', 'large-upload', 'process']);
    expect(w.progress.at(-1)).toEqual({ loaded: 1000, total: 1000, percent: 100 });
  });
});
