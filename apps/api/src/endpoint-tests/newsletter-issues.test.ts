import type { AdminAuditLogPage, NewsletterIssue, NewsletterIssueList } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { waitFor } from '../test-support/jobs/job-test-database';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';
import { type OutboxRow, waitForMail } from '../test-support/wait-for-mail';

const ADMIN_EMAIL = 'newsletter.chief@example.com';
const PUBLIC_URL = 'https://verbatim.test';

let counter = 0;
const freshEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** The token of the newsletter link of kind `kind` in an e-mail's text. */
function tokenIn(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const token = new RegExp(`https?://\\S+/newsletter/${kind}\\?token=([\\w%-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${kind} link in: ${text}`);
  return decodeURIComponent(token);
}

interface StoredMail extends OutboxRow {
  htmlBody: string | null;
  listUnsubscribeUrl: string | null;
}

describe.each(endpointTestDatabases())('sending newsletter issues on %s', (database) => {
  let server: TestServer;
  let admin: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: {
        ADMIN_EMAILS: ADMIN_EMAIL,
        PUBLIC_URL,
        NEWSLETTER_MAX_PER_ADDRESS: '1000',
        NEWSLETTER_MAX_PER_EMAIL: '100',
      },
    });
    admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: 'password123', firstName: 'Chief' })).status).toBe(201);
    await verifyEmailOf(server, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await server?.close();
  });

  const visitor = () => createHttpSession(server.url);
  const db = () => server.deps.db;
  const mailsTo = (email: string): Promise<StoredMail[]> => db()('email_outbox').where({ toAddress: email }).orderBy('createdAt');
  const mailsWithSubject = (subject: string): Promise<StoredMail[]> => db()('email_outbox').where({ subject });
  const list = async () => (await admin.get('/api/admin/newsletter/issues')).json as unknown as NewsletterIssueList;
  const send = (body: unknown, headers?: Record<string, string>) => admin.post('/api/admin/newsletter/issues', body, headers);
  /** Mail jobs queued for an issue's subject: what the sending job produced, whether or not delivered yet. */
  const mailJobsFor = async (subject: string) =>
    (await db()('jobs').where({ type: 'mail.send' }).whereRaw("payload->>'subject' = ?", [subject])).length;

  async function pendingSubscriber(label: string) {
    const email = freshEmail(label);
    expect((await visitor().post('/api/newsletter/subscribe', { email })).status).toBe(200);
    const confirmation = await waitForMail(db(), email);
    return { email, confirmToken: tokenIn(confirmation.textBody, 'confirm') };
  }

  async function confirmedSubscriber(label: string) {
    const { email, confirmToken } = await pendingSubscriber(label);
    expect((await visitor().post('/api/newsletter/confirm', { token: confirmToken })).status).toBe(200);
    const welcome = await waitForMail(db(), email, 2);
    return { email, welcomeUnsubscribeToken: tokenIn(welcome.textBody, 'unsubscribe') };
  }

  /** The issue's e-mail to `email` once the mail job has delivered it (every copy is queued before the issue counts as sent). */
  const issueMailTo = (email: string, subject: string) =>
    waitFor(async () => {
      const mail = (await mailsTo(email)).find((row) => row.subject === subject);
      return mail && mail.status !== 'pending' ? mail : undefined;
    }, `the issue's e-mail to ${email}`);

  async function sentIssue(id: string): Promise<NewsletterIssue> {
    return waitFor(async () => (await list()).issues.find((issue) => issue.id === id && issue.status === 'sent'), `issue ${id} to be sent`);
  }

  it('answers 401 signed out and 403 to a signed-in user who is not an admin, and sends nothing', async () => {
    const member = (await signedUpSession(server, 'member')).http;
    const body = { subject: 'Not yours to send', body: 'Hello' };
    for (const http of [visitor(), member]) {
      const expected = http === member ? 403 : 401;
      expect((await http.get('/api/admin/newsletter/issues')).status).toBe(expected);
      expect((await http.post('/api/admin/newsletter/issues', body)).status).toBe(expected);
      expect((await http.post('/api/admin/newsletter/preview', body)).status).toBe(expected);
    }
    expect(await db()('newsletter_issues')).toEqual([]);
  });

  it.each([
    ['no subject', { body: 'Hello' }, 'subject', 'Subject is required'],
    ['a blank subject', { subject: '   ', body: 'Hello' }, 'subject', 'Subject is required'],
    ['a subject over 200 characters', { subject: 'x'.repeat(201), body: 'Hello' }, 'subject', 'Must be at most 200 characters'],
    [
      'a line break in the subject',
      { subject: 'News\r\nBcc: eve@example.com', body: 'Hello' },
      'subject',
      'Must not contain control characters',
    ],
    ['a control character in the subject', { subject: 'News\u0007', body: 'Hello' }, 'subject', 'Must not contain control characters'],
    ['no body', { subject: 'News' }, 'body', 'Body is required'],
    ['a blank body', { subject: 'News', body: ' \n\t ' }, 'body', 'Body is required'],
    ['a body over 50,000 characters', { subject: 'News', body: 'x'.repeat(50_001) }, 'body', 'Must be at most 50000 characters'],
    ['a control character in the body', { subject: 'News', body: 'Hello\u0000world' }, 'body', 'Must not contain control characters'],
  ])('refuses %s, to preview or to send, and queues nothing', async (_, body, field, message) => {
    for (const path of ['/api/admin/newsletter/preview', '/api/admin/newsletter/issues']) {
      const res = await admin.post(path, body);
      expect(res.status, res.text).toBe(400);
      expect(res.json.error?.code).toBe('VALIDATION_FAILED');
      expect(res.json.error?.details).toMatchObject({ fields: [{ field, message }] });
    }
    expect(await db()('newsletter_issues')).toEqual([]);
  });

  it('mails an issue once to every confirmed subscriber, each with a working unsubscribe link, and to nobody else', async () => {
    const ada = await confirmedSubscriber('ada');
    const grace = await confirmedSubscriber('grace');
    const pending = await pendingSubscriber('pending');
    const gone = await confirmedSubscriber('gone');
    expect((await visitor().post('/api/newsletter/unsubscribe', { token: gone.welcomeUnsubscribeToken })).status).toBe(200);
    const confirmed = (await db()('newsletter_subscriptions').where({ status: 'confirmed' }).select('email')).map(
      (row) => row.email as string,
    );
    expect(confirmed).toEqual(expect.arrayContaining([ada.email, grace.email]));
    expect((await list()).confirmedSubscribers).toBe(confirmed.length);

    const subject = `November at Verbatim ${Date.now()}`;
    const body = '# What is new\n\nTranscripts now **edit in place**. Read [the post](https://verbatim.test/blog/editing).';
    const res = await send({ subject, body });
    expect(res.status, res.text).toBe(202);
    expect(res.json).toMatchObject({
      message: `Sending “${subject}” to ${confirmed.length} subscribers.`,
      issue: { subject, status: 'queued', recipientCount: confirmed.length, sentCount: 0, sentBy: ADMIN_EMAIL, startedAt: null },
    });
    const issueId = (res.json.issue as NewsletterIssue).id;

    const issue = await sentIssue(issueId);
    expect(issue).toMatchObject({ recipientCount: confirmed.length, sentCount: confirmed.length, startedAt: expect.any(String) });
    expect(issue.finishedAt).not.toBeNull();

    for (const email of confirmed) expect((await issueMailTo(email, subject)).status).toBe('sent');
    for (const email of [ada.email, grace.email]) {
      const issueMails = (await mailsTo(email)).filter((mail) => mail.subject === subject);
      expect(issueMails).toHaveLength(1);
      const [mail] = issueMails as [StoredMail];
      expect(mail.textBody).toContain('Transcripts now **edit in place**.');
      expect(mail.htmlBody).toContain('<h1>What is new</h1>');
      expect(mail.htmlBody).toContain('<strong>edit in place</strong>');
      expect(mail.htmlBody).toContain('<a href="https://verbatim.test/blog/editing">the post</a>');
      // Its own unsubscribe link, in the text, in the HTML and as the one-click List-Unsubscribe header.
      const token = tokenIn(mail.textBody, 'unsubscribe');
      expect(token).not.toBe(ada.welcomeUnsubscribeToken);
      expect(mail.htmlBody).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(mail.listUnsubscribeUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/.+\\?token=${encodeURIComponent(token)}$`));
    }
    expect(await mailsWithSubject(subject)).toHaveLength(confirmed.length);
    expect((await mailsTo(pending.email)).map((mail) => mail.subject)).not.toContain(subject);
    expect((await mailsTo(gone.email)).map((mail) => mail.subject)).not.toContain(subject);

    // Ada's link from the issue unsubscribes her, and only her.
    const adaIssueMail = await issueMailTo(ada.email, subject);
    expect((await visitor().post('/api/newsletter/unsubscribe', { token: tokenIn(adaIssueMail.textBody, 'unsubscribe') })).status).toBe(
      200,
    );
    const statuses = await db()('newsletter_subscriptions')
      .whereIn('email', [ada.email, grace.email])
      .orderBy('email')
      .select('email', 'status');
    expect(statuses).toEqual([
      { email: ada.email, status: 'unsubscribed' },
      { email: grace.email, status: 'confirmed' },
    ]);

    const audit = (await admin.get('/api/admin/audit-log')).json as unknown as AdminAuditLogPage;
    expect(audit.items[0]).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      action: 'newsletter.send',
      targetType: 'newsletter_issue',
      targetId: issueId,
      details: { subject, recipients: confirmed.length },
    });
  });

  it('mails nobody twice when the sending job runs again, after finishing or after stopping half-way', async () => {
    await confirmedSubscriber('twice');
    const subject = `Twice ${Date.now()}`;
    const res = await send({ subject, body: 'Only once, please.' });
    expect(res.status, res.text).toBe(202);
    const issueId = (res.json.issue as NewsletterIssue).id;
    const first = await sentIssue(issueId);
    const queued = await mailJobsFor(subject);
    expect(queued).toBe(first.recipientCount);
    expect(queued).toBeGreaterThan(0);

    const runAgain = async () => {
      await server.deps.jobs.enqueueNewsletterIssue(db(), issueId);
      await waitFor(
        async () =>
          (await db()('jobs').where({ type: 'newsletter.send-issue', uniqueKey: issueId }).whereNot('state', 'succeeded')).length === 0,
        'the sending job to finish again',
      );
    };
    // The job of an issue already sent: nothing to do.
    await runAgain();
    // As if a worker had died before marking it sent: it goes through everyone again and finds them all mailed.
    await db()('newsletter_issues').where({ id: issueId }).update({ status: 'sending', finishedAt: null });
    await runAgain();

    const jobs = await db()('jobs').where({ type: 'newsletter.send-issue', uniqueKey: issueId });
    expect(jobs.map((job) => job.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await mailJobsFor(subject)).toBe(queued);
    expect(await sentIssue(issueId)).toMatchObject({ status: 'sent', sentCount: first.sentCount, recipientCount: first.recipientCount });
    const deliveries = await db()('newsletter_issue_deliveries').where({ issueId });
    expect(deliveries).toHaveLength(queued);
  });

  it('sends one issue for one Idempotency-Key, however often the request is repeated', async () => {
    const subject = `Repeated click ${Date.now()}`;
    const key = `issue-${Date.now()}`;
    const [a, b] = [
      await send({ subject, body: 'Once.' }, { 'Idempotency-Key': key }),
      await send({ subject, body: 'Once.' }, { 'Idempotency-Key': key }),
    ];
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect((b.json.issue as NewsletterIssue).id).toBe((a.json.issue as NewsletterIssue).id);
    expect(await db()('newsletter_issues').where({ subject })).toHaveLength(1);
  });

  it('renders the Markdown safely: raw HTML is text and dangerous links lose their address, in the preview and in the e-mail', async () => {
    const body = [
      'Hello <script>alert("inbox")</script> readers',
      '',
      '<img src=x onerror="alert(1)">',
      '',
      '[click me](javascript:alert(1)) and ![pixel](data:image/png;base64,AAAA)',
    ].join('\n');
    const subject = `Escaping <b>${Date.now()}</b>`;
    const preview = await admin.post('/api/admin/newsletter/preview', { subject, body });
    expect(preview.status, preview.text).toBe(200);
    const { html, text } = preview.json as { html: string; text: string };
    expect(preview.json.subject).toBe(subject);
    expect(text).toContain(body);
    expect(text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=`);
    expect(html).toContain('&lt;script&gt;alert(&quot;inbox&quot;)&lt;/script&gt;');
    for (const unsafe of ['<script', '<img src="x"', 'onerror="', 'javascript:', 'data:image']) expect(html).not.toContain(unsafe);
    expect(html).toContain('<a href="">click me</a>');
    // Previewing sends nothing.
    expect(await db()('newsletter_issues').where({ subject })).toHaveLength(0);

    const { email } = await confirmedSubscriber('escaping');
    const res = await send({ subject, body });
    expect(res.status, res.text).toBe(202);
    await sentIssue((res.json.issue as NewsletterIssue).id);
    const mail = await issueMailTo(email, subject);
    expect(mail.htmlBody).toContain('&lt;script&gt;');
    for (const unsafe of ['<script', 'javascript:', 'data:image']) expect(mail.htmlBody).not.toContain(unsafe);
    expect(mail.textBody).toContain(body);
  });
});
