import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessRefusalSchema, SECRET_KEY_PATTERN } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, tooLongForFreeMessage } from '../services/access/assert-can-transcribe';
import { completeTranscription } from '../services/transcriptions/complete-transcription';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { type SignedUpSession, signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

/** Requests of at most this many per key and window pass: enough for each test's own key, and a limit one test can reach. */
const KEY_REQUESTS_PER_WINDOW = 12;

interface Answer {
  status: number;
  headers: Headers;
  json: { error?: { code?: string; message?: string } } & Record<string, unknown>;
}

let dir: string;
let wav: Buffer;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-api-keys-'));
  wav = makeToneWav(join(dir, 'tone.wav'), 2);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// On PostgreSQL as well as PGlite, unlike most endpoint suites: every request with a key looks it up, checks its
// owner and records its use in the database, and revocation must hold across the pool's connections at once.
describe.each(testDatabases())('secret API keys on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RUN_WORKER: 'false', API_KEY_MAX_REQUESTS: String(KEY_REQUESTS_PER_WINDOW), API_KEY_WINDOW_MINUTES: '60' },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A request as a backend sends it: plain fetch, the key in the header, no cookie and no Origin. */
  async function withKey(key: string, method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Authorization: `Bearer ${key}`, ...init.headers };
    let body: string | FormData | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : {} } as Answer;
  }

  const makeKey = async (http: HttpSession, scopes: string[], name = 'Backend') => {
    const created = await http.post('/api/api-keys', { name, scopes });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json as { id: string; key: string; scopes: string[] };
  };

  const uploadForm = () => {
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'tone.wav');
    return form;
  };

  /** A transcription in the account, uploaded with its session. */
  async function uploadWithSession(user: SignedUpSession): Promise<string> {
    const res = await user.http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: uploadForm() });
    expect(res.status).toBe(201);
    return String(((await res.json()) as { transcriptionId: string }).transcriptionId);
  }

  describe('the owner', () => {
    it('makes a key shown once, kept only as a hash, and lists it by prefix, scopes and use', async () => {
      const { http } = await signedUpSession(server, 'apikeys');
      const created = await http.post('/api/api-keys', { name: 'Billing backend', scopes: ['ai', 'transcriptions:read', 'ai'] });
      expect(created.status).toBe(201);
      const key = String(created.json.key);
      expect(key).toMatch(SECRET_KEY_PATTERN);
      expect(created.json).toMatchObject({ name: 'Billing backend', scopes: ['transcriptions:read', 'ai'] });
      const id = String(created.json.id);
      const secretPart = key.slice(key.lastIndexOf('_') + 1);

      const row = await server.deps.db('api_keys').where({ keyId: id }).first();
      expect(JSON.stringify(row)).not.toContain(secretPart);

      const listed = await http.get('/api/api-keys');
      expect(listed.status).toBe(200);
      expect(listed.text).not.toContain(secretPart);
      expect(listed.json.items).toEqual([
        {
          id,
          name: 'Billing backend',
          prefix: `vbsk_${id}_…`,
          scopes: ['transcriptions:read', 'ai'],
          createdAt: created.json.createdAt,
          lastUsedAt: null,
        },
      ]);

      expect((await withKey(key, 'GET', '/api/transcriptions')).status).toBe(200);
      const used = (await http.get('/api/api-keys')).json.items as Array<{ lastUsedAt: string | null }>;
      expect(used[0]?.lastUsedAt).not.toBeNull();
    });

    it('refuses unknown or missing scopes, blank names and control characters, and callers who are not signed in', async () => {
      const { http } = await signedUpSession(server, 'apikeys');
      const bodies = [
        { name: 'x', scopes: ['admin'] },
        { name: 'x', scopes: [] },
        { name: 'x' },
        { name: '  ', scopes: ['ai'] },
        { name: 'bad\u0007name', scopes: ['ai'] },
        { name: 'x', scopes: 'ai' },
      ];
      for (const body of bodies) {
        const res = await http.post('/api/api-keys', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.error?.code).toBe('VALIDATION_FAILED');
      }
      expect((await http.get('/api/api-keys')).json.items).toEqual([]);
      expect((await createHttpSession(server.url).post('/api/api-keys', { name: 'x', scopes: ['ai'] })).status).toBe(401);
    });
  });

  describe('a request with a key', () => {
    it('uploads into its owner’s account with no cookie and no Origin, and reads it back', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const { key } = await makeKey(owner.http, ['transcriptions:read', 'transcriptions:write']);
      const uploaded = await withKey(key, 'POST', '/api/transcriptions/upload', { body: uploadForm() });
      expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
      const id = String(uploaded.json.transcriptionId);

      const row = await server.deps.db('transcriptions').where({ id }).first();
      expect(row.userId).toBe(owner.userId);
      // The owner sees it in the app, and the key reads it.
      expect((await owner.http.get(`/api/transcriptions/${id}`)).status).toBe(200);
      const read = await withKey(key, 'GET', `/api/transcriptions/${id}`);
      expect(read.status).toBe(200);
      expect(read.json.fileName).toBe('tone.wav');
    });

    it('reaches only the endpoints its scopes name', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const id = await uploadWithSession(owner);
      const { key } = await makeKey(owner.http, ['transcriptions:read']);

      expect((await withKey(key, 'GET', '/api/transcriptions')).status).toBe(200);
      const writes = [
        ['POST', '/api/transcriptions/upload', uploadForm()],
        ['DELETE', `/api/transcriptions/${id}`, undefined],
        ['PATCH', `/api/transcriptions/${id}`, { fileName: 'renamed.wav' }],
        ['POST', `/api/transcriptions/${id}/summarize`, {}],
      ] as const;
      for (const [method, path, body] of writes) {
        const res = await withKey(key, method, path, body === undefined ? {} : { body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json.error?.code).toBe('API_KEY_REFUSED');
        expect(res.json.error?.message).toMatch(/does not have the (transcriptions:write|ai) scope/);
      }
      expect((await owner.http.get(`/api/transcriptions/${id}`)).json.fileName).toBe('tone.wav');
    });

    it('never reaches account, billing, key, admin or session endpoints, whatever its scopes', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      await server.deps.db('users').where({ id: owner.userId }).update({ role: 'admin' });
      const { key } = await makeKey(owner.http, ['transcriptions:read', 'transcriptions:write', 'ai', 'webhooks']);
      const refused = [
        ['GET', '/api/user'],
        ['GET', '/api/auth/user'],
        ['POST', '/api/auth/logout'],
        ['GET', '/api/credit-transactions'],
        ['POST', '/api/start-trial'],
        ['GET', '/api/api-keys'],
        ['POST', '/api/api-keys'],
        ['GET', '/api/publishable-keys'],
        ['GET', '/api/admin/stats'],
        ['GET', '/api/widget/config'],
      ] as const;
      for (const [method, path] of refused) {
        const res = await withKey(key, method, path, method === 'POST' ? { body: { name: 'x', scopes: ['ai'] } } : {});
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json.error).toMatchObject({ code: 'API_KEY_REFUSED', message: expect.stringContaining('Secret API keys cannot call') });
      }
      expect((await owner.http.get('/api/api-keys')).json.items).toHaveLength(1);
    });

    it('sees nothing of another account: its transcriptions answer 404 and its list holds only the owner’s', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const other = await signedUpSession(server, 'apikeys');
      const mine = await uploadWithSession(owner);
      const theirs = await uploadWithSession(other);
      const { key } = await makeKey(owner.http, ['transcriptions:read', 'transcriptions:write']);

      const list = await withKey(key, 'GET', '/api/transcriptions');
      const ids = (list.json.items as Array<{ id: string }>).map((item) => item.id);
      expect(ids).toEqual([mine]);
      expect((await withKey(key, 'GET', `/api/transcriptions/${theirs}`)).status).toBe(404);
      expect((await withKey(key, 'DELETE', `/api/transcriptions/${theirs}`)).status).toBe(404);
      expect((await other.http.get(`/api/transcriptions/${theirs}`)).status).toBe(200);
      // Nor can another account revoke the key.
      const [listed] = (await owner.http.get('/api/api-keys')).json.items as Array<{ id: string }>;
      expect((await other.http.request('DELETE', `/api/api-keys/${listed?.id}`)).status).toBe(404);
      expect((await withKey(key, 'GET', '/api/transcriptions')).status).toBe(200);
    });

    it('stops at once when revoked, saying so', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const { id, key } = await makeKey(owner.http, ['transcriptions:read']);
      expect((await withKey(key, 'GET', '/api/transcriptions')).status).toBe(200);
      const revoked = await owner.http.request('DELETE', `/api/api-keys/${id}`);
      expect(revoked.status).toBe(200);
      const refused = await withKey(key, 'GET', '/api/transcriptions');
      expect(refused.status).toBe(401);
      expect(refused.json.error).toMatchObject({ code: 'API_KEY_INVALID', message: expect.stringContaining('revoked') });
      expect((await owner.http.get('/api/api-keys')).json.items).toEqual([]);
      // Again is fine; an unknown id is 404.
      expect((await owner.http.request('DELETE', `/api/api-keys/${id}`)).status).toBe(200);
      expect((await owner.http.request('DELETE', '/api/api-keys/nosuchkeyatall00')).status).toBe(404);
    });

    it('refuses malformed and unknown keys, and a right key id with a wrong secret', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const { key } = await makeKey(owner.http, ['transcriptions:read']);
      const forged = `${key.slice(0, key.lastIndexOf('_') + 1)}${'A'.repeat(32)}`;
      for (const presented of ['vbsk_short', forged, `vbsk_${'B'.repeat(16)}_${'C'.repeat(32)}`]) {
        const res = await withKey(presented, 'GET', '/api/transcriptions');
        expect(res.status, presented).toBe(401);
        expect(res.json.error?.code).toBe('API_KEY_INVALID');
      }
    });

    it('is refused in a URL’s query, even alongside a good header', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const { key } = await makeKey(owner.http, ['transcriptions:read']);
      for (const path of [
        `/api/transcriptions?api_key=${key}`,
        `/api/transcriptions?key=${encodeURIComponent(key)}`,
        `/api/transcriptions?${key}`,
      ]) {
        const bare = await fetch(`${server.url}${path}`);
        expect(bare.status, path).toBe(403);
        const body = (await bare.json()) as Answer['json'];
        expect(body.error).toMatchObject({ code: 'API_KEY_REFUSED', message: expect.stringContaining('only in the Authorization header') });
        expect((await withKey(key, 'GET', path)).status).toBe(403);
      }
    });

    it('stops while its owner is disabled, works again once enabled, and stops for good when the owner is deleted', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const { key } = await makeKey(owner.http, ['transcriptions:read']);
      await server.deps.db('users').where({ id: owner.userId }).update({ disabledAt: new Date() });
      const refused = await withKey(key, 'GET', '/api/transcriptions');
      expect(refused.status).toBe(401);
      expect(refused.json.error).toMatchObject({ code: 'API_KEY_INVALID', message: expect.stringContaining('disabled') });

      await server.deps.db('users').where({ id: owner.userId }).update({ disabledAt: null });
      expect((await withKey(key, 'GET', '/api/transcriptions')).status).toBe(200);

      await server.deps
        .db('users')
        .where({ id: owner.userId })
        .update({ deletionScheduledFor: new Date(Date.now() + 86_400_000) });
      expect((await withKey(key, 'GET', '/api/transcriptions')).json.error?.message).toContain('being deleted');

      await server.deps.db('users').where({ id: owner.userId }).delete();
      expect((await withKey(key, 'GET', '/api/transcriptions')).status).toBe(401);
    });

    it('needs no Origin, passes a foreign one without cookies, and is checked like a browser’s with cookies', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const id = await uploadWithSession(owner);
      const { key } = await makeKey(owner.http, ['transcriptions:read', 'transcriptions:write']);
      const foreign = { Origin: 'https://attacker.example' };
      const renamed = await withKey(key, 'PATCH', `/api/transcriptions/${id}`, {
        body: { fileName: 'from-backend.wav' },
        headers: foreign,
      });
      expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
      const withCookie = await withKey(key, 'PATCH', `/api/transcriptions/${id}`, {
        body: { fileName: 'from-a-page.wav' },
        headers: { ...foreign, Cookie: 'vb_session=whatever' },
      });
      expect(withCookie.status).toBe(403);
      expect(withCookie.json.error?.code).toBe('ORIGIN_MISMATCH');
      expect((await owner.http.get(`/api/transcriptions/${id}`)).json.fileName).toBe('from-backend.wav');
    });

    it('is rate-limited per key, apart from the owner’s other keys', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const busy = await makeKey(owner.http, ['transcriptions:read'], 'Busy');
      const quiet = await makeKey(owner.http, ['transcriptions:read'], 'Quiet');
      for (let i = 0; i < KEY_REQUESTS_PER_WINDOW; i++) expect((await withKey(busy.key, 'GET', '/api/transcriptions')).status).toBe(200);
      const limited = await withKey(busy.key, 'GET', '/api/transcriptions');
      expect(limited.status).toBe(429);
      expect(limited.json.error?.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await withKey(quiet.key, 'GET', '/api/transcriptions')).status).toBe(200);
    });

    it('manages webhooks only with the webhooks scope', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const withScope = await makeKey(owner.http, ['webhooks'], 'Hooks');
      const without = await makeKey(owner.http, ['transcriptions:read'], 'Reader');
      expect((await withKey(withScope.key, 'GET', '/api/webhooks')).status).toBe(200);
      const refused = await withKey(without.key, 'GET', '/api/webhooks');
      expect(refused.status).toBe(403);
      expect(refused.json.error?.message).toContain('does not have the webhooks scope');
    });

    it('lets a publishable key through as before: a secret key is never mistaken for one', async () => {
      const owner = await signedUpSession(server, 'apikeys');
      const { key } = await makeKey(owner.http, ['transcriptions:write']);
      const res = await withKey(key, 'GET', '/api/upload-large/health', {
        headers: { Origin: 'https://site.example', 'Verbatim-Widget': 'uploader' },
      });
      expect(res.status).toBe(200);
    });
  });

  describe('an upload with a key, paid as its owner’s own', () => {
    /** What admission left on a transcription's row: how it is paid, and the credits held for it. */
    const payment = async (id: string) => {
      const row = await server.deps.db('transcriptions').where({ id }).first();
      return { userId: row.userId, paidWith: row.paidWith, reservedCredits: row.reservedCredits };
    };
    const creditsLeft = async (owner: SignedUpSession) => (await owner.http.get('/api/auth/user')).json.credits as number;

    it('uses the owner’s free allowance, shared with the owner’s own uploads, and past it is refused with the owner’s reason', async () => {
      const owner = await signedUpSession(server, 'apikeys-free');
      const { key } = await makeKey(owner.http, ['transcriptions:write']);
      const byCookie = [await uploadWithSession(owner), await uploadWithSession(owner)];
      const byKey = await withKey(key, 'POST', '/api/transcriptions/upload', { body: uploadForm() });
      expect(byKey.status, JSON.stringify(byKey.json)).toBe(201);
      const expected = { userId: owner.userId, paidWith: 'allowance', reservedCredits: 0 };
      for (const id of [...byCookie, String(byKey.json.transcriptionId)]) expect(await payment(id)).toEqual(expected);

      // The day's three are used, two by the owner and one by the key: both are now refused alike.
      const refused = await withKey(key, 'POST', '/api/transcriptions/upload', { body: uploadForm() });
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: ACCESS_MESSAGES.freeUsedUp });
      expect(accessRefusalSchema.parse((refused.json.error as { details?: unknown }).details)).toMatchObject({
        cause: 'allowance',
        creditsAvailable: 0,
      });
      const res = await owner.http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: uploadForm() });
      expect(res.status).toBe(403);
      expect(((await res.json()) as Answer['json']).error?.message).toBe(ACCESS_MESSAGES.freeUsedUp);
      expect((await owner.http.get('/api/transcriptions')).json.items).toHaveLength(3);
    });

    it('is refused a retry of a file longer than the owner’s free plan takes, saying so and naming the credits it needs', async () => {
      const owner = await signedUpSession(server, 'apikeys-length');
      const { key } = await makeKey(owner.http, ['transcriptions:write']);
      const up = await withKey(key, 'POST', '/api/transcriptions/upload', { body: uploadForm() });
      const id = String(up.json.transcriptionId);
      const longSeconds = 31 * 60;
      // As probing leaves a file it found too long: failed, its length known, nothing held.
      await server.deps
        .db('transcriptions')
        .where({ id })
        .update({ status: 'failed', durationSeconds: longSeconds, reservedCredits: 0, errorMessage: 'Too long.' });
      const retry = await withKey(key, 'POST', `/api/transcriptions/${id}/retry`);
      expect(retry.status).toBe(403);
      expect(retry.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: tooLongForFreeMessage(longSeconds, 0) });
      expect(accessRefusalSchema.parse((retry.json.error as { details?: unknown }).details)).toMatchObject({
        cause: 'length',
        creditsNeeded: 31,
        creditsAvailable: 0,
      });
    });

    it('holds and charges the owner’s credits exactly as the owner’s own upload does, and is refused once none are left', async () => {
      const owner = await signedUpSession(server, 'apikeys-paid');
      await server.deps
        .db('users')
        .where({ id: owner.userId })
        .update({ subscriptionPlan: 'basic', subscriptionStatus: 'active', subscriptionExpiresAt: new Date(Date.now() + 86_400_000) });
      await server.deps.db('credit_ledger').insert({ userId: owner.userId, amount: 2, kind: 'grant', description: 'Test credits' });
      const { key } = await makeKey(owner.http, ['transcriptions:write']);

      const byCookie = await uploadWithSession(owner);
      const up = await withKey(key, 'POST', '/api/transcriptions/upload', { body: uploadForm() });
      expect(up.status, JSON.stringify(up.json)).toBe(201);
      const byKey = String(up.json.transcriptionId);
      const held = { userId: owner.userId, paidWith: 'credits', reservedCredits: 1 };
      expect(await payment(byCookie)).toEqual(held);
      expect(await payment(byKey)).toEqual(held);
      expect(await creditsLeft(owner)).toBe(0);

      const refused = await withKey(key, 'POST', '/api/transcriptions/upload', { body: uploadForm() });
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: ACCESS_MESSAGES.noCredits });

      // Completed as the worker completes them: each is charged its minute, once, and its hold released.
      for (const id of [byCookie, byKey]) {
        await server.deps.db('transcriptions').where({ id }).update({ status: 'processing' });
        const transcript = { text: 'Hello there.', language: 'en', engine: 'local', segments: [], words: [] };
        await completeTranscription(server.deps, id, transcript, 30, async () => undefined);
      }
      const charges = await server.deps.db('credit_ledger').where({ userId: owner.userId, kind: 'charge' });
      expect(charges.map((c) => [c.transcriptionId, c.amount]).sort()).toEqual(
        [
          [byCookie, -1],
          [byKey, -1],
        ].sort(),
      );
      expect(await payment(byKey)).toMatchObject({ reservedCredits: 0 });
      expect(await creditsLeft(owner)).toBe(0);
    });
  });
});
