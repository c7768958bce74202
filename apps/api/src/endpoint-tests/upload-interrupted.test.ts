import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/capture-log';
import { createHttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia } from '../test-support/media/make-test-media';
import { cookieHeader, sendCutOff, sendMultipartCutOff } from '../test-support/send-cut-off';
import type { TestS3Server } from '../test-support/start-s3rver';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { storageDriverEnv } from '../test-support/storage-driver-env';
import { uploadLeftovers, waitForRequestLine } from '../test-support/upload-leftovers';

const INFO = 30;
let counter = 0;

describe.each(['local', 's3'] as const)('an upload cut off by the client, %s storage', (driver) => {
  let s3: TestS3Server | undefined;
  let server: TestServer;
  let wav: Buffer;
  const log = captureLog('info');

  const leftovers = () => uploadLeftovers(server, s3);

  beforeAll(async () => {
    wav = await readFile((await makeTestMedia()).wav);
    const storage = await storageDriverEnv(driver, 'verbatim-cut-off');
    s3 = storage.s3;
    server = await startTestServer({ env: { ...storage.env, RUN_WORKER: 'false' }, logger: log.logger });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it.each([
    ['/api/transcriptions/upload', 20_000],
    ['/api/transcriptions/upload', 1_000],
    ['/api/upload-large', 20_000],
    ['/api/upload-large', 1_000],
  ])('%s after %i bytes: logged at info, no error, nothing stored', async (path, sentBytes) => {
    const http = createHttpSession(server.url);
    await http.post('/api/auth/register', { email: `cut.${driver}.${++counter}@example.com`, password: 'password123', firstName: 'C' });
    const before = await leftovers();
    const seen = log.lines.length;
    await sendMultipartCutOff(`${server.url}${path}`, http, wav, sentBytes);
    const line = await waitForRequestLine(() => log.lines.slice(seen), path);
    expect(line).toMatchObject({ level: INFO, status: 400 });
    expect(log.errors()).toEqual([]);
    // Give a cancelled S3 write the moment it needs to abort its multipart upload.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await leftovers()).toEqual(before);
    expect((await http.get('/api/transcriptions')).json.items).toEqual([]);
  });

  it("a client that resets right after the part's head is logged at info too", async () => {
    const http = createHttpSession(server.url);
    await http.post('/api/auth/register', {
      email: `cut.early.${driver}.${++counter}@example.com`,
      password: 'password123',
      firstName: 'C',
    });
    const before = await leftovers();
    const seen = log.lines.length;
    const boundary = 'verbatimearly';
    const { port } = new URL(server.url);
    // Headers and the part's head in one write, then a reset at once, before a byte of the file.
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST /api/upload-large HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookieHeader(http)}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${wav.length + 300}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="early.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
        () => socket.resetAndDestroy(),
      );
    });
    socket.on('error', () => undefined);
    const line = await waitForRequestLine(() => log.lines.slice(seen), '/api/upload-large');
    expect(line).toMatchObject({ level: INFO, status: 400 });
    expect(log.errors()).toEqual([]);
    expect(await leftovers()).toEqual(before);
  });

  it('a client that stops sending but still listens is answered 400', async () => {
    const http = createHttpSession(server.url);
    await http.post('/api/auth/register', {
      email: `cut.listen.${driver}.${++counter}@example.com`,
      password: 'password123',
      firstName: 'C',
    });
    const before = await leftovers();
    const boundary = 'verbatimhalf';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const { port } = new URL(server.url);
    // Raw HTTP: the client closes its sending side (a half-close) after part of the file, and waits for the answer.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/transcriptions/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookieHeader(http)}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + wav.length + 100}\r\n\r\n`,
        );
        socket.write(head);
        socket.end(wav.subarray(0, 20_000));
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    // Node's HTTP parser answers a body that ends early itself, before the app could: a bare 400, and no error logged.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(log.errors()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await leftovers()).toEqual(before);
  });

  it.each([20_000, 1_000])('a presigned PUT cut off after %i bytes: logged at info, no error, nothing stored', async (sentBytes) => {
    const http = createHttpSession(server.url);
    await http.post('/api/auth/register', { email: `cut.put.${driver}.${++counter}@example.com`, password: 'password123', firstName: 'C' });
    const before = await leftovers();
    const seen = log.lines.length;
    const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'cut.wav', fileSize: wav.length });
    const uploadURL = String(start.json.uploadURL);
    await sendCutOff(uploadURL, 'PUT', { 'Content-Type': 'audio/wav' }, [wav.subarray(0, sentBytes)], wav.length);
    // With S3 the PUT goes straight to the bucket; only the local driver's signed URL is ours to log.
    if (driver === 'local') {
      const path = new URL(uploadURL).pathname;
      const line = await waitForRequestLine(() => log.lines.slice(seen), path);
      expect(line).toMatchObject({ level: INFO, status: 400 });
    }
    expect(log.errors()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await leftovers()).toEqual(before);
  });
});
