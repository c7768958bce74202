import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { type NewsletterIssueContent, newsletterIssueEmail } from '../mail/newsletter-issue-email';
import { withListUnsubscribe } from '../mail/unsubscribe-link';
import { issueUnsubscribeLink } from './issue-unsubscribe-link';
import { newsletterIssueContent } from './newsletter-issue-content';
import { issueRecipients } from './newsletter-issue-recipients';
import { type NewsletterIssueRow, newsletterIssues } from './newsletter-issue-row';

/** Subscribers mailed per transaction: small enough to keep each short, large enough to make few of them. */
export const NEWSLETTER_ISSUE_BATCH_SIZE = 100;

const deliveries = 'newsletter_issue_deliveries';

/** Marks the issue as being sent; answers it, or undefined when it is unknown or already finished (nothing to do). */
async function startSending(deps: AppDeps, issueId: string, fence: JobFence): Promise<NewsletterIssueRow | undefined> {
  return deps.db.transaction(async (trx) => {
    await fence(trx);
    const issue = (await newsletterIssues(trx).where({ id: issueId }).forUpdate().first()) as NewsletterIssueRow | undefined;
    if (!issue || (issue.status !== 'queued' && issue.status !== 'sending')) return undefined;
    const startedAt = issue.startedAt ?? deps.now();
    await newsletterIssues(trx).where({ id: issueId }).update({ status: 'sending', startedAt });
    return { ...issue, status: 'sending', startedAt };
  });
}

/**
 * Mails the issue to the next `batchSize` recipients it has not been mailed to, in one transaction: each delivery is
 * recorded, each subscriber gets their own unsubscribe link, their e-mail is queued (the `mail.send` job) and the
 * count goes up, all or nothing. The subscriptions are locked for the transaction, so one that unsubscribes meanwhile
 * is either mailed before it did or skipped. Answers how many it mailed, or null once there was nobody left.
 */
export async function deliverNextBatch(
  deps: AppDeps,
  issue: Pick<NewsletterIssueRow, 'id' | 'createdAt'>,
  content: NewsletterIssueContent,
  fence: JobFence,
  batchSize = NEWSLETTER_ISSUE_BATCH_SIZE,
): Promise<number | null> {
  return deps.db.transaction(async (trx) => {
    await fence(trx);
    const batch = (await issueRecipients(trx, issue.createdAt)
      .whereNotExists(
        trx(deliveries)
          .where('issueId', issue.id)
          .whereRaw(`${deliveries}.subscription_id = newsletter_subscriptions.id`)
          .select(trx.raw('1')),
      )
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .select('id', 'email')) as { id: string; email: string }[];
    if (batch.length === 0) return null;

    const now = deps.now();
    // The unique pair makes a second delivery impossible even if another run got here first.
    const recorded = (await trx(deliveries)
      .insert(batch.map((subscription) => ({ issueId: issue.id, subscriptionId: subscription.id, createdAt: now })))
      .onConflict(['issueId', 'subscriptionId'])
      .ignore()
      .returning('subscriptionId')) as { subscriptionId: string }[];
    const fresh = new Set(recorded.map((row) => row.subscriptionId));
    for (const subscription of batch) {
      if (!fresh.has(subscription.id)) continue;
      const link = await issueUnsubscribeLink(deps, trx, subscription.id);
      await deps.jobs.enqueueEmail(trx, withListUnsubscribe(newsletterIssueEmail(subscription.email, content, link.url), link));
    }
    if (fresh.size > 0) await newsletterIssues(trx).where({ id: issue.id }).increment('sentCount', fresh.size);
    return fresh.size;
  });
}

/**
 * The sending job's work: goes through the issue's recipients in batches until everyone has been mailed, then marks
 * it sent. A run that stopped half-way (a crash, a lost lease) is retried and carries on after the last committed
 * batch; a run of an issue already sent mails nobody.
 */
export async function deliverNewsletterIssue(
  deps: AppDeps,
  issueId: string,
  fence: JobFence,
  batchSize = NEWSLETTER_ISSUE_BATCH_SIZE,
): Promise<number> {
  const issue = await startSending(deps, issueId, fence);
  if (!issue) return 0;
  const content = newsletterIssueContent({ subject: issue.subject, body: issue.bodyMarkdown });
  let mailed = 0;
  for (;;) {
    const sent = await deliverNextBatch(deps, issue, content, fence, batchSize);
    if (sent === null) break;
    mailed += sent;
  }
  await deps.db.transaction(async (trx) => {
    await fence(trx);
    await newsletterIssues(trx).where({ id: issueId, status: 'sending' }).update({ status: 'sent', finishedAt: deps.now() });
  });
  return mailed;
}

/** The job gave up on the issue: it stays as far as it got, marked failed, so the admin sees it did not reach everyone. */
export async function markNewsletterIssueFailed(deps: AppDeps, issueId: string, fence: JobFence): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await fence(trx);
    await newsletterIssues(trx)
      .where({ id: issueId })
      .whereIn('status', ['queued', 'sending'])
      .update({ status: 'failed', finishedAt: deps.now() });
  });
}
