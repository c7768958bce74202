import { errorBodySchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { createTusUpload, patchTus, TUS } from '../test-support/tus-requests';

const signedUp = async (server: TestServer) => {
  const { http, userId } = await signedUpSession(server, 'tus-errors');
  return { http, id: userId };
};

/** The answer is the API's one JSON error body, with this status and code. */
async function expectErrorBody(res: Response, status: number, code: string, message?: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(JSON.parse(text));
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toBe('');
  if (message !== undefined) expect(body.error.message).toBe(message);
}

const tusUrl = (server: TestServer, key: string) => `${server.url}/api/uploads/tus/${Buffer.from(key).toString('base64url')}`;

describe('resumable upload refusals answer with the API error body', () => {
  let server: TestServer;
  let http: HttpSession;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { RUN_WORKER: 'false' } });
    ({ http, id: userId } = await signedUp(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a file over the largest size: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await createTusUpload(http, server.url, { name: 'huge.wav', type: 'audio/wav', length: 3 * 1024 ** 3 });
    await expectErrorBody(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a type that is not audio or video: 400 INVALID_FILE_TYPE, with the message of every upload path', async () => {
    const res = await createTusUpload(http, server.url, { name: 'a.txt', type: 'text/plain', length: 10 });
    await expectErrorBody(res, 400, 'INVALID_FILE_TYPE', 'a.txt: Only audio and video files are supported.');
  });

  it('an empty file: 400 EMPTY_FILE', async () => {
    const res = await createTusUpload(http, server.url, { name: 'empty.wav', type: 'audio/wav', length: 0 });
    await expectErrorBody(res, 400, 'EMPTY_FILE', 'empty.wav: The file is empty.');
  });

  it('a control character in the file name: 400 BAD_REQUEST', async () => {
    const res = await createTusUpload(http, server.url, { name: 'voice\u0000memo.wav', type: 'audio/wav', length: 1000 });
    await expectErrorBody(res, 400, 'BAD_REQUEST', 'voice\uFFFDmemo.wav: The file name must not contain control characters.');
  });

  it('a malformed Upload-Length header: 400 BAD_REQUEST', async () => {
    const res = await http.fetch(`${server.url}/api/uploads/tus`, { method: 'POST', headers: { ...TUS, 'Upload-Length': 'lots' } });
    await expectErrorBody(res, 400, 'BAD_REQUEST');
  });

  it('no Tus-Resumable header: 412 BAD_REQUEST', async () => {
    const res = await http.fetch(`${server.url}/api/uploads/tus`, { method: 'POST', headers: { 'Upload-Length': '10' } });
    await expectErrorBody(res, 412, 'BAD_REQUEST');
  });

  it('an upload id that does not exist: 404 NOT_FOUND, on PATCH, DELETE and HEAD', async () => {
    const missing = tusUrl(server, `uploads/${userId}/never-created`);
    await expectErrorBody(await patchTus(http, missing, 0, Buffer.alloc(10)), 404, 'NOT_FOUND');
    await expectErrorBody(await http.fetch(missing, { method: 'DELETE', headers: TUS }), 404, 'NOT_FOUND');
    const head = await http.fetch(missing, { method: 'HEAD', headers: TUS });
    expect(head.status).toBe(404);
    expect(head.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it("another user's upload: 404 NOT_FOUND", async () => {
    const created = await createTusUpload(http, server.url, { name: 'mine.wav', type: 'audio/wav', length: 100 });
    expect(created.status).toBe(201);
    const other = await signedUp(server);
    const res = await patchTus(other.http, created.headers.get('Location') ?? '', 0, Buffer.alloc(10));
    await expectErrorBody(res, 404, 'NOT_FOUND', 'No such upload.');
  });

  it('a PATCH at the wrong offset: 409 CONFLICT', async () => {
    const created = await createTusUpload(http, server.url, { name: 'offset.wav', type: 'audio/wav', length: 100 });
    const res = await patchTus(http, created.headers.get('Location') ?? '', 50, Buffer.alloc(10));
    await expectErrorBody(res, 409, 'CONFLICT');
  });

  it('a PATCH body past the announced length: 413 PAYLOAD_TOO_LARGE', async () => {
    const created = await createTusUpload(http, server.url, { name: 'short.wav', type: 'audio/wav', length: 10 });
    const res = await patchTus(http, created.headers.get('Location') ?? '', 0, Buffer.alloc(20));
    await expectErrorBody(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a signed-out client: 401 UNAUTHORIZED', async () => {
    const res = await fetch(`${server.url}/api/uploads/tus`, { method: 'POST', headers: { ...TUS, 'Upload-Length': '10' } });
    await expectErrorBody(res, 401, 'UNAUTHORIZED');
  });

  it('an account out of free transcriptions: 403 SUBSCRIPTION_REQUIRED', async () => {
    const spent = await signedUp(server);
    await server.deps.db('users').where({ id: spent.id }).update({ trialTranscriptionLimit: 0 });
    const res = await createTusUpload(spent.http, server.url, { name: 'more.wav', type: 'audio/wav', length: 100 });
    await expectErrorBody(res, 403, 'SUBSCRIPTION_REQUIRED');
  });
});
