import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from '../../test-support/cookie-fetch';
import { startSmtpServer } from '../../test-support/start-smtp-server';
import { startTestServer, type TestServer } from '../../test-support/start-test-server';
import { waitForMail } from '../../test-support/wait-for-mail';

describe('password reset e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Verbatim <robot@verbatim.test>' } });
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
    const [mail] = await smtp.waitFor(1);
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

  it('answers the same when the SMTP server is down, and keeps the failure in the outbox', async () => {
    const email = `smtp.down.${Date.now()}@example.com`;
    await createHttpSession(server.url).post('/api/auth/register', { email, password: 'password123', firstName: 'Dee' });
    await smtp.close();
    const res = await createHttpSession(server.url).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/If an account exists/);
    const row = await waitForMail(server.deps.db, email);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
