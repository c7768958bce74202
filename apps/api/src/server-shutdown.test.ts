import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from './test-support/cookie-fetch';
import { makeTestMedia } from './test-support/media/make-test-media';
import { migratedDataDir } from './test-support/migrated-data-dir';
import { cookieHeader } from './test-support/send-cut-off';
import { spawnServer } from './test-support/spawn-server';
import { createTusUpload, patchTus, TUS } from './test-support/tus-requests';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { error?: { code: string; message: string } };
}

/**
 * A multipart upload that announces a large file and sends it slowly, 16 KB every 100 ms, as a phone on a poor
 * network does: it is still running whenever the server is told to stop. Resolves with the server's answer.
 */
function slowUpload(url: string, cookie: string, wav: Buffer): Promise<Answer> {
  const boundary = 'verbatimslow';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  return slowRequest(url, 'POST', { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, head, wav);
}

/** The same slow sender for any request: `head`, then `wav` over and over, 16 KB every 100 ms. */
function slowRequest(url: string, method: string, headers: Record<string, string>, head: Buffer, wav: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const req = request(url, { method, headers: { ...headers, 'Content-Length': String(500_000_000) } });
    req.on('response', (res) => {
      clearInterval(timer);
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    req.write(head);
    req.write(wav.subarray(0, 16_384));
    let offset = 16_384;
    timer = setInterval(() => {
      req.write(wav.subarray(offset % wav.length, (offset % wav.length) + 16_384));
      offset += 16_384;
    }, 100);
  });
}

describe('stopping the server during uploads', () => {
  let dir: string;
  let wav: Buffer;
  beforeAll(async () => {
    dir = await migratedDataDir('shutdown');
    wav = readFileSync((await makeTestMedia()).wav);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses new uploads with 503 + Retry-After, and answers one still running at the end of the grace with a 503', async () => {
    const server = await spawnServer({ DATA_DIR: dir, SHUTDOWN_GRACE_SECONDS: '2', RUN_WORKER: 'false' });
    try {
      const http = createHttpSession(server.url);
      await http.post('/api/auth/register', { email: 'shutdown@example.com', password: 'password123', firstName: 'S' });
      const running = slowUpload(`${server.url}/api/transcriptions/upload`, cookieHeader(http), wav);
      // A presigned PUT to the local storage route, just as slow.
      const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'put.wav' });
      const runningPut = slowRequest(String(start.json.uploadURL), 'PUT', { 'Content-Type': 'audio/wav' }, Buffer.alloc(0), wav);
      await new Promise((resolve) => setTimeout(resolve, 700));
      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));

      // A new upload while the server is stopping: refused at once, with when to come back.
      const form = new FormData();
      form.append('file', new Blob([wav], { type: 'audio/wav' }), 'late.wav');
      const late = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
      expect(late.status).toBe(503);
      expect(late.headers.get('Retry-After')).toBe('10');
      expect(((await late.json()) as Answer['body']).error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/restarting.*try again/i),
      });
      // Other calls are still answered meanwhile.
      expect((await http.get('/api/transcriptions')).status).toBe(200);

      // The slow upload gets the grace period, then a clear answer rather than a reset.
      const answer = await running;
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1900);
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('10');
      expect(answer.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/restarted.*again/i) });
      const putAnswer = await runningPut;
      expect(putAnswer.status).toBe(503);
      expect(putAnswer.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/restarted.*again/i) });

      expect(await server.stop()).toBe(0);
      expect(server.child.output()).toContain('uploads still running when the grace period ended were answered 503');
      // Neither upload left anything in storage.
      const stored = readdirSync(join(dir, 'storage'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(stored.map((entry) => entry.name)).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('a resumable upload cut by the shutdown resumes after the restart from the bytes that arrived', async () => {
    const tusDir = await migratedDataDir('shutdown-tus');
    const first = await spawnServer({ DATA_DIR: tusDir, SHUTDOWN_GRACE_SECONDS: '1', RUN_WORKER: 'false' });
    let location = '';
    let cookie = '';
    let cookies = new Map<string, string>();
    try {
      const http = createHttpSession(first.url);
      await http.post('/api/auth/register', { email: 'shutdown.tus@example.com', password: 'password123', firstName: 'S' });
      cookie = cookieHeader(http);
      cookies = new Map(http.cookies);
      const created = await createTusUpload(http, first.url, { name: 'resumed.wav', type: 'audio/wav', length: wav.length });
      location = created.headers.get('Location') ?? '';
      // A PATCH of the whole file, sent 16 KB every 100 ms: far from done when the server stops.
      const cut = new Promise<void>((resolve) => {
        const req = request(location, {
          method: 'PATCH',
          headers: {
            ...TUS,
            Cookie: cookie,
            'Content-Type': 'application/offset+octet-stream',
            'Upload-Offset': '0',
            'Content-Length': String(wav.length),
          },
        });
        let offset = 0;
        const timer = setInterval(() => {
          req.write(wav.subarray(offset, offset + 16_384));
          offset += 16_384;
        }, 100);
        const done = () => {
          clearInterval(timer);
          resolve();
        };
        req.on('response', (res) => {
          res.resume();
          done();
        });
        req.on('error', done);
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      first.child.kill('SIGTERM');
      await cut;
      expect(await first.stop()).toBe(0);
    } finally {
      await first.stop();
    }

    const second = await spawnServer({ DATA_DIR: tusDir, RUN_WORKER: 'false' });
    try {
      const http = createHttpSession(second.url);
      // The same browser after the restart: its session cookie still holds (sessions live in the database).
      for (const [name, value] of cookies) http.cookies.set(name, value);
      const again = location.replace(/^http:\/\/[^/]+/, second.url);
      const head = await http.fetch(again, { method: 'HEAD', headers: TUS });
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('Upload-Offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThan(wav.length);
      expect((await patchTus(http, again, offset, wav.subarray(offset))).status).toBe(204);
      const processed = await http.post('/api/transcriptions/process-large', {
        filePath: again,
        fileName: 'resumed.wav',
        fileSize: wav.length,
      });
      expect(processed.status).toBe(201);
      const audio = await http.fetch(`${second.url}/api/transcriptions/${String(processed.json.transcriptionId)}/audio`);
      expect(Buffer.from(await audio.arrayBuffer()).equals(wav)).toBe(true);
    } finally {
      await second.stop();
      rmSync(tusDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lets an upload that finishes within the grace period complete', async () => {
    const server = await spawnServer({ DATA_DIR: dir, SHUTDOWN_GRACE_SECONDS: '10', RUN_WORKER: 'false' });
    try {
      const http = createHttpSession(server.url);
      await http.post('/api/auth/register', { email: 'shutdown.finish@example.com', password: 'password123', firstName: 'S' });
      const boundary = 'verbatimfinish';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="speech.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(`${server.url}/api/transcriptions/upload`, {
          method: 'POST',
          headers: {
            Cookie: cookieHeader(http),
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(head.length + wav.length + tail.length),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.write(Buffer.concat([head, wav.subarray(0, 10_000)]));
        setTimeout(() => req.end(Buffer.concat([wav.subarray(10_000), tail])), 1500);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      expect(await answer).toBe(201);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
