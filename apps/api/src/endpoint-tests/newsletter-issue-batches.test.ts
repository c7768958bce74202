import type { NewsletterIssue } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFence } from '../jobs';
import { deliverNewsletterIssue, deliverNextBatch } from '../services/newsletter/deliver-newsletter-issue';
import { issueUnsubscribeLink } from '../services/newsletter/issue-unsubscribe-link';
import { newsletterIssueContent } from '../services/newsletter/newsletter-issue-content';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const ADMIN_EMAIL = 'batches.chief@example.com';
const MINUTE_MS = 60_000;
/** Called outside a worker, the job's work has no claim to check. */
const noClaim: JobFence = async () => undefined;

/**
 * The sending job's batches, one at a time: no worker runs here, so the test decides when each batch goes and what
 * happens in between, with the job's own code on the real database.
 */
describe.each(testDatabases())('the batches of a newsletter issue on %s', (database) => {
  const clock = manualClock(new Date());
  let server: TestServer;
  let admin: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now, env: { ADMIN_EMAILS: ADMIN_EMAIL, RUN_WORKER: 'false' } });
    admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: 'password123', firstName: 'Chief' })).status).toBe(201);
    await verifyEmailOf(server, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.deps.db;
  /** Confirmed subscribers made as the confirmation link would leave them, confirmed at the clock's time. */
  async function confirmed(labels: string[]): Promise<{ id: string; email: string }[]> {
    const now = clock.now();
    return db()('newsletter_subscriptions')
      .insert(
        labels.map((label) => ({ email: `${label}@example.com`, status: 'confirmed', confirmedAt: now, createdAt: now, updatedAt: now })),
      )
      .returning(['id', 'email']);
  }
  /** The addresses the queued mail jobs of `subject` go to. */
  const mailedTo = async (subject: string) =>
    (await db()('jobs').where({ type: 'mail.send' }).whereRaw("payload->>'subject' = ?", [subject]).select('payload'))
      .map((job) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload).to as string)
      .sort();

  it('goes through the subscribers in batches, skips one who unsubscribes meanwhile and one who confirmed later, and never mails twice', async () => {
    const subscribers = await confirmed(['ada', 'bo', 'cy', 'di', 'ed']);
    await db()('newsletter_subscriptions').insert({ email: 'pending@example.com', status: 'pending' });
    clock.advance(MINUTE_MS);

    const subject = 'In batches';
    const res = await admin.post('/api/admin/newsletter/issues', { subject, body: 'Hello, **everyone**.' });
    expect(res.status, res.text).toBe(202);
    const sent = res.json.issue as NewsletterIssue;
    expect(sent).toMatchObject({ status: 'queued', recipientCount: 5 });
    expect(await db()('jobs').where({ type: 'newsletter.send-issue', uniqueKey: sent.id, state: 'queued' })).toHaveLength(1);

    const issue = await db()('newsletter_issues').where({ id: sent.id }).first();
    const content = newsletterIssueContent({ subject, body: issue.bodyMarkdown });
    expect(await deliverNextBatch(server.deps, issue, content, noClaim, 2)).toBe(2);
    const firstBatch = await mailedTo(subject);
    expect(firstBatch).toHaveLength(2);
    expect(await db()('newsletter_issues').where({ id: sent.id }).first()).toMatchObject({ sentCount: 2 });

    // Meanwhile one of those still to come unsubscribes, and someone new confirms after the issue was sent.
    const leaving = subscribers.find((subscriber) => !firstBatch.includes(subscriber.email)) as { id: string; email: string };
    const link = await issueUnsubscribeLink(server.deps, db(), leaving.id);
    const token = new URL(link.url).searchParams.get('token');
    expect((await createHttpSession(server.url).post('/api/newsletter/unsubscribe', { token })).status).toBe(200);
    clock.advance(MINUTE_MS);
    await confirmed(['late']);

    expect(await deliverNewsletterIssue(server.deps, sent.id, noClaim, 2)).toBe(2);
    const everyone = subscribers.map((subscriber) => subscriber.email).filter((email) => email !== leaving.email);
    expect(await mailedTo(subject)).toEqual(everyone.sort());
    expect(await db()('newsletter_issues').where({ id: sent.id }).first()).toMatchObject({
      status: 'sent',
      recipientCount: 5,
      sentCount: 4,
      startedAt: expect.any(Date),
      finishedAt: expect.any(Date),
    });

    // Again, as a second run of the job would: everyone is mailed already.
    await db()('newsletter_issues').where({ id: sent.id }).update({ status: 'sending' });
    expect(await deliverNewsletterIssue(server.deps, sent.id, noClaim, 2)).toBe(0);
    expect(await deliverNextBatch(server.deps, issue, content, noClaim, 2)).toBeNull();
    expect(await mailedTo(subject)).toHaveLength(4);
    expect(await db()('newsletter_issue_deliveries').where({ issueId: sent.id })).toHaveLength(4);
  });

  it('marks an issue with nobody to mail as sent at once', async () => {
    await db()('newsletter_subscriptions').where({ status: 'confirmed' }).update({ status: 'unsubscribed' });
    const res = await admin.post('/api/admin/newsletter/issues', { subject: 'To nobody', body: 'Hello?' });
    expect(res.status, res.text).toBe(202);
    const sent = res.json.issue as NewsletterIssue;
    expect(sent.recipientCount).toBe(0);
    expect(await deliverNewsletterIssue(server.deps, sent.id, noClaim)).toBe(0);
    expect(await db()('newsletter_issues').where({ id: sent.id }).first()).toMatchObject({ status: 'sent', sentCount: 0 });
    expect(await mailedTo('To nobody')).toEqual([]);
  });
});
