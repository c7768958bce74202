import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from '../test-support/cookie-fetch';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { sendMultipartCutOff } from '../test-support/send-cut-off';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { createTusUpload, keyOfTusLocation, patchTus, patchTusCutOff, TUS } from '../test-support/tus-requests';

let dir: string;
let wav: Buffer;

const signedUp = async (server: TestServer) => (await signedUpSession(server, 'uploads')).http;

const storedFiles = async (server: TestServer) => {
  const keys: string[] = [];
  for await (const item of server.deps.storage.list('uploads/')) keys.push(item.key);
  return keys.filter((k) => !k.endsWith('.json'));
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-uploads-'));
  wav = makeToneWav(join(dir, 'tone.wav'), 3);
  writeFileSync(join(dir, 'notes.txt'), 'this is not audio '.repeat(400));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the upload paths', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('object path: presign, PUT straight to storage, then process', async () => {
    const http = await signedUp(server);
    const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'tone.wav', fileSize: wav.length });
    expect(start.status).toBe(200);
    expect(start.json.method).toBe('PUT');
    const put = await fetch(String(start.json.uploadURL), { method: 'PUT', body: wav, headers: { 'Content-Type': 'audio/wav' } });
    expect(put.status).toBe(200);
    const processed = await http.post('/api/objects/process-upload', {
      uploadURL: start.json.uploadURL,
      fileName: 'tone.wav',
      fileSize: wav.length,
    });
    expect(processed.status).toBe(201);
    const t = await http.get(`/api/transcriptions/${String(processed.json.transcriptionId)}`);
    expect(t.json).toMatchObject({ fileName: 'tone.wav', fileSize: wav.length, status: 'pending' });
    // The same upload cannot become two transcriptions.
    expect(
      (await http.post('/api/objects/process-upload', { uploadURL: start.json.uploadURL, fileName: 'x.wav', fileSize: 1 })).status,
    ).toBe(400);
  });

  it('object path refuses a non-media type, a text body, a tampered URL and another user', async () => {
    const http = await signedUp(server);
    expect((await http.post('/api/objects/upload', { contentType: 'text/plain', fileName: 'a.txt' })).json.error?.code).toBe(
      'INVALID_FILE_TYPE',
    );
    expect((await http.post('/api/objects/upload', { contentType: 'audio/wav', fileSize: 3 * 1024 ** 3 })).status).toBe(413);
    const start = await http.post('/api/objects/upload', { contentType: 'audio/mpeg', fileName: 'fake.mp3' });
    const text = readFileSync(join(dir, 'notes.txt'));
    const refused = await fetch(String(start.json.uploadURL), { method: 'PUT', body: text, headers: { 'Content-Type': 'audio/mpeg' } });
    expect(refused.status).toBe(400);
    const tampered = String(start.json.uploadURL).replace(/sig=[0-9a-f]{4}/, 'sig=0000');
    expect((await fetch(tampered, { method: 'PUT', body: wav, headers: { 'Content-Type': 'audio/mpeg' } })).status).toBe(403);
    const other = await signedUp(server);
    const mine = await http.post('/api/objects/upload', { contentType: 'audio/wav' });
    await fetch(String(mine.json.uploadURL), { method: 'PUT', body: wav, headers: { 'Content-Type': 'audio/wav' } });
    expect(
      (await other.post('/api/objects/process-upload', { uploadURL: mine.json.uploadURL, fileName: 'a.wav', fileSize: wav.length })).status,
    ).toBe(404);
    expect((await createHttpSession(server.url).post('/api/objects/upload', { contentType: 'audio/wav' })).status).toBe(401);
  });

  it('large path: health, streamed multipart, then process', async () => {
    const http = await signedUp(server);
    const health = await http.get('/api/upload-large/health');
    expect(health.json).toMatchObject({ status: 'ok', resumable: { protocol: 'tus', endpoint: '/api/uploads/tus' } });
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'big.wav');
    const up = await http.fetch(`${server.url}/api/upload-large`, { method: 'POST', body: form });
    const body = (await up.json()) as { success: boolean; file: { path: string; name: string; size: number } };
    expect(body).toMatchObject({ success: true, file: { name: 'big.wav', size: wav.length } });
    const processed = await http.post('/api/transcriptions/process-large', {
      filePath: body.file.path,
      fileName: 'big.wav',
      fileSize: wav.length,
    });
    expect(processed.status).toBe(201);
  });

  it('resumable path (tus): a dropped upload continues from the last stored byte', async () => {
    const http = await signedUp(server);
    const created = await createTusUpload(http, server.url, { name: 'resumed.wav', type: 'audio/wav', length: wav.length });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location') ?? '';
    expect(location).toContain('/api/uploads/tus/');
    const third = Math.floor(wav.length / 3);
    expect((await patchTus(http, location, 0, wav.subarray(0, third))).status).toBe(204);
    // The second PATCH announces the rest, but the connection drops after another third.
    await patchTusCutOff(http, location, third, wav.subarray(third, 2 * third), wav.length - third);
    // Not finished: it cannot be processed yet.
    expect(
      (await http.post('/api/transcriptions/process-large', { filePath: location, fileName: 'resumed.wav', fileSize: wav.length })).status,
    ).toBe(400);
    // "After a reload" the client asks where to continue: every byte that arrived before the drop was kept.
    const head = await http.fetch(location, { method: 'HEAD', headers: TUS });
    expect(head.headers.get('Upload-Offset')).toBe(String(2 * third));
    expect((await patchTus(http, location, 2 * third, wav.subarray(2 * third))).status).toBe(204);
    // tus keeps its record of the upload beside the file, until the upload becomes a transcription.
    const key = keyOfTusLocation(location);
    expect(await server.deps.storage.stat(`${key}.json`)).not.toBeNull();
    const processed = await http.post('/api/transcriptions/process-large', {
      filePath: location,
      fileName: 'resumed.wav',
      fileSize: wav.length,
    });
    expect(processed.status).toBe(201);
    expect(await server.deps.storage.stat(`${key}.json`)).toBeNull();
    const id = String(processed.json.transcriptionId);
    const audio = await http.fetch(`${server.url}/api/transcriptions/${id}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(wav)).toBe(true);
    // Another user cannot touch it.
    const other = await signedUp(server);
    expect((await other.fetch(location, { method: 'HEAD', headers: TUS })).status).toBe(404);
  });

  it('resumable path refuses a streamed PATCH body longer than the upload, and keeps no byte past its end', async () => {
    const http = await signedUp(server);
    const created = await createTusUpload(http, server.url, { name: 'long.wav', type: 'audio/wav', length: wav.length });
    const location = created.headers.get('Location') ?? '';
    // Chunked, with no Content-Length to check up front: the limit has to hold while the bytes stream in.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(wav);
        controller.enqueue(Buffer.alloc(50_000, 1));
        controller.close();
      },
    });
    const res = await patchTus(http, location, 0, body, { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    const head = await http.fetch(location, { method: 'HEAD', headers: TUS });
    expect(Number(head.headers.get('Upload-Offset'))).toBeLessThanOrEqual(wav.length);
  });

  it('resumable path refuses a non-media type and a signed-out client', async () => {
    const http = await signedUp(server);
    const res = await createTusUpload(http, server.url, { name: 'a.txt', type: 'text/plain', length: 10 });
    expect(res.status).toBe(400);
    const anonymous = await fetch(`${server.url}/api/uploads/tus`, {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '10' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('a direct upload cut off mid-way leaves nothing behind', async () => {
    const http = await signedUp(server);
    const before = await storedFiles(server);
    await sendMultipartCutOff(`${server.url}/api/transcriptions/upload`, http, wav);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await storedFiles(server)).toEqual(before);
    expect((await http.get('/api/transcriptions')).json.items).toEqual([]);
  });
});
