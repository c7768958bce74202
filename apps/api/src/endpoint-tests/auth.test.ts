import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpSession } from '../test-support/cookie-fetch';
import { errorFields } from '../test-support/error-fields';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'correct horse battery';

describe.each(endpointTestDatabases())('sign-in on %s', (database) => {
  const clock = manualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      now: clock.now,
      env: {
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
        SESSION_IDLE_TIMEOUT_MINUTES: '60',
        SESSION_ABSOLUTE_TIMEOUT_DAYS: '2',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function registered(label = 'user') {
    const http = createHttpSession(server.url);
    const email = uniqueEmail(label);
    const res = await http.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.status).toBe(201);
    return { http, email, user: res.json.user as { id: string; email: string } };
  }

  describe('register', () => {
    it('creates a free account, signs it in with a hardened cookie, and lower-cases the e-mail', async () => {
      const http = createHttpSession(server.url);
      const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
      const res = await http.post('/api/auth/register', { email: `  ${email} `, password: PASSWORD, firstName: 'Grace' });
      expect(res.status).toBe(201);
      expect(res.json.user).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Grace',
        lastName: null,
        subscriptionPlan: 'free',
        role: 'user',
        credits: 0,
        trialTranscriptionLimit: 3,
        trialTranscriptionsUsed: 0,
      });
      expect(res.json.user).not.toHaveProperty('passwordHash');
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vb_session='));
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/secure/i); // plain http in tests; Secure in production
      const me = await http.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(email.toLowerCase());
    });

    it('stores the session token only as a hash', async () => {
      const { http } = await registered('hashed');
      const token = http.cookies.get('vb_session');
      expect(token).toBeTruthy();
      const raw = await server.deps.db('sessions').where({ id: token }).first();
      expect(raw).toBeUndefined();
      expect(token?.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    });

    it('stores the password with argon2id', async () => {
      const { email } = await registered('argon');
      const row = await server.deps.db('users').where({ email }).first();
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('names every missing or malformed field', async () => {
      const http = createHttpSession(server.url);
      const res = await http.post('/api/auth/register', { email: 'not-an-email', lastName: 5 });
      expect(res.status).toBe(400);
      expect(res.json.error?.code).toBe('VALIDATION_FAILED');
      const fields = errorFields(res.json);
      expect(fields).toEqual(['email', 'firstName', 'lastName', 'password']);
      expect(res.json.error?.message).toContain('email');
    });

    it('refuses a password under 8 characters', async () => {
      const http = createHttpSession(server.url);
      const res = await http.post('/api/auth/register', { email: uniqueEmail('short'), password: 'seven77', firstName: 'A' });
      expect(res.status).toBe(400);
      expect(res.json.error?.message).toContain('Password must be at least 8 characters long.');
    });

    it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
      const { email } = await registered('taken');
      const http = createHttpSession(server.url);
      const res = await http.post('/api/auth/register', { email: email.toUpperCase(), password: PASSWORD, firstName: 'B' });
      expect(res.status).toBe(409);
      expect(res.json.error?.code).toBe('EMAIL_TAKEN');
    });

    it('gives one account when the same e-mail registers twice at once', async () => {
      const email = uniqueEmail('race');
      const attempts = await Promise.all(
        [1, 2, 3].map(() => createHttpSession(server.url).post('/api/auth/register', { email, password: PASSWORD, firstName: 'R' })),
      );
      expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      const rows = await server.deps.db('users').where({ email });
      expect(rows).toHaveLength(1);
    });

    it('answers 400 with a clear code for a body that is not JSON', async () => {
      const http = createHttpSession(server.url);
      const res = await http.post('/api/auth/register', '{"email": ', { 'Content-Type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.json.error?.code).toBe('BAD_REQUEST');
    });
  });

  describe('login', () => {
    it('signs in with the right password and issues a new token each time', async () => {
      const { email, http: first } = await registered('login');
      const firstToken = first.cookies.get('vb_session');
      const http = createHttpSession(server.url);
      const res = await http.post('/api/auth/login', { email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.json.user).toMatchObject({ email });
      expect(http.cookies.get('vb_session')).not.toBe(firstToken);
      // Signing in again in the same browser replaces the old session.
      const before = http.cookies.get('vb_session');
      await http.post('/api/auth/login', { email, password: PASSWORD });
      const after = http.cookies.get('vb_session');
      expect(after).not.toBe(before);
      const stale = createHttpSession(server.url);
      stale.cookies.set('vb_session', before ?? '');
      expect((await stale.get('/api/auth/user')).json).toBeNull();
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const { email } = await registered('wrong');
      const http = createHttpSession(server.url);
      const wrong = await http.post('/api/auth/login', { email, password: 'not the password' });
      const unknown = await http.post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'not the password' });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.json.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      }
      expect(http.cookies.has('vb_session')).toBe(false);
    });

    it('names missing fields', async () => {
      const res = await createHttpSession(server.url).post('/api/auth/login', {});
      expect(res.status).toBe(400);
      const fields = errorFields(res.json);
      expect(fields).toEqual(['email', 'password']);
    });

    it('limits failed attempts per account with 429 and Retry-After, and lets the wait run out', async () => {
      const { email } = await registered('throttle');
      const http = createHttpSession(server.url);
      for (let i = 0; i < 3; i++) expect((await http.post('/api/auth/login', { email, password: 'bad password' })).status).toBe(401);
      const limited = await http.post('/api/auth/login', { email, password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.json.error?.code).toBe('RATE_LIMITED');
      const retryAfter = Number(limited.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The counters run on the system clock (the database is shared by processes), so that one moves too.
      clock.advance(15 * 60_000 + 1000);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1000 });
      try {
        expect((await http.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    });

    it('a good password clears the account failures', async () => {
      const { email } = await registered('clears');
      const http = createHttpSession(server.url);
      for (let i = 0; i < 2; i++) await http.post('/api/auth/login', { email, password: 'bad password' });
      expect((await http.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      for (let i = 0; i < 2; i++) await http.post('/api/auth/login', { email, password: 'bad password' });
      expect((await http.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('the session', () => {
    it('GET /api/auth/user answers null, not an error, when signed out', async () => {
      // Asking who is signed in is no failure when nobody is: a 401 made every signed-out page log an error.
      const res = await createHttpSession(server.url).get('/api/auth/user');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.text).toBe('null');
    });

    it('GET /api/user answers the user, 401 when signed out', async () => {
      const { http, email } = await registered('refresh');
      expect((await http.get('/api/user')).json.email).toBe(email);
      expect((await createHttpSession(server.url).get('/api/user')).status).toBe(401);
    });

    it('post-login answers a message and where to go', async () => {
      const { http } = await registered('post');
      const res = await http.get('/api/auth/post-login');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Welcome, Ada!', redirectTo: '/' });
      expect((await createHttpSession(server.url).get('/api/auth/post-login')).status).toBe(401);
    });

    it('GET /api/logout ends the session and redirects home', async () => {
      const { http } = await registered('logout');
      const token = http.cookies.get('vb_session');
      const res = await http.get('/api/logout');
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/');
      expect(http.cookies.has('vb_session')).toBe(false);
      const replay = createHttpSession(server.url);
      replay.cookies.set('vb_session', token ?? '');
      expect((await replay.get('/api/auth/user')).json).toBeNull();
    });

    it('POST /api/auth/logout ends the session for API clients', async () => {
      const { http } = await registered('apilogout');
      expect((await http.post('/api/auth/logout')).status).toBe(204);
      expect((await http.get('/api/auth/user')).json).toBeNull();
    });

    it('expires after the idle timeout', async () => {
      const { http } = await registered('idle');
      clock.advance(59 * 60_000);
      expect((await http.get('/api/auth/user')).json).not.toBeNull(); // activity renews the idle window
      clock.advance(59 * 60_000);
      expect((await http.get('/api/auth/user')).json).not.toBeNull();
      clock.advance(61 * 60_000);
      const res = await http.get('/api/auth/user');
      expect(res.json).toBeNull();
      expect(http.cookies.has('vb_session')).toBe(false);
    });

    it('expires after the absolute timeout even when active', async () => {
      const { http } = await registered('absolute');
      for (let hour = 0; hour < 47; hour++) {
        clock.advance(59 * 60_000);
        expect((await http.get('/api/auth/user')).json).not.toBeNull();
      }
      clock.advance(2 * 60 * 60_000);
      expect((await http.get('/api/auth/user')).json).toBeNull();
    });

    it('ignores a forged cookie', async () => {
      const http = createHttpSession(server.url);
      http.cookies.set('vb_session', 'A'.repeat(43));
      expect((await http.get('/api/auth/user')).json).toBeNull();
    });
  });

  describe('cross-site requests', () => {
    it('refuses a cookie-authenticated POST from another origin', async () => {
      const { http } = await registered('csrf');
      const res = await http.post('/api/auth/logout', undefined, { Origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(res.json.error?.code).toBe('ORIGIN_MISMATCH');
      expect((await http.get('/api/auth/user')).json).not.toBeNull();
    });

    it('refuses a cross-site fetch that sends no Origin', async () => {
      const { http } = await registered('csrf2');
      const res = await http.post('/api/auth/logout', undefined, { 'Sec-Fetch-Site': 'cross-site' });
      expect(res.status).toBe(403);
    });

    it('accepts our own origin, and clients that send none (curl)', async () => {
      const { http } = await registered('csrf3');
      expect((await http.post('/api/auth/login', { email: 'x@example.com', password: 'whatever1' }, { Origin: server.url })).status).toBe(
        401,
      );
      expect((await http.post('/api/auth/logout')).status).toBe(204);
    });
  });

  describe('answers', () => {
    it('GET /api/health answers ok', async () => {
      const res = await createHttpSession(server.url).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'ok' });
    });

    it('an unknown API path answers a JSON 404', async () => {
      const res = await createHttpSession(server.url).get('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.json.error?.code).toBe('NOT_FOUND');
    });

    it('sends security headers', async () => {
      const res = await createHttpSession(server.url).get('/api/health');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(res.headers.get('X-Request-Id')).toMatch(/[0-9a-f-]{36}/);
    });
  });
});
