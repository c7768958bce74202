import { CONTACT_INVALID_EMAIL, CONTACT_MISSING_INFORMATION, CONTACT_SENT_MESSAGE } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/capture-log';
import { createHttpSession } from '../test-support/cookie-fetch';
import { waitFor } from '../test-support/jobs/job-test-database';
import { signedUpSession } from '../test-support/signed-up-session';
import { startSmtpServer } from '../test-support/start-smtp-server';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

const SUPPORT = 'help@verbatim.test';
const LIMIT = 3;

let counter = 0;
/** Each test writes from its own client address (X-Forwarded-For behind TRUST_PROXY), so limits are not shared. */
const freshAddress = () => {
  const n = ++counter;
  return `10.20.${n % 250}.${Math.floor(n / 250) + 1}`;
};
const unique = (label: string) => `${label} ${Date.now()}-${++counter}`;

function contactMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: unique('Invoices'),
    message: 'Where can I find my invoices?\r\n\tThanks, Ada',
    ...overrides,
  };
}

interface OutboxRow {
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: string;
}

describe.each(endpointTestDatabases())('POST /api/contact on %s', (database) => {
  const log = captureLog('info');
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      logger: log.logger,
      env: { SUPPORT_EMAIL: SUPPORT, TRUST_PROXY: 'true', CONTACT_MAX_PER_ADDRESS: String(LIMIT) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (body: unknown, address = freshAddress(), http = createHttpSession(server.url)) =>
    http.post('/api/contact', body, { 'X-Forwarded-For': address });

  /** The support e-mail with this subject, once its job has delivered it. */
  const mailWithSubject = (subject: string) =>
    waitFor(async () => {
      const row = (await server.deps
        .db('email_outbox')
        .where({ subject: `[Contact] ${subject}` })
        .first()) as OutboxRow | undefined;
      return row && row.status !== 'pending' ? row : undefined;
    }, `the support e-mail "${subject}"`);

  const storedWithSubject = (subject: string) => server.deps.db('contact_messages').where({ subject });

  it('gives anyone the configured support address, for writing from their own mail program', async () => {
    const res = await createHttpSession(server.url).get('/api/contact');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ supportEmail: SUPPORT });
  });

  it('keeps the message and mails it to the support address, with the sender as Reply-To', async () => {
    const body = contactMessage();
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });

    const [row] = await storedWithSubject(body.subject);
    expect(row).toMatchObject({ userId: null, name: 'Ada Lovelace', email: 'ada@example.com', message: body.message });

    const mail = await mailWithSubject(body.subject);
    expect(mail).toMatchObject({ toAddress: SUPPORT, replyTo: 'ada@example.com', status: 'sent' });
    expect(mail.textBody).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail.textBody).toContain('Where can I find my invoices?\r\n\tThanks, Ada');
    expect(mail.textBody).toContain('Not signed in');
  });

  it("notes a signed-in sender's account with the message and in the e-mail", async () => {
    const { http, userId } = await signedUpSession(server, 'contact');
    const body = contactMessage({ name: 'Grace', email: 'grace.reply@example.com' });
    const res = await send(body, freshAddress(), http);
    expect(res.status).toBe(200);
    const [row] = await storedWithSubject(body.subject);
    expect(row?.userId).toBe(userId);
    const mail = await mailWithSubject(body.subject);
    expect(mail.replyTo).toBe('grace.reply@example.com');
    expect(mail.textBody).toContain(`(account ${userId})`);
  });

  it('trims the fields and escapes them in the HTML part', async () => {
    const subject = unique('<b>Bold</b> & "quoted"');
    const res = await send(contactMessage({ name: '  <script>alert(1)</script>  ', subject: `  ${subject}  ` }));
    expect(res.status).toBe(200);
    const [row] = await storedWithSubject(subject);
    expect(row?.name).toBe('<script>alert(1)</script>');
    const mail = await mailWithSubject(subject);
    expect(mail.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.htmlBody).not.toContain('<script>');
    expect(mail.htmlBody).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;');
  });

  it("refuses blank fields with the spec's words, one entry per field, and keeps nothing", async () => {
    const subject = unique('Blank');
    const res = await send({ name: '  ', email: '', subject, message: '\n\t ' });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe('VALIDATION_FAILED');
    expect(res.json.error?.details).toEqual({
      fields: [
        { field: 'name', message: CONTACT_MISSING_INFORMATION },
        { field: 'email', message: CONTACT_MISSING_INFORMATION },
        { field: 'message', message: CONTACT_MISSING_INFORMATION },
      ],
    });
    const missing = await send({ subject });
    expect(missing.status).toBe(400);
    expect(missing.json.error?.message).toContain(CONTACT_MISSING_INFORMATION);
    expect(await storedWithSubject(subject)).toHaveLength(0);
  });

  it("refuses an address that is not one, with the spec's words", async () => {
    const res = await send(contactMessage({ email: 'ada at example' }));
    expect(res.status).toBe(400);
    expect(res.json.error?.details).toEqual({ fields: [{ field: 'email', message: CONTACT_INVALID_EMAIL }] });
  });

  it('refuses control characters and oversize text, and keeps line breaks in the message', async () => {
    const nul = await send(contactMessage({ name: 'Ada\u0000' }));
    expect(nul.status).toBe(400);
    expect(nul.json.error?.details).toEqual({ fields: [{ field: 'name', message: 'Must not contain control characters' }] });
    const ansiEscape = await send(contactMessage({ message: 'Hello\u001B[31m red' }));
    expect(ansiEscape.status).toBe(400);
    expect(ansiEscape.json.error?.details).toEqual({ fields: [{ field: 'message', message: 'Must not contain control characters' }] });
    const subjectBreak = await send(contactMessage({ subject: 'Hi\r\nBcc: victim@example.com' }));
    expect(subjectBreak.status).toBe(400);
    const long = await send(contactMessage({ message: 'x'.repeat(5001) }));
    expect(long.status).toBe(400);
    expect(long.json.error?.details).toEqual({ fields: [{ field: 'message', message: 'Must be at most 5000 characters' }] });
    const wrongType = await send(contactMessage({ name: 42 }));
    expect(wrongType.status).toBe(400);
  });

  it('answers a filled-in spam trap like a success, keeps and mails nothing, and logs it', async () => {
    const body = contactMessage({ website: 'https://spam.example' });
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    expect(await storedWithSubject(body.subject)).toHaveLength(0);
    const jobs = await server.deps
      .db('jobs')
      .where({ type: 'mail.send' })
      .whereRaw("payload->>'subject' = ?", [`[Contact] ${body.subject}`]);
    expect(jobs).toHaveLength(0);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        msg: 'contact message dropped: its spam trap was filled in',
        subject: body.subject,
        website: 'https://spam.example',
      }),
    );
    // An empty trap (the field sent blank, as the forms do) is an ordinary message.
    const blankTrap = contactMessage({ website: '' });
    expect((await send(blankTrap)).status).toBe(200);
    expect(await storedWithSubject(blankTrap.subject)).toHaveLength(1);
  });

  it('limits messages per address with a 429 and Retry-After, counting refused and trapped ones too', async () => {
    const address = freshAddress();
    expect((await send(contactMessage(), address)).status).toBe(200);
    expect((await send(contactMessage({ website: 'spam' }), address)).status).toBe(200);
    expect((await send(contactMessage({ name: '' }), address)).status).toBe(400);
    const refused = await send(contactMessage(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.json.error?.code).toBe('RATE_LIMITED');
    expect(refused.json.error?.message).toMatch(/Too many messages/);
    // Another network is not held back.
    expect((await send(contactMessage(), freshAddress())).status).toBe(200);
  });
});

describe('POST /api/contact over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, MAIL_FROM: 'Verbatim <robot@verbatim.test>' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers to the support address from our own sender, with the Reply-To header of the person who wrote', async () => {
    const body = contactMessage({ email: 'writer@example.com' });
    const res = await createHttpSession(server.url).post('/api/contact', body);
    expect(res.status).toBe(200);
    const [mail] = await smtp.waitFor(1, 15_000);
    expect(mail?.to).toEqual([SUPPORT]);
    expect(mail?.from).toBe('robot@verbatim.test');
    expect(mail?.raw).toMatch(/^Reply-To: writer@example\.com\r?$/m);
    expect(mail?.raw).toContain(`Subject: [Contact] ${body.subject}`);
  });
});
