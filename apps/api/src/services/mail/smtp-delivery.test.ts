import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from '../../test-support/cookie-fetch';
import { waitFor } from '../../test-support/jobs/job-test-database';
import { startSmtpServer } from '../../test-support/start-smtp-server';
import { startTestServer, type TestServer } from '../../test-support/start-test-server';
import { waitForMail } from '../../test-support/wait-for-mail';

describe('password reset e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Verbatim <robot@verbatim.test>', MAIL_RETRY_BASE_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the reset link through a real SMTP server and records it as sent', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    await createHttpSession(server.url).post('/api/auth/register', { email, password: 'password123', firstName: 'Sam' });
    const res = await createHttpSession(server.url).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    // Sign-up mails its verification link first; the reset e-mail is the other one.
    const received = await smtp.waitFor(2);
    const mail = received.find((message) => message.raw.includes('Subject: Reset your Verbatim password'));
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('robot@verbatim.test');
    expect(mail?.raw).toContain('Subject: Reset your Verbatim password');
    // Quoted-printable may fold the link; unfold before looking for it.
    const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([\w%-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();
    const verify = await createHttpSession(server.url).post('/api/auth/verify-reset-token', { token: decodeURIComponent(token ?? '') });
    expect(verify.status).toBe(200);
    const row = await waitForMail(server.deps.db, email);
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent' });
  });

  it('sends an e-mail with an unsubscribe link with List-Unsubscribe and List-Unsubscribe-Post; a one-click POST to it unsubscribes', async () => {
    const email = `smtp.newsletter.${Date.now()}@example.com`;
    const http = createHttpSession(server.url);
    /** The next message to arrive, its header lines unfolded and its quoted-printable body joined up. */
    const nextMail = async () => {
      const received = await smtp.waitFor(smtp.received.length + 1);
      const raw = received.at(-1)?.raw ?? '';
      const end = raw.indexOf('\r\n\r\n');
      return {
        head: raw.slice(0, end).replace(/\r\n[ \t]+/g, ' '),
        body: raw
          .slice(end)
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      };
    };

    const pending = nextMail();
    expect((await http.post('/api/newsletter/subscribe', { email })).status).toBe(200);
    const confirmation = await pending;
    // Nobody is subscribed yet: the confirmation has nothing to unsubscribe from.
    expect(confirmation.head).not.toMatch(/^List-Unsubscribe/im);
    const confirmToken = /newsletter\/confirm\?token=([\w%-]+)/.exec(confirmation.body)?.[1] ?? '';
    const welcomed = nextMail();
    expect((await http.post('/api/newsletter/confirm', { token: decodeURIComponent(confirmToken) })).status).toBe(200);
    const welcome = await welcomed;

    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(welcome.head)?.[1] ?? '';
    expect(url).toMatch(new RegExp(`^${server.url}/api/newsletter/unsubscribe/one-click\\?token=[\\w%-]+$`));
    expect(welcome.head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // The same token as the link in the text.
    expect(welcome.body).toContain(`/newsletter/unsubscribe?token=${new URL(url).searchParams.get('token')}`);
    expect(await waitForMail(server.deps.db, email, 2)).toMatchObject({ transport: 'smtp', status: 'sent', listUnsubscribeUrl: url });

    const off = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBe(200);
    expect(await server.deps.db('newsletter_subscriptions').where({ email }).first()).toMatchObject({ status: 'unsubscribed' });
  });

  it('answers the same when the SMTP server is down, keeps the e-mail pending with the reason, and delivers it once the server is back', async () => {
    const email = `smtp.down.${Date.now()}@example.com`;
    await createHttpSession(server.url).post('/api/auth/register', { email, password: 'password123', firstName: 'Dee' });
    await smtp.waitFor(smtp.received.length + 1);
    const port = smtp.port;
    await smtp.close();
    const res = await createHttpSession(server.url).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/If an account exists/);
    const refused = await waitForOutboxRow(server.deps.db, email, 2, (row) => row.attempts >= 1);
    expect(refused).toMatchObject({ status: 'pending' });
    expect(refused.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(refused.nextAttemptAt).toBeTruthy();

    smtp = await startSmtpServer(port);
    const received = await smtp.waitFor(1, 20_000);
    expect(received[0]?.to).toEqual([email]);
    expect(received[0]?.raw).toContain('Subject: Reset your Verbatim password');
    const delivered = await waitForOutboxRow(server.deps.db, email, 2, (row) => row.status === 'sent');
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    expect(delivered.nextAttemptAt).toBeNull();
    // Delivered once: no later retry sends it again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(1);
  }, 60_000);
});

/** The `nth` outbox row to `email` (oldest first), once `done` holds for it. */
function waitForOutboxRow(db: TestServer['deps']['db'], email: string, nth: number, done: (row: OutboxRetryRow) => boolean) {
  return waitFor(async () => {
    const rows: OutboxRetryRow[] = await db('email_outbox').where({ toAddress: email }).orderBy('createdAt');
    const row = rows[nth - 1];
    return row && done(row) ? row : undefined;
  }, `outbox e-mail number ${nth} to ${email}`);
}

interface OutboxRetryRow {
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
}
