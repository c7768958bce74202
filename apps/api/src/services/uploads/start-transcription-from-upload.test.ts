import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeToneWav } from '../../test-support/media/make-tone-wav';
import { signedUpSession } from '../../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../../test-support/start-test-server';
import { testDatabases } from '../../test-support/test-databases';
import { discardUnclaimedUpload } from './discard-unclaimed-upload';
import { keyFromUploadReference, uploadKeyFor } from './upload-keys';

let dir: string;
let wav: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-upload-service-'));
  wav = makeToneWav(join(dir, 'tone.wav'), 1);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const signedUp = async (server: TestServer) => {
  const { http, userId } = await signedUpSession(server, 'upload-service');
  return { http, id: userId };
};

describe.each(testDatabases())('an upload that does not become a transcription, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is deleted when admission refuses it', async () => {
    const { http, id } = await signedUp(server);
    const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'late.wav', fileSize: wav.length });
    const put = await fetch(String(start.json.uploadURL), { method: 'PUT', body: wav, headers: { 'Content-Type': 'audio/wav' } });
    expect(put.status).toBe(200);
    // The allowance is spent between the upload and its processing.
    await server.deps.db('users').where({ id }).update({ trialTranscriptionLimit: 0 });
    const processed = await http.post('/api/objects/process-upload', {
      uploadURL: start.json.uploadURL,
      fileName: 'late.wav',
      fileSize: wav.length,
    });
    expect(processed.status).toBe(403);
    expect(processed.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    const key = keyFromUploadReference(String(start.json.uploadURL), undefined) ?? '';
    expect(key.startsWith(`uploads/${id}/`)).toBe(true);
    expect(await server.deps.storage.stat(key)).toBeNull();
  });

  it('is kept when a transcription already holds its key', async () => {
    const { http, id } = await signedUp(server);
    const stored = await http.fetch(`${server.url}/api/upload-large`, { method: 'POST', body: multipart(wav, 'held.wav') });
    expect(stored.status).toBe(200);
    const key = ((await stored.json()) as { file: { path: string } }).file.path;
    const processed = await http.post('/api/transcriptions/process-large', { filePath: key, fileName: 'held.wav', fileSize: wav.length });
    expect(processed.status).toBe(201);
    await discardUnclaimedUpload(server.deps, key);
    expect(await server.deps.storage.stat(key)).not.toBeNull();
    // An object nobody holds goes.
    const loose = uploadKeyFor(id, 'loose');
    await server.deps.storage.write(loose, Readable.from([wav]), { contentType: 'audio/wav' });
    await discardUnclaimedUpload(server.deps, loose);
    expect(await server.deps.storage.stat(loose)).toBeNull();
  });
});

function multipart(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'audio/wav' }), name);
  return form;
}
