import type { AdminAuditLogPage, NewsletterIssue, NewsletterIssueList } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFence } from '../jobs';
import { deliverNextBatch } from '../services/newsletter/deliver-newsletter-issue';
import { newsletterIssueContent } from '../services/newsletter/newsletter-issue-content';
import type { NewsletterIssueRow } from '../services/newsletter/newsletter-issue-row';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { waitFor } from '../test-support/jobs/job-test-database';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const ADMIN_EMAIL = 'resume.chief@example.com';
const MINUTE_MS = 60_000;
/** Called outside a worker, the job's work has no claim to check. */
const noClaim: JobFence = async () => undefined;
const UNKNOWN_ID = '3c1d2e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5';

/**
 * Resuming an issue whose sending job gave up, with the server's own worker: the issue is left as a job that died
 * half-way leaves it (some subscribers mailed, the issue and its job failed), then the admin resumes it.
 */
describe.each(testDatabases())('resuming a failed newsletter issue on %s', (database) => {
  let server: TestServer;
  let admin: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: 'password123', firstName: 'Chief' })).status).toBe(201);
    await verifyEmailOf(server, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.deps.db;
  const resume = (id: string, http = admin) => http.post(`/api/admin/newsletter/issues/${id}/resume`, {});
  const issueRow = async (id: string) => (await db()('newsletter_issues').where({ id }).first()) as NewsletterIssueRow;
  /** The addresses the queued mail jobs of `subject` go to, one entry per e-mail. */
  const mailedTo = async (subject: string) =>
    (await db()('jobs').where({ type: 'mail.send' }).whereRaw("payload->>'subject' = ?", [subject]).select('payload'))
      .map((job) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload).to as string)
      .sort();

  /** Confirmed subscribers, and an issue sent after they confirmed that a job mailed to the first two before giving up. */
  async function halfSentFailedIssue(subject: string) {
    const past = new Date(Date.now() - 10 * MINUTE_MS);
    const subscribers = (await db()('newsletter_subscriptions')
      .insert(
        ['ann', 'ben', 'cat', 'dan', 'eve'].map((label) => ({
          email: `${label}.${subject.replace(/\W/g, '')}@example.com`,
          status: 'confirmed',
          confirmedAt: past,
          createdAt: past,
          updatedAt: past,
        })),
      )
      .returning(['id', 'email'])) as { id: string; email: string }[];
    const confirmed = Number((await db()('newsletter_subscriptions').where({ status: 'confirmed' }).count({ n: '*' }).first())?.n);
    const [issue] = (await db()('newsletter_issues')
      .insert({
        subject,
        bodyMarkdown: 'Hello, **everyone**.',
        sentByEmail: ADMIN_EMAIL,
        status: 'sending',
        recipientCount: confirmed,
        sentCount: 0,
        createdAt: new Date(Date.now() - MINUTE_MS),
        startedAt: new Date(Date.now() - MINUTE_MS),
      })
      .returning('*')) as NewsletterIssueRow[];
    if (!issue) throw new Error('no issue stored');
    const content = newsletterIssueContent({ subject, body: issue.bodyMarkdown });
    expect(await deliverNextBatch(server.deps, issue, content, noClaim, 2)).toBe(2);
    // What the job's last attempt leaves: the issue failed, and its job finished as failed (its unique key free).
    await db()('newsletter_issues').where({ id: issue.id }).update({ status: 'failed', finishedAt: new Date() });
    await db()('jobs').insert({
      type: 'newsletter.send-issue',
      version: 1,
      payload: JSON.stringify({ issueId: issue.id }),
      state: 'failed',
      attempts: 10,
      maxAttempts: 10,
      uniqueKey: issue.id,
      lastError: 'SMTP relay unreachable',
      finishedAt: new Date(),
    });
    return { issueId: issue.id, subscribers, confirmed };
  }

  it('sends a failed issue on to the subscribers it had not reached, mailing each confirmed subscriber exactly once', async () => {
    const subject = `Resumed ${Date.now()}`;
    const { issueId, subscribers, confirmed } = await halfSentFailedIssue(subject);
    expect(await mailedTo(subject)).toHaveLength(2);

    const res = await resume(issueId);
    expect(res.status, res.text).toBe(202);
    expect(res.json.message).toBe(`Resuming “${subject}”: ${confirmed - 2} of ${confirmed} subscribers still to mail.`);
    expect(res.json.issue).toMatchObject({ id: issueId, status: 'sending', sentCount: 2, recipientCount: confirmed, finishedAt: null });

    const sent = await waitFor(async () => {
      const row = await issueRow(issueId);
      return row.status === 'sent' ? row : undefined;
    }, 'the resumed issue to be sent');
    expect(sent).toMatchObject({ sentCount: confirmed, recipientCount: confirmed, finishedAt: expect.any(Date) });
    const everyone = (await db()('newsletter_subscriptions').where({ status: 'confirmed' }).select('email')).map(
      (row) => row.email as string,
    );
    expect(everyone).toEqual(expect.arrayContaining(subscribers.map((subscriber) => subscriber.email)));
    expect(await mailedTo(subject)).toEqual(everyone.sort());
    const deliveries = await db()('newsletter_issue_deliveries').where({ issueId });
    expect(deliveries).toHaveLength(confirmed);
    const jobs = await db()('jobs').where({ type: 'newsletter.send-issue', uniqueKey: issueId }).orderBy('createdAt');
    expect(jobs.map((job) => job.state)).toEqual(['failed', 'succeeded']);

    const list = (await admin.get('/api/admin/newsletter/issues')).json as unknown as NewsletterIssueList;
    expect(list.issues.find((issue: NewsletterIssue) => issue.id === issueId)).toMatchObject({ status: 'sent', sentCount: confirmed });
    const audit = (await admin.get('/api/admin/audit-log')).json as unknown as AdminAuditLogPage;
    expect(audit.items[0]).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      action: 'newsletter.resume',
      targetType: 'newsletter_issue',
      targetId: issueId,
      details: { subject, recipients: confirmed, alreadySent: 2 },
    });

    // Sent now: there is nothing to resume.
    const again = await resume(issueId);
    expect(again.status).toBe(409);
    expect(again.json.error?.message).toBe('Only an issue whose sending failed can be resumed.');
    expect(await mailedTo(subject)).toHaveLength(confirmed);
  });

  it('refuses an issue that has not failed, and one whose last job is still stopping, and changes nothing', async () => {
    const queued = await admin.post('/api/admin/newsletter/issues', { subject: `Not failed ${Date.now()}`, body: 'Hi' });
    expect(queued.status, queued.text).toBe(202);
    const queuedId = (queued.json.issue as NewsletterIssue).id;
    const refused = await resume(queuedId);
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toBe('Only an issue whose sending failed can be resumed.');

    // The job that gave up marks the issue failed a moment before its own failure is recorded.
    const subject = `Still stopping ${Date.now()}`;
    const { issueId } = await halfSentFailedIssue(subject);
    await db()('jobs')
      .where({ type: 'newsletter.send-issue', uniqueKey: issueId })
      .update({ state: 'running', lockedBy: 'another-worker', lockedUntil: new Date(Date.now() + 60 * MINUTE_MS), finishedAt: null });
    const stopping = await resume(issueId);
    expect(stopping.status).toBe(409);
    expect(stopping.json.error?.message).toMatch(/still stopping/);
    expect(await issueRow(issueId)).toMatchObject({ status: 'failed', sentCount: 2, finishedAt: expect.any(Date) });
    expect(await db()('admin_audit_log').where({ action: 'newsletter.resume', targetId: issueId })).toEqual([]);
    expect(await mailedTo(subject)).toHaveLength(2);
  });

  it('answers 404 for an unknown issue, 403 to a non-admin and 401 signed out, and resumes nothing', async () => {
    const subject = `Not yours ${Date.now()}`;
    const { issueId } = await halfSentFailedIssue(subject);
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const res = await resume(id);
      expect(res.status, res.text).toBe(404);
      expect(res.json.error?.code).toBe('NOT_FOUND');
    }
    const member = (await signedUpSession(server, 'member')).http;
    expect((await resume(issueId, member)).status).toBe(403);
    expect((await resume(issueId, createHttpSession(server.url))).status).toBe(401);
    expect(await issueRow(issueId)).toMatchObject({ status: 'failed', sentCount: 2 });
    expect(await mailedTo(subject)).toHaveLength(2);
  });
});
