import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { createTusUpload } from '../test-support/tus-requests';

describe('caching of answers', () => {
  let server: TestServer;
  let http: HttpSession;
  let webDist: string;

  beforeAll(async () => {
    // A built web app of two files, so that static caching can be told apart from API answers.
    webDist = mkdtempSync(join(tmpdir(), 'verbatim-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Verbatim</title>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
    server = await startTestServer({ env: { WEB_DIST_DIR: webDist } });
    http = createHttpSession(server.url);
    const res = await http.post('/api/auth/register', {
      email: `cache.${Date.now()}@example.com`,
      password: 'password123',
      firstName: 'C',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('every API answer, signed in or out, success or error, says no-store', async () => {
    const answers = [
      await http.get('/api/auth/user'),
      await http.get('/api/user'),
      await http.get('/api/transcriptions'),
      await http.get('/api/stats'),
      await http.get('/api/transcriptions/00000000-0000-4000-8000-000000000000'),
      await http.get('/api/no-such-endpoint'),
      await http.post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever1' }),
      await createHttpSession(server.url).get('/api/auth/user'),
      await createHttpSession(server.url).get('/api/health'),
    ];
    for (const answer of answers) expect(answer.headers.get('Cache-Control'), `${answer.status} ${answer.text}`).toBe('no-store');
  });

  it('answers the tus server writes itself say no-store too', async () => {
    const res = await createTusUpload(http, server.url, { name: 'a.wav', type: 'audio/wav', length: 100 });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('the app’s static files keep their own caching', async () => {
    const asset = await http.fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.headers.get('Cache-Control')).toMatch(/max-age=31536000.*immutable/);
    const page = await http.fetch(`${server.url}/transcriptions`);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
  });
});
