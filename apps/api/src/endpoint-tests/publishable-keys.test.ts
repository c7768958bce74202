import { PUBLISHABLE_KEY_PATTERN, PUBLISHABLE_KEYS_MAX, publishableKeyId } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { createKey, OTHER_SITE, SITE, widgetFetch, widgetJson } from '../test-support/widget-requests';

const signedUp = async (server: TestServer) => (await signedUpSession(server, 'keys')).http;

describe.each(endpointTestDatabases())('publishable keys on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const widget = (path: string, request: Parameters<typeof widgetJson>[2] = {}) => widgetJson(server.url, path, request);

  describe('the owner', () => {
    it('makes a key whose secret is shown once, bound to origins as browsers send them', async () => {
      const http = await signedUp(server);
      const created = await http.post('/api/publishable-keys', {
        name: 'Docs site',
        origins: ['https://Docs.Example.com', 'http://127.0.0.1:4173/', 'https://docs.example.com'],
        minutesPerDay: 30,
      });
      expect(created.status).toBe(201);
      const secret = String(created.json.secret);
      expect(secret).toMatch(PUBLISHABLE_KEY_PATTERN);
      expect(created.json.key).toMatchObject({
        id: publishableKeyId(secret),
        name: 'Docs site',
        origins: ['https://docs.example.com', 'http://127.0.0.1:4173'],
        widgets: ['uploader', 'recorder'],
        minutesPerDay: 30,
        maxFileBytes: null,
        returnText: false,
        revokedAt: null,
        lastUsedAt: null,
        minutesToday: 0,
        active: true,
      });
      const secretPart = secret.slice(secret.lastIndexOf('_') + 1);
      expect(JSON.stringify(created.json.key)).not.toContain(secretPart);

      const listed = await http.get('/api/publishable-keys');
      expect(listed.status).toBe(200);
      expect(listed.json.items).toHaveLength(1);
      expect(listed.text).not.toContain(secretPart);
      // Only the hash is stored.
      const row = await server.deps
        .db('publishable_keys')
        .where({ keyId: publishableKeyId(secret) })
        .first();
      expect(JSON.stringify(row)).not.toContain(secretPart);
    });

    it('refuses bad origins, control characters, empty lists and unknown widgets', async () => {
      const http = await signedUp(server);
      const bodies = [
        { name: 'x', origins: ['ftp://example.com'] },
        { name: 'x', origins: ['https://example.com/path'] },
        { name: 'x', origins: ['example.com'] },
        { name: 'x', origins: ['https://example.com\u0000'] },
        { name: 'bad\u0007name', origins: [SITE] },
        { name: 'x', origins: [] },
        { name: 'x', origins: [SITE], widgets: ['slideshow'] },
        { name: 'x', origins: [SITE], maxFileBytes: 10 },
      ];
      for (const body of bodies) {
        const res = await http.post('/api/publishable-keys', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.error?.code).toBe('VALIDATION_FAILED');
      }
      expect((await http.get('/api/publishable-keys')).json.items).toEqual([]);
      expect((await createHttpSession(server.url).post('/api/publishable-keys', { name: 'x', origins: [SITE] })).status).toBe(401);
    });

    it(`holds at most ${PUBLISHABLE_KEYS_MAX} active keys, and revoking one makes room`, async () => {
      const http = await signedUp(server);
      const made = [];
      for (let i = 0; i < PUBLISHABLE_KEYS_MAX; i++) made.push(await createKey(http, { name: `key ${i}`, origins: [SITE] }));
      const refused = await http.post('/api/publishable-keys', { name: 'one too many', origins: [SITE] });
      expect(refused.status).toBe(409);
      expect(refused.json.error?.code).toBe('CONFLICT');
      expect((await http.request('DELETE', `/api/publishable-keys/${made[0]?.key.id}`)).status).toBe(200);
      expect((await http.post('/api/publishable-keys', { name: 'now it fits', origins: [SITE] })).status).toBe(201);
      expect((await http.get('/api/publishable-keys')).json.items).toHaveLength(PUBLISHABLE_KEYS_MAX + 1);
    });

    it("revokes its own key (again is fine); another user's key is 404", async () => {
      const http = await signedUp(server);
      const { key } = await createKey(http, { name: 'To revoke', origins: [SITE] });
      const other = await signedUp(server);
      expect((await other.request('DELETE', `/api/publishable-keys/${key.id}`)).status).toBe(404);
      expect((await http.request('DELETE', '/api/publishable-keys/not-a-key-id')).status).toBe(404);
      const first = await http.request('DELETE', `/api/publishable-keys/${key.id}`);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ success: true });
      expect((await http.request('DELETE', `/api/publishable-keys/${key.id}`)).status).toBe(200);
      const [listed] = (await http.get('/api/publishable-keys')).json.items as Array<Record<string, unknown>>;
      expect(listed).toMatchObject({ id: key.id, active: false });
      expect(typeof listed?.revokedAt).toBe('string');
    });
  });

  describe('a widget on another site', () => {
    let owner: HttpSession;
    let secret: string;
    beforeAll(async () => {
      owner = await signedUp(server);
      secret = (await createKey(owner, { name: 'Site', origins: [SITE], maxFileBytes: 5 * 1024 * 1024, returnText: true })).secret;
    });

    it('gets its preflight answered from an origin some key names, and nothing from any other', async () => {
      const preflight = (origin: string) =>
        fetch(`${server.url}/api/widget/config`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'authorization,verbatim-widget',
          },
        });
      const allowed = await preflight(SITE);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(allowed.headers.get('access-control-allow-headers')).toContain('Verbatim-Widget');
      expect(allowed.headers.get('access-control-allow-headers')).toContain('Upload-Offset');
      expect(allowed.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(allowed.headers.get('access-control-max-age')).toBe('600');
      expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
      expect(allowed.headers.get('vary')).toMatch(/origin/i);
      const refused = await preflight(OTHER_SITE);
      expect([...refused.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    });

    it('reads its config with the key from its own origin, with CORS headers for that origin only', async () => {
      const res = await widget('/api/widget/config', { key: secret });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        widgets: ['uploader', 'recorder'],
        maxFileBytes: 5 * 1024 * 1024,
        minutesLeftToday: null,
        recordingLimitMs: 30 * 60_000,
        returnText: true,
      });
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(res.headers.get('access-control-expose-headers')).toContain('Location');
      expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const [listed] = (await owner.get('/api/publishable-keys')).json.items as Array<Record<string, unknown>>;
      expect(typeof listed?.lastUsedAt).toBe('string');
    });

    it('is refused from an origin the key does not name, with no CORS headers, and without any Origin', async () => {
      const other = await widget('/api/widget/config', { key: secret, origin: OTHER_SITE });
      expect(other.status).toBe(403);
      expect(other.json.error?.code).toBe('PUBLISHABLE_KEY_REFUSED');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const none = await widget('/api/widget/config', { key: secret, origin: null });
      expect(none.status).toBe(403);
      expect(none.json.error?.code).toBe('PUBLISHABLE_KEY_REFUSED');
      expect(none.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('is refused with a wrong secret, an unknown key or a malformed one (401), readable from a served origin', async () => {
      const wrongSecret = `${secret.slice(0, secret.lastIndexOf('_') + 1)}${'A'.repeat(32)}`;
      const unknown = `vbpk_${'B'.repeat(16)}_${'C'.repeat(32)}`;
      for (const key of [wrongSecret, unknown, 'vbpk_short', 'not-a-key']) {
        const res = await widget('/api/widget/config', { key });
        expect(res.status, key).toBe(401);
        expect(res.json.error?.code, key).toBe('PUBLISHABLE_KEY_INVALID');
        expect(res.headers.get('access-control-allow-origin'), key).toBe(SITE);
        const elsewhere = await widget('/api/widget/config', { key, origin: OTHER_SITE });
        expect(elsewhere.status, key).toBe(401);
        expect(elsewhere.headers.get('access-control-allow-origin'), key).toBeNull();
      }
    });

    it('is refused on every endpoint that is not for widgets, even with the owner’s cookies', async () => {
      const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const list = await widget('/api/transcriptions', { key: secret, headers: { Cookie: cookie } });
      expect(list.status).toBe(403);
      expect(list.json.error?.code).toBe('PUBLISHABLE_KEY_REFUSED');
      expect(list.headers.get('access-control-allow-origin')).toBe(SITE);
      expect((await widget('/api/auth/user', { key: secret, headers: { Cookie: cookie } })).status).toBe(403);
      const presign = await widget('/api/objects/upload', {
        key: secret,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ contentType: 'audio/wav' }),
      });
      expect(presign.status).toBe(403);
      expect(presign.json.error?.code).toBe('PUBLISHABLE_KEY_REFUSED');
      // Nor does a key request get a session from its cookies where a key is taken: the set-cookie is never cleared either.
      const config = await widgetFetch(server.url, '/api/widget/config', { key: secret, headers: { Cookie: cookie } });
      expect(config.status).toBe(200);
      expect(config.headers.get('set-cookie')).toBeNull();
    });

    it('needs a key on widget endpoints: a session alone is 401', async () => {
      const res = await owner.get('/api/widget/config');
      expect(res.status).toBe(401);
      expect(res.json.error?.code).toBe('PUBLISHABLE_KEY_INVALID');
      expect((await createHttpSession(server.url).get('/api/widget/transcriptions/00000000-0000-4000-8000-000000000000')).status).toBe(401);
    });

    it('names a widget the key allows', async () => {
      const recorderOnly = (await createKey(owner, { name: 'Recorder only', origins: [SITE], widgets: ['recorder'] })).secret;
      expect((await widget('/api/widget/config', { key: recorderOnly, widget: 'recorder' })).status).toBe(200);
      for (const name of ['uploader', 'slideshow', null]) {
        const res = await widget('/api/widget/config', { key: recorderOnly, widget: name });
        expect(res.status, String(name)).toBe(403);
        expect(res.json.error?.code).toBe('PUBLISHABLE_KEY_REFUSED');
        expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      }
    });

    it('stops working on the very next request once revoked', async () => {
      const made = await createKey(owner, { name: 'Short-lived', origins: [SITE] });
      expect((await widget('/api/widget/config', { key: made.secret })).status).toBe(200);
      expect((await owner.request('DELETE', `/api/publishable-keys/${made.key.id}`)).status).toBe(200);
      const res = await widget('/api/widget/config', { key: made.secret });
      expect(res.status).toBe(401);
      expect(res.json.error?.code).toBe('PUBLISHABLE_KEY_INVALID');
      expect(res.json.error?.message).toContain('revoked');
    });

    it('stops working while its owner’s account is disabled, and works again once it is enabled', async () => {
      const made = await createKey(owner, { name: 'Paused owner', origins: [SITE] });
      const ownerRow = await server.deps.db('publishable_keys').where({ keyId: made.key.id }).first('userId');
      await server.deps.db('users').where({ id: ownerRow.userId }).update({ disabledAt: new Date() });
      try {
        const res = await widget('/api/widget/config', { key: made.secret });
        expect(res.status).toBe(401);
        expect(res.json.error?.message).toContain('disabled');
      } finally {
        await server.deps.db('users').where({ id: ownerRow.userId }).update({ disabledAt: null });
      }
      expect((await widget('/api/widget/config', { key: made.secret })).status).toBe(200);
    });

    it("sees only its own key's transcriptions: another id is 404", async () => {
      const res = await widget('/api/widget/transcriptions/00000000-0000-4000-8000-000000000000', { key: secret });
      expect(res.status).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      expect((await widget('/api/widget/transcriptions/nope', { key: secret })).status).toBe(404);
    });
  });
});
