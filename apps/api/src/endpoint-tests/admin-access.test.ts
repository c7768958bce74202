import { randomUUID } from 'node:crypto';
import { endpoints } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const ADMIN_EMAIL = 'access.chief@example.com';

/** Every admin endpoint, each with a request that is valid apart from who sends it. */
const adminCalls = Object.values(endpoints)
  .filter((definition) => definition.access === 'admin')
  .map((definition) => ({
    name: definition.name,
    method: definition.method,
    path: `${definition.path.replace(/:[A-Za-z]+/g, () => randomUUID())}${definition.name === 'searchProduction' ? '?q=call' : ''}`,
    body:
      definition.name === 'adminGrantCredits'
        ? { credits: 5, reason: 'Test' }
        : definition.name === 'adminSetUserDisabled'
          ? { disabled: true }
          : definition.name === 'sendNewsletterIssue' || definition.name === 'previewNewsletterIssue'
            ? { subject: 'Access check', body: 'Nobody is subscribed here, so this mails nobody.' }
            : undefined,
  }));

const send = (http: HttpSession, call: (typeof adminCalls)[number]) => http.request(call.method, call.path, call.body);

describe.each(endpointTestDatabases())('who may call the admin API on %s', (database) => {
  let server: TestServer;
  let admin: HttpSession;
  let member: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ADMIN_EMAILS: ADMIN_EMAIL, RUN_WORKER: 'false' } });
    admin = createHttpSession(server.url);
    const registered = await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: 'password123', firstName: 'Chief' });
    // The listed address becomes an admin once its owner follows the verification link, not at sign-up.
    expect((registered.json.user as { role: string }).role).toBe('user');
    await verifyEmailOf(server, ADMIN_EMAIL);
    expect((await admin.get('/api/auth/user')).json.role).toBe('admin');
    member = (await signedUpSession(server, 'member')).http;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('knows every admin endpoint of the route table', () => {
    expect(adminCalls.map((call) => call.name).sort()).toEqual(
      [
        'adminGrantCredits',
        'adminResendVerificationEmail',
        'adminRetryTranscription',
        'adminSetUserDisabled',
        'downloadProductionReport',
        'getAdminStats',
        'getProductionActivity',
        'getProductionEnvironment',
        'getRealtimeAnalytics',
        'getStorageHealth',
        'getStorageHistory',
        'listAdminAuditLog',
        'listAdminUsers',
        'listPaymentAttempts',
        'listStuckTranscriptions',
        'searchProduction',
        'listNewsletterIssues',
        'previewNewsletterIssue',
        'resumeNewsletterIssue',
        'sendNewsletterIssue',
      ].sort(),
    );
  });

  it.each(adminCalls)('$method $name: 401 signed out, 403 for a signed-in user, served for an admin', async (call) => {
    const signedOut = await send(createHttpSession(server.url), call);
    expect(signedOut.status, signedOut.text).toBe(401);
    expect(signedOut.json.error?.code).toBe('UNAUTHORIZED');

    const refused = await send(member, call);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.json.error?.code).toBe('FORBIDDEN');

    // The admin gets past the role check: an answer, or a 404 for the made-up id in the path.
    const served = await send(admin, call);
    expect([200, 202, 404], `${call.method} ${call.path}: ${served.text.slice(0, 300)}`).toContain(served.status);
    const madeUpId = ['/users/', '/transcriptions/', '/newsletter/issues/'].some((part) => call.path.includes(part));
    if (!madeUpId) expect([200, 202]).toContain(served.status);
  });
});
