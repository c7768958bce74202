import { UNSUBSCRIBED_MESSAGES } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_SUBJECT } from '../services/mail/email-verification-email';
import { waitForJobsDone } from '../test-support/account-data-fixtures';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { type OutboxRow, resetTokenIn, waitForMail } from '../test-support/wait-for-mail';

const PASSWORD = 'password123';
const NOW = new Date('2030-12-04T10:07:00.000Z');
const WHEN = 'December 4, 2030 at 10:07 UTC';

function unsubscribeTokenIn(mail: OutboxRow): string {
  const token = /\/unsubscribe\?token=([\w%-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no unsubscribe link in: ${mail.textBody}`);
  return decodeURIComponent(token);
}

describe.each(endpointTestDatabases())('account-update e-mails on %s', (database) => {
  let server: TestServer;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function account(label: string) {
    const { http, userId } = await signedUpSession(server, label);
    const email = String((await http.get('/api/auth/user')).json.email);
    return { http, userId, email };
  }
  async function signIn(email: string, password = PASSWORD): Promise<HttpSession> {
    const http = createHttpSession(server.url);
    expect((await http.post('/api/auth/login', { email, password })).status).toBe(200);
    return http;
  }
  /** The e-mails queued to an address: the mail is queued by the request's own transaction, so this is final at once. */
  const queuedMailsTo = (email: string) =>
    server.deps
      .db('jobs')
      .where({ type: 'mail.send' })
      .whereRaw("payload->>'to' = ? and payload->>'subject' <> ?", [email, EMAIL_VERIFICATION_SUBJECT])
      .select('payload');
  const outbox = (email: string) =>
    server.deps
      .db('email_outbox')
      .where({ toAddress: email })
      .whereNot({ subject: EMAIL_VERIFICATION_SUBJECT })
      .orderBy('createdAt', 'asc');
  const html = async (email: string, subject: string) =>
    String(
      ((await server.deps.db('email_outbox').where({ toAddress: email, subject }).first('htmlBody')) as { htmlBody: string }).htmlBody,
    );

  function expectWhatToDo(mail: OutboxRow) {
    expect(mail.textBody).toContain(WHEN);
    expect(mail.textBody).toContain('If this was you, there is nothing to do.');
    expect(mail.textBody).toContain(`${server.url}/forgot-password`);
    expect(mail.textBody).toContain(`${server.url}/contact`);
    expect(mail.textBody).toContain('You get this e-mail because "Account updates" notifications are on.');
  }

  it('mails a changed password, and its unsubscribe link turns account updates off', async () => {
    const { http, email } = await account('changed');
    await signIn(email);
    await signIn(email);
    expect((await http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a much better one' })).status).toBe(
      200,
    );

    const mail = await waitForMail(server.deps.db, email);
    expect(mail.subject).toBe('Your Verbatim password was changed');
    expect(mail.textBody).toContain(`The password of your Verbatim account was changed from Settings on ${WHEN}.`);
    expect(mail.textBody).toContain('2 other sessions were signed out');
    expectWhatToDo(mail);
    const body = await html(email, mail.subject);
    expect(body).toContain(`href="${server.url}/forgot-password"`);
    expect(body).toContain(`href="${server.url}/contact"`);

    const off = await createHttpSession(server.url).post('/api/notifications/unsubscribe', { token: unsubscribeTokenIn(mail) });
    expect(off.status, off.text).toBe(200);
    expect(off.json).toEqual({ success: true, kind: 'account-updates', message: UNSUBSCRIBED_MESSAGES['account-updates'] });
    expect((await http.get('/api/user/preferences')).json).toMatchObject({
      notifyAccountUpdates: false,
      notifyTranscriptionComplete: true,
    });

    // Off now: the next change sends nothing.
    await signIn(email, 'a much better one');
    expect(
      (await http.post('/api/auth/change-password', { currentPassword: 'a much better one', newPassword: 'yet another one' })).status,
    ).toBe(200);
    expect((await http.post('/api/auth/sessions/end-others')).status).toBe(200);
    expect(await queuedMailsTo(email)).toHaveLength(1);
  });

  it('mails "signed out of your other sessions" when some ended, and nothing when there were none', async () => {
    const { http, email } = await account('others');
    expect((await http.post('/api/auth/sessions/end-others')).json).toMatchObject({ endedSessions: 0 });
    expect(await queuedMailsTo(email)).toHaveLength(0);

    await signIn(email);
    expect((await http.post('/api/auth/sessions/end-others')).json).toMatchObject({ endedSessions: 1 });
    const mail = await waitForMail(server.deps.db, email);
    expect(mail.subject).toBe('Your other Verbatim sessions were signed out');
    expect(mail.textBody).toContain(`1 other session of your Verbatim account was signed out from Settings on ${WHEN}.`);
    expect(mail.textBody).toContain('your password is unchanged');
    expectWhatToDo(mail);

    const off = await createHttpSession(server.url).post('/api/notifications/unsubscribe', { token: unsubscribeTokenIn(mail) });
    expect(off.json).toMatchObject({ kind: 'account-updates' });
    expect((await http.get('/api/user/preferences')).json).toMatchObject({ notifyAccountUpdates: false });
  });

  it('mails a password reset through the forgot-password link', async () => {
    const { email, http } = await account('reset');
    expect((await createHttpSession(server.url).post('/api/auth/forgot-password', { email })).status).toBe(200);
    const token = resetTokenIn(await waitForMail(server.deps.db, email));
    expect((await createHttpSession(server.url).post('/api/auth/reset-password', { token, password: 'brand new password' })).status).toBe(
      200,
    );

    const mail = await waitForMail(server.deps.db, email, 2);
    expect(mail.subject).toBe('Your Verbatim password was reset');
    expect(mail.textBody).toContain(`reset with a link from a password reset e-mail on ${WHEN}.`);
    expect(mail.textBody).toContain('Every session was signed out.');
    expectWhatToDo(mail);

    const off = await createHttpSession(server.url).post('/api/notifications/unsubscribe', { token: unsubscribeTokenIn(mail) });
    expect(off.json).toMatchObject({ kind: 'account-updates' });
    const again = await signIn(email, 'brand new password');
    expect((await again.get('/api/user/preferences')).json).toMatchObject({ notifyAccountUpdates: false });
    expect((await http.get('/api/auth/user')).json).toBeNull();
  });

  it('sends none of them while account updates are off in Settings', async () => {
    const { http, email } = await account('quiet');
    const saved = await http.request('PATCH', '/api/user/preferences', { notifyAccountUpdates: false });
    expect(saved.json).toMatchObject({ notifyAccountUpdates: false });

    await signIn(email);
    expect(
      (await http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a quieter password' })).json,
    ).toMatchObject({
      endedSessions: 1,
    });
    await signIn(email, 'a quieter password');
    expect((await http.post('/api/auth/sessions/end-others')).json).toMatchObject({ endedSessions: 1 });
    expect((await createHttpSession(server.url).post('/api/auth/forgot-password', { email })).status).toBe(200);
    const token = resetTokenIn(await waitForMail(server.deps.db, email));
    expect((await createHttpSession(server.url).post('/api/auth/reset-password', { token, password: 'the newest password' })).status).toBe(
      200,
    );

    await waitForJobsDone(server.deps.db, 'mail.send');
    expect((await outbox(email)).map((mail) => mail.subject)).toEqual(['Reset your Verbatim password']);
  });

  it('is not sent by a change that fails', async () => {
    const { http, email } = await account('failed');
    expect((await http.post('/api/auth/change-password', { currentPassword: 'not it', newPassword: 'whatever long' })).status).toBe(400);
    expect(await queuedMailsTo(email)).toHaveLength(0);
  });
});
