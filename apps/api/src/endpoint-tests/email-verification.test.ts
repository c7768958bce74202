import { randomUUID } from 'node:crypto';
import type { AdminAuditLogPage } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BEING_DELETED_NO_LINK, ACCOUNT_DISABLED_NO_LINK } from '../services/auth/email-verification/send-verification-link';
import { promoteAdminEmails } from '../services/users/set-user-role';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { queuedVerificationText, verificationTokenIn } from '../test-support/verify-email';
import { resetTokenIn, waitForMail } from '../test-support/wait-for-mail';

const ADMIN_EMAIL = 'verify.chief@example.com';
const PASSWORD = 'password123';
const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

describe.each(endpointTestDatabases())('e-mail verification on %s', (database) => {
  const clock = manualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      now: clock.now,
      // Sessions outlive the links, so that a test can let a link expire and go on in the same session.
      env: { ADMIN_EMAILS: ADMIN_EMAIL, EMAIL_VERIFICATION_MAX_PER_ACCOUNT: '3', SESSION_IDLE_TIMEOUT_MINUTES: String(14 * 24 * 60) },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function signUp(email: string): Promise<{ http: HttpSession; user: Record<string, unknown> }> {
    const http = createHttpSession(server.url);
    const res = await http.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Vera' });
    expect(res.status).toBe(201);
    return { http, user: res.json.user as Record<string, unknown> };
  }
  const linkToken = async (email: string) => verificationTokenIn(await queuedVerificationText(server.deps.db, email));
  const me = async (http: HttpSession) => (await http.get('/api/auth/user')).json;
  const queuedMailsTo = async (email: string) =>
    (
      (await server.deps.db('jobs').where({ type: 'mail.send' }).whereRaw("payload->>'to' = ?", [email]).select('payload')) as Array<{
        payload: { subject: string };
      }>
    )
      // The queue keeps no insertion order a test may rely on; the subjects are what matter.
      .map((row) => row.payload.subject)
      .sort();

  it('gives an ADMIN_EMAILS address no role at sign-up, and the admin role once its owner follows the e-mailed link', async () => {
    // Whoever registers the address first, in any case, proves nothing by it.
    const { http, user } = await signUp('Verify.Chief@Example.com');
    expect(user).toMatchObject({ email: ADMIN_EMAIL, role: 'user', emailVerified: false });
    expect((await http.get('/api/admin/users')).status).toBe(403);

    const text = await queuedVerificationText(server.deps.db, ADMIN_EMAIL);
    expect(text).toContain(`${server.url}/verify-email?token=`);
    expect(text).toContain('The link works once, for 7 days');
    const token = verificationTokenIn(text);
    // Only the token's hash is kept.
    expect(await server.deps.db('email_verification_tokens').where({ id: token })).toHaveLength(0);

    // The mailbox may be read on another device: the link needs no session.
    const verified = await createHttpSession(server.url).post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ message: `Your e-mail address ${ADMIN_EMAIL} is verified.` });
    expect(await me(http)).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await http.get('/api/admin/users')).status).toBe(200);

    // Opening the link again (a mail program's scanner, a second click) changes nothing and says the same.
    const again = await createHttpSession(server.url).post('/api/auth/verify-email', { token });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(verified.json);
  });

  it('shows the admin users table which accounts are unverified', async () => {
    const admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(200);
    const pending = await signedUpSession(server, 'pending', { verified: false });
    const proven = await signedUpSession(server, 'proven');
    const list = async (q: string) =>
      ((await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json.items as Array<{ emailVerified: boolean }>)[0];
    expect(await list(pending.email)).toMatchObject({ emailVerified: false });
    expect(await list(proven.email)).toMatchObject({ emailVerified: true });
  });

  it('refuses a made-up, an expired and a replaced link, and verifies with the newest one', async () => {
    const email = uniqueEmail('links');
    const { http } = await signUp(email);
    const invalid = { code: 'INVALID_VERIFICATION_TOKEN', message: 'This verification link is invalid or has expired.' };
    const madeUp = await createHttpSession(server.url).post('/api/auth/verify-email', { token: 'made-up' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.json.error).toEqual(invalid);

    const first = await linkToken(email);
    const resent = await http.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(200);
    expect(resent.json.message).toBe(
      `We have sent a new verification link to ${email}. It works for 7 days; links sent before no longer work.`,
    );
    const second = await linkToken(email);
    expect(second).not.toBe(first);
    const replaced = await createHttpSession(server.url).post('/api/auth/verify-email', { token: first });
    expect(replaced.status).toBe(400);
    expect(replaced.json.error).toEqual(invalid);

    clock.advance(7 * DAY_MS + 1000);
    try {
      const expired = await createHttpSession(server.url).post('/api/auth/verify-email', { token: second });
      expect(expired.status).toBe(400);
      expect(expired.json.error).toEqual(invalid);
      expect(await me(http)).toMatchObject({ emailVerified: false });

      expect((await http.post('/api/auth/verify-email/resend')).status).toBe(200);
      expect((await createHttpSession(server.url).post('/api/auth/verify-email', { token: await linkToken(email) })).status).toBe(200);
      expect(await me(http)).toMatchObject({ emailVerified: true, role: 'user' });
    } finally {
      clock.advance(-(7 * DAY_MS + 1000));
    }
  });

  it('limits how often one account asks for another link, and refuses one for a verified address', async () => {
    expect((await createHttpSession(server.url).post('/api/auth/verify-email/resend')).status).toBe(401);
    const { http, email } = await signedUpSession(server, 'resend', { verified: false });
    for (let i = 0; i < 3; i++) expect((await http.post('/api/auth/verify-email/resend')).status).toBe(200);
    const limited = await http.post('/api/auth/verify-email/resend');
    expect(limited.status).toBe(429);
    expect(limited.json.error?.message).toBe(
      'We have sent several verification links lately. Please check your inbox, or wait a while and try again.',
    );
    expect(await queuedMailsTo(email)).toEqual(Array(4).fill('Verify your e-mail address for Verbatim'));

    const verified = await signedUpSession(server, 'resend-verified');
    const refused = await verified.http.post('/api/auth/verify-email/resend');
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toBe('Your e-mail address is already verified.');
  });

  it("lets an admin send an unverified account a new link: audited, the older links stop, and the owner's limit counts both", async () => {
    const admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(200);
    const pending = await signedUpSession(server, 'admin-resend', { verified: false });
    const resend = (http: HttpSession, id = pending.userId) => http.post(`/api/admin/users/${id}/verification-email`);

    expect((await resend(createHttpSession(server.url))).status).toBe(401);
    const member = await signedUpSession(server, 'admin-resend-member');
    const forbidden = await resend(member.http);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.error?.code).toBe('FORBIDDEN');
    expect((await resend(admin, randomUUID())).status).toBe(404);
    expect((await resend(admin, 'not-an-id')).status).toBe(404);

    const first = await linkToken(pending.email);
    const sent = await resend(admin);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toEqual({
      success: true,
      message: `A new verification link was sent to ${pending.email}. It works for 7 days; links sent before no longer work.`,
    });
    const second = await linkToken(pending.email);
    expect(second).not.toBe(first);
    expect((await createHttpSession(server.url).post('/api/auth/verify-email', { token: first })).status).toBe(400);

    const [entry] = ((await admin.get('/api/admin/audit-log?limit=1')).json as unknown as AdminAuditLogPage).items;
    expect(entry).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      action: 'user.resend_verification',
      targetType: 'user',
      targetId: pending.userId,
      details: { email: pending.email },
    });

    // One allowance per account (3 here), whoever asks: the owner's resend and the admin's use it up together.
    expect((await pending.http.post('/api/auth/verify-email/resend')).status).toBe(200);
    expect((await resend(admin)).status).toBe(200);
    const limited = await resend(admin);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.json.error?.message).toBe(
      `${pending.email} has been sent several verification links lately. Please wait a while before sending another.`,
    );
    expect((await pending.http.post('/api/auth/verify-email/resend')).status).toBe(429);
    expect(await queuedMailsTo(pending.email)).toEqual(Array(4).fill('Verify your e-mail address for Verbatim'));

    expect((await createHttpSession(server.url).post('/api/auth/verify-email', { token: await linkToken(pending.email) })).status).toBe(
      200,
    );
    const verified = await resend(admin);
    expect(verified.status).toBe(409);
    expect(verified.json.error?.message).toBe('Your e-mail address is already verified.');
  });

  it('sends no link to an account that is disabled or scheduled for deletion', async () => {
    const admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(200);

    const disabled = await signedUpSession(server, 'resend-disabled', { verified: false });
    expect((await admin.post(`/api/admin/users/${disabled.userId}/disabled`, { disabled: true })).status).toBe(200);
    const refused = await admin.post(`/api/admin/users/${disabled.userId}/verification-email`);
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toBe(ACCOUNT_DISABLED_NO_LINK);
    expect(await queuedMailsTo(disabled.email)).toEqual(['Verify your e-mail address for Verbatim']);

    const leaving = await signedUpSession(server, 'resend-leaving', { verified: false });
    await server.deps
      .db('users')
      .where({ id: leaving.userId })
      .update({ deletionScheduledFor: new Date(clock.now().getTime() + DAY_MS) });
    const leavingRefused = await admin.post(`/api/admin/users/${leaving.userId}/verification-email`);
    expect(leavingRefused.status).toBe(409);
    expect(leavingRefused.json.error?.message).toBe(ACCOUNT_BEING_DELETED_NO_LINK);
    expect(await queuedMailsTo(leaving.email)).toEqual(['Verify your e-mail address for Verbatim']);
  });

  it('sends no account e-mail to an unverified address, and sends them once it is verified', async () => {
    const pending = await signedUpSession(server, 'quiet', { verified: false });
    const changed = await pending.http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'another password' });
    expect(changed.status).toBe(200);
    expect(await queuedMailsTo(pending.email)).toEqual(['Verify your e-mail address for Verbatim']);

    const proven = await signedUpSession(server, 'heard');
    expect(
      (await proven.http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'another password' })).status,
    ).toBe(200);
    expect(await queuedMailsTo(proven.email)).toEqual(['Verify your e-mail address for Verbatim', 'Your Verbatim password was changed']);
  });

  it('counts a followed password reset link as proof of the address', async () => {
    const { http, email } = await signedUpSession(server, 'reset', { verified: false });
    expect((await createHttpSession(server.url).post('/api/auth/forgot-password', { email })).status).toBe(200);
    const token = resetTokenIn(await waitForMail(server.deps.db, email));
    expect((await createHttpSession(server.url).post('/api/auth/reset-password', { token, password: 'a new password' })).status).toBe(200);
    // The reset signed everyone out, whoever had chosen the old password.
    expect((await http.get('/api/auth/user')).json).toBeNull();
    const owner = createHttpSession(server.url);
    const signedIn = await owner.post('/api/auth/login', { email, password: 'a new password' });
    expect((signedIn.json.user as { emailVerified: boolean }).emailVerified).toBe(true);
  });

  it('makes only verified ADMIN_EMAILS accounts admins at start', async () => {
    const unproven = await signedUpSession(server, 'start-unproven', { verified: false });
    const proven = await signedUpSession(server, 'start-proven');
    expect(await promoteAdminEmails(server.deps.db, [unproven.email, proven.email])).toBe(1);
    expect(await me(unproven.http)).toMatchObject({ role: 'user' });
    expect(await me(proven.http)).toMatchObject({ role: 'admin' });
  });

  it('answers who is signed in without an error status', async () => {
    // Nobody signed in is an answer, not a failure: a 401 here made every signed-out page log an error.
    const signedOut = await createHttpSession(server.url).get('/api/auth/user');
    expect(signedOut.status).toBe(200);
    expect(signedOut.text).toBe('null');

    const { http, userId } = await signedUpSession(server, 'session');
    const signedIn = await http.get('/api/auth/user');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ id: userId, emailVerified: true });

    // A cookie whose session has ended is nobody too, and the stale cookie is cleared.
    const token = http.cookies.get('vb_session') ?? '';
    expect((await http.post('/api/auth/logout')).status).toBe(204);
    const stale = createHttpSession(server.url);
    stale.cookies.set('vb_session', token);
    const ended = await stale.get('/api/auth/user');
    expect(ended.status).toBe(200);
    expect(ended.json).toBeNull();
    expect(stale.cookies.has('vb_session')).toBe(false);
  });
});
