import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookUpPlace } from '../services/analytics/look-up-place';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { type SignedUpSession, signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const MINUTE_MS = 60_000;
const ADMIN_EMAIL = 'analytics.chief@example.com';
/** Public addresses whose country the shipped database knows (Google's resolver; a London block). */
const US_ADDRESS = '8.8.8.8';
const GB_ADDRESS = '81.2.69.142';

const from = (address: string) => ({ 'X-Forwarded-For': address });

describe.each(testDatabases())('analytics on %s', (database) => {
  const clock = manualClock(new Date('2026-11-27T09:00:00Z'));
  let server: TestServer;
  let admin: HttpSession;

  beforeAll(async () => {
    // Behind a proxy, X-Forwarded-For names the client: each request can come from the address a test gives it.
    server = await startTestServer({ database, now: clock.now, env: { TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = createHttpSession(server.url);
    const registered = await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: 'password123', firstName: 'Chief' });
    // The listed address becomes an admin once its owner follows the verification link, not at sign-up.
    expect((registered.json.user as { role: string }).role).toBe('user');
    await verifyEmailOf(server, ADMIN_EMAIL);
    expect((await admin.get('/api/auth/user')).json.role).toBe('admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  async function startSession(user: SignedUpSession, address?: string, timezone = 'Europe/Paris'): Promise<string> {
    const res = await user.http.post('/api/analytics/session', { timezone }, address ? from(address) : {});
    expect(res.status).toBe(201);
    return String(res.json.sessionId);
  }

  const pageview = (user: SignedUpSession, sessionId: string, page: string, title = '', referrer = '') =>
    user.http.post('/api/analytics/pageview', { sessionId, page, title, referrer });
  const sessionRow = (id: string) => server.deps.db('analytics_sessions').where({ id }).first();

  it('refuses every analytics call when signed out', async () => {
    const visitor = createHttpSession(server.url);
    const calls = [
      visitor.post('/api/analytics/session', { timezone: 'UTC' }),
      visitor.post('/api/analytics/pageview', { sessionId: randomUUID(), page: '/' }),
      visitor.post('/api/analytics/end-session', { sessionId: randomUUID() }),
      visitor.post('/api/track-location', {}),
      visitor.get('/api/admin/analytics/realtime'),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it("places a visit by the client's address behind the proxy, and keeps the place but never the address", async () => {
    const user = await signedUpSession(server, 'placed');
    const sessionId = await startSession(user, US_ADDRESS, 'America/New_York');
    const row = await sessionRow(sessionId);
    expect(row).toMatchObject({ userId: user.userId, timezone: 'America/New_York', country: 'United States', countryCode: 'US' });
    // The database installed by default knows countries; cities come with the optional city database.
    expect(row.city).toBeNull();
    expect(row.endedAt).toBeNull();

    await pageview(user, sessionId, '/dashboard', 'Dashboard', 'https://search.example/');
    const stored = JSON.stringify([
      await server.deps.db('analytics_sessions').where({ userId: user.userId }),
      await server.deps.db('page_views').where({ userId: user.userId }),
    ]);
    expect(stored).not.toContain(US_ADDRESS);
    expect(stored).toContain('https://search.example/');
  });

  it('gives a visit from a loopback address no place', async () => {
    const user = await signedUpSession(server, 'local');
    const row = await sessionRow(await startSession(user));
    expect(row).toMatchObject({ country: null, countryCode: null, city: null });
  });

  it("records page views and ends visits only on the caller's own visits (else 404)", async () => {
    const owner = await signedUpSession(server, 'owner');
    const stranger = await signedUpSession(server, 'stranger');
    const sessionId = await startSession(owner);

    for (const res of [
      await pageview(stranger, sessionId, '/billing'),
      await stranger.http.post('/api/analytics/end-session', { sessionId }),
      await pageview(owner, randomUUID(), '/billing'),
      await pageview(owner, 'not-a-session-id', '/billing'),
      await owner.http.post('/api/analytics/end-session', { sessionId: 'not-a-session-id' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error?.code).toBe('NOT_FOUND');
    }
    expect(await server.deps.db('page_views').where({ sessionId })).toEqual([]);

    const viewed = await pageview(owner, sessionId, '/transcriptions', 'Transcriptions', 'https://verbatim.example/');
    expect(viewed.status).toBe(200);
    expect(viewed.json).toEqual({ success: true });
    expect(await server.deps.db('page_views').where({ sessionId }).select('userId', 'page', 'title', 'referrer')).toEqual([
      { userId: owner.userId, page: '/transcriptions', title: 'Transcriptions', referrer: 'https://verbatim.example/' },
    ]);
  });

  it('ends a visit, and a page view after it (a reload) carries the visit on', async () => {
    const user = await signedUpSession(server, 'reloader');
    const sessionId = await startSession(user);
    clock.advance(MINUTE_MS);
    const ended = await user.http.post('/api/analytics/end-session', { sessionId });
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ success: true });
    expect((await sessionRow(sessionId)).endedAt).not.toBeNull();

    clock.advance(1000);
    expect((await pageview(user, sessionId, '/')).status).toBe(200);
    const row = await sessionRow(sessionId);
    expect(row.endedAt).toBeNull();
    expect(new Date(row.lastSeenAt).getTime()).toBe(clock.now().getTime());
  });

  it('refuses a page that is not a path and a missing time zone', async () => {
    const user = await signedUpSession(server, 'invalid');
    const sessionId = await startSession(user);
    expect((await pageview(user, sessionId, 'https://elsewhere.example/')).status).toBe(400);
    expect((await user.http.post('/api/analytics/session', {})).status).toBe(400);
  });

  it("answers track-location from the server's own lookup and records it on the caller's latest visit", async () => {
    const user = await signedUpSession(server, 'tracked');
    const earlier = await startSession(user);
    clock.advance(1000);
    const latest = await startSession(user);

    const res = await user.http.post(
      '/api/track-location',
      { timezone: 'America/Chicago', ipAddress: '1.2.3.4', country: 'Atlantis' },
      from(US_ADDRESS),
    );
    expect(res.status).toBe(200);
    const place = await lookUpPlace('shipped', US_ADDRESS);
    expect(res.json).toEqual({
      ipAddress: null,
      country: 'United States',
      countryCode: 'US',
      region: place?.region,
      city: place?.city,
      latitude: place?.latitude,
      longitude: place?.longitude,
      timezone: 'America/Chicago',
      isp: null,
    });
    expect(await sessionRow(latest)).toMatchObject({
      country: 'United States',
      countryCode: 'US',
      city: place?.city,
      timezone: 'America/Chicago',
    });
    expect(await sessionRow(earlier)).toMatchObject({ country: null, timezone: 'Europe/Paris' });

    const nowhere = await user.http.post('/api/track-location', {});
    expect(nowhere.json).toMatchObject({ ipAddress: null, country: null, countryCode: null, city: null });
    expect(await sessionRow(latest)).toMatchObject({ countryCode: 'US' });
  });

  it('shows the realtime figures to admins only', async () => {
    const user = await signedUpSession(server, 'curious');
    const res = await user.http.get('/api/admin/analytics/realtime');
    expect(res.status).toBe(403);
    expect(res.json.error?.code).toBe('FORBIDDEN');
  });

  it('counts the realtime figures from the visits and page views made through the API', async () => {
    // The other tests' visits are over an hour old by the time these are made.
    clock.advance(3 * 60 * MINUTE_MS);
    const t0 = clock.now().getTime();
    const at = (minutes: number) => {
      const target = t0 + minutes * MINUTE_MS;
      clock.advance(target - clock.now().getTime());
    };
    const alice = await signedUpSession(server, 'alice');
    const bob = await signedUpSession(server, 'bob');
    const erin = await signedUpSession(server, 'erin');
    const carol = await signedUpSession(server, 'carol');
    const emailOf = async (user: SignedUpSession) => String((await server.deps.db('users').where({ id: user.userId }).first()).email);

    // Carol browsed two hours before: among the newest views, but not in the last hour's figures.
    at(-120);
    const c1 = await startSession(carol, US_ADDRESS);
    for (const [i, page] of ['/settings', '/faq', '/pricing', '/blog', '/contact'].entries()) {
      at(-120 + i / 10);
      await pageview(carol, c1, page);
    }
    at(0);
    const a1 = await startSession(alice, US_ADDRESS);
    await pageview(alice, a1, '/');
    at(1);
    await pageview(alice, a1, '/transcriptions');
    at(1.25);
    const b1 = await startSession(bob, GB_ADDRESS);
    await pageview(bob, b1, '/');
    at(2);
    const a2 = await startSession(alice, US_ADDRESS); // a second tab
    await pageview(alice, a2, '/');
    at(2.25);
    await pageview(bob, b1, '/billing');
    at(3);
    const e1 = await startSession(erin, US_ADDRESS);
    await pageview(erin, e1, '/');
    at(3.25);
    expect((await bob.http.post('/api/analytics/end-session', { sessionId: b1 })).status).toBe(200);
    at(4);
    await pageview(erin, e1, '/faq');
    at(4.5);

    const res = await admin.get('/api/admin/analytics/realtime');
    expect(res.status).toBe(200);
    const gb = (await lookUpPlace('shipped', GB_ADDRESS))?.country;
    expect(gb).toEqual(expect.any(String));
    const minutesAt = (minutes: number) => new Date(t0 + minutes * MINUTE_MS).toISOString();
    const erinRow = await sessionRow(e1);
    const aliceRow = await sessionRow(a2);
    expect(res.json).toEqual({
      // Alice (two tabs) and Erin; Bob left.
      activeUsers: 2,
      // Alice 3, Bob 2, Erin 2; Carol's are two hours old.
      totalPageViews: 7,
      // a1 1 minute, a2 0, b1 2 (to its end), e1 1.
      averageSessionDuration: 1,
      topCountries: [
        { country: 'United States', users: 2 },
        { country: gb, users: 1 },
      ],
      topPages: [
        // /, where every view was made, counts under the dashboard's route.
        { page: '/dashboard', views: 4 },
        { page: '/billing', views: 1 },
        { page: '/faq', views: 1 },
        { page: '/transcriptions', views: 1 },
      ],
      activeUserDetails: [
        {
          id: e1,
          userId: erin.userId,
          userEmail: await emailOf(erin),
          city: erinRow.city,
          country: 'United States',
          totalPageViews: 2,
          lastActiveAt: minutesAt(4),
        },
        {
          id: a2,
          userId: alice.userId,
          userEmail: await emailOf(alice),
          city: aliceRow.city,
          country: 'United States',
          totalPageViews: 3,
          lastActiveAt: minutesAt(2),
        },
      ],
      recentPageViews: [
        { page: '/faq', country: 'United States', timestamp: minutesAt(4) },
        { page: '/', country: 'United States', timestamp: minutesAt(3) },
        { page: '/billing', country: gb, timestamp: minutesAt(2.25) },
        { page: '/', country: 'United States', timestamp: minutesAt(2) },
        { page: '/', country: gb, timestamp: minutesAt(1.25) },
        { page: '/transcriptions', country: 'United States', timestamp: minutesAt(1) },
        { page: '/', country: 'United States', timestamp: minutesAt(0) },
        { page: '/contact', country: 'United States', timestamp: minutesAt(-119.6) },
        { page: '/blog', country: 'United States', timestamp: minutesAt(-119.7) },
        { page: '/pricing', country: 'United States', timestamp: minutesAt(-119.8) },
      ].map((view) => ({ id: expect.any(String), ...view })),
    });
  });

  it('counts popular pages by route: every transcript is one page, and /, /dashboard and /upload one Dashboard', async () => {
    // The earlier views are over an hour old by then.
    clock.advance(3 * 60 * MINUTE_MS);
    const user = await signedUpSession(server, 'routes');
    const sessionId = await startSession(user, US_ADDRESS);
    const pages = [
      '/',
      '/dashboard',
      '/upload',
      `/transcriptions/${randomUUID()}`,
      `/transcriptions/${randomUUID()}`,
      `/transcriptions/${randomUUID()}?tab=summary`,
      '/transcriptions',
      '/settings/developer',
      '/no/such/page',
    ];
    for (const page of pages) expect((await pageview(user, sessionId, page)).status).toBe(200);
    const res = await admin.get('/api/admin/analytics/realtime');
    expect(res.status).toBe(200);
    expect(res.json.topPages).toEqual([
      { page: '/dashboard', views: 3 },
      { page: '/transcriptions/:id', views: 3 },
      { page: '*', views: 1 },
      { page: '/settings/developer', views: 1 },
      { page: '/transcriptions', views: 1 },
    ]);
  });
});
