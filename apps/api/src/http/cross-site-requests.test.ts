import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

const PASSWORD = 'correct horse battery';
const EVIL = 'https://evil.example';
let counter = 0;

describe('requests another site makes a visitor send', () => {
  let server: TestServer;
  let account: { email: string };

  beforeAll(async () => {
    server = await startTestServer();
    account = { email: `victim.${Date.now()}@example.com` };
    const res = await createHttpSession(server.url).post('/api/auth/register', { ...account, password: PASSWORD, firstName: 'Vic' });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn() {
    const http = createHttpSession(server.url);
    expect((await http.post('/api/auth/login', { email: account.email, password: PASSWORD })).status).toBe(200);
    return http;
  }

  describe('without a session (login CSRF, accounts made in a visitor’s name)', () => {
    it('refuses a sign-in from another origin, and sets no cookie', async () => {
      const http = createHttpSession(server.url);
      const res = await http.post('/api/auth/login', { email: account.email, password: PASSWORD }, { Origin: EVIL });
      expect(res.status).toBe(403);
      expect(res.json.error?.code).toBe('ORIGIN_MISMATCH');
      expect(http.cookies.has('vb_session')).toBe(false);
    });

    it('refuses a sign-up that fetch metadata calls cross-site or same-site', async () => {
      for (const site of ['cross-site', 'same-site']) {
        const email = `made.${++counter}@example.com`;
        const res = await createHttpSession(server.url).post(
          '/api/auth/register',
          { email, password: PASSWORD, firstName: 'M' },
          { 'Sec-Fetch-Site': site },
        );
        expect(res.status, site).toBe(403);
        expect(await server.deps.db('users').where({ email }).first()).toBeUndefined();
      }
    });

    it('refuses an opaque origin (sandboxed frames send Origin: null)', async () => {
      const res = await createHttpSession(server.url).post(
        '/api/auth/login',
        { email: account.email, password: PASSWORD },
        { Origin: 'null' },
      );
      expect(res.status).toBe(403);
    });

    it('still signs in from our own origin, and from clients that state no origin (curl, the SDK in Node)', async () => {
      const own = createHttpSession(server.url);
      expect((await own.post('/api/auth/login', { email: account.email, password: PASSWORD }, { Origin: server.url })).status).toBe(200);
      const sameOrigin = createHttpSession(server.url);
      const headers = { 'Sec-Fetch-Site': 'same-origin' };
      expect((await sameOrigin.post('/api/auth/login', { email: account.email, password: PASSWORD }, headers)).status).toBe(200);
      expect((await createHttpSession(server.url).post('/api/auth/login', { email: account.email, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('bodies a plain HTML form or text fetch can send', () => {
    it.each([
      ['an urlencoded form', 'application/x-www-form-urlencoded', `email=${encodeURIComponent('x@example.com')}&password=whatever1`],
      ['text/plain', 'text/plain', JSON.stringify({ email: 'x@example.com', password: 'whatever1' })],
      ['a multipart form', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b--\r\n'],
    ])('a JSON endpoint answers %s with 415 and the JSON error body', async (_label, type, body) => {
      const res = await createHttpSession(server.url).post('/api/auth/login', body, { 'Content-Type': type });
      expect(res.status).toBe(415);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.json.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(res.json.error?.message).toContain('JSON');
    });

    it('a body without any type is refused too; no body at all is fine', async () => {
      const http = await signedIn();
      const typeless = await http.fetch(`${server.url}/api/auth/logout`, { method: 'POST', body: new Uint8Array([123, 125]) });
      expect(typeless.status).toBe(415);
      expect((await http.post('/api/auth/logout')).status).toBe(204);
    });
  });

  describe('GET /api/logout', () => {
    it.each([
      ['fetch metadata says cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['fetch metadata says same-site', { 'Sec-Fetch-Site': 'same-site' }],
      ['the Referer is another site', { Referer: `${EVIL}/page` }],
      ['the Origin is another site', { Origin: EVIL }],
    ])('goes home without signing out when %s', async (_label, headers) => {
      const http = await signedIn();
      const res = await http.get('/api/logout', headers);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/');
      expect(http.cookies.has('vb_session')).toBe(true);
      expect((await http.get('/api/auth/user')).json).not.toBeNull();
    });

    it.each([
      ['a navigation from our own pages', { 'Sec-Fetch-Site': 'same-origin', Referer: 'PAGE' }],
      ['a typed address or bookmark', { 'Sec-Fetch-Site': 'none' }],
      ['a browser without fetch metadata, from our page', { Referer: 'PAGE' }],
      ['a client that states nothing', {}],
    ])('signs out for %s', async (_label, headers: Record<string, string>) => {
      const http = await signedIn();
      const withPage = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'PAGE' ? `${server.url}/transcriptions` : v]));
      const res = await http.get('/api/logout', withPage);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/');
      expect(http.cookies.has('vb_session')).toBe(false);
    });
  });
});
