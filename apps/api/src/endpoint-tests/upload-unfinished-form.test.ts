import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/capture-log';
import { makeTestMedia } from '../test-support/media/make-test-media';
import { cookieHeader } from '../test-support/send-cut-off';
import { signedUpSession } from '../test-support/signed-up-session';
import type { TestS3Server } from '../test-support/start-s3rver';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { storageDriverEnv } from '../test-support/storage-driver-env';
import { uploadLeftovers, waitForRequestLine } from '../test-support/upload-leftovers';
import { createKey, SITE } from '../test-support/widget-requests';

const INFO = 30;
const BOUNDARY = 'verbatimunfinished';
const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="unfinished.wav"\r\nContent-Type: audio/wav\r\n\r\n`;

/**
 * A complete HTTP request (its body as long as announced) whose multipart form stops inside the file, before the
 * closing boundary: what a client sends whose source ended early, or that builds the form by hand and forgets the end.
 */
async function postUnfinishedForm(url: string, headers: Record<string, string>, fileBytes: Buffer) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat([Buffer.from(PART_HEAD), fileBytes]),
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as { error?: { code: string; message: string; details?: unknown } } };
}

describe.each(['local', 's3'] as const)('an upload whose form ends before its closing boundary, %s storage', (driver) => {
  let s3: TestS3Server | undefined;
  let server: TestServer;
  let wav: Buffer;
  const log = captureLog('info');

  const leftovers = () => uploadLeftovers(server, s3);

  beforeAll(async () => {
    wav = await readFile((await makeTestMedia()).wav);
    const storage = await storageDriverEnv(driver, 'verbatim-unfinished-form');
    s3 = storage.s3;
    server = await startTestServer({ env: { ...storage.env, RUN_WORKER: 'false' }, logger: log.logger });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  async function expectClientFault(path: string, answer: Awaited<ReturnType<typeof postUnfinishedForm>>, seen: number) {
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'unfinished.wav: The upload was interrupted before the whole file arrived. Please try again.',
      details: { title: 'Upload interrupted' },
    });
    const line = await waitForRequestLine(() => log.lines.slice(seen), path);
    expect(line).toMatchObject({ level: INFO, status: 400 });
    expect(log.errors()).toEqual([]);
  }

  it.each([
    ['/api/transcriptions/upload', 20_000],
    ['/api/transcriptions/upload', 10],
    ['/api/upload-large', 20_000],
    ['/api/upload-large', 10],
  ])('%s with %i bytes of the file: 400, logged at info, nothing stored', async (path, sentBytes) => {
    const { http } = await signedUpSession(server, `unfinished-${driver}`);
    const before = await leftovers();
    const seen = log.lines.length;
    const answer = await postUnfinishedForm(`${server.url}${path}`, { Cookie: cookieHeader(http) }, wav.subarray(0, sentBytes));
    await expectClientFault(path, answer, seen);
    // Give a cancelled S3 write the moment it needs to abort its multipart upload.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await leftovers()).toEqual(before);
    expect((await http.get('/api/transcriptions')).json.items).toEqual([]);
  });

  it("a widget's upload through a publishable key: 400, logged at info, nothing stored", async () => {
    const { http } = await signedUpSession(server, `unfinished-widget-${driver}`);
    const key = await createKey(http, { name: 'Help centre', origins: [SITE] });
    const before = await leftovers();
    const seen = log.lines.length;
    const answer = await postUnfinishedForm(
      `${server.url}/api/transcriptions/upload`,
      { Authorization: `Bearer ${key.secret}`, Origin: SITE, 'Verbatim-Widget': 'uploader' },
      wav.subarray(0, 20_000),
    );
    await expectClientFault('/api/transcriptions/upload', answer, seen);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await leftovers()).toEqual(before);
    expect((await http.get('/api/transcriptions')).json.items).toEqual([]);
  });
});
