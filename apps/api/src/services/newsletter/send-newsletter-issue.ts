import type { SendNewsletterIssueResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { recordAdminAction } from '../admin/admin-audit-log';
import { countIssueRecipients } from './newsletter-issue-recipients';
import { type NewsletterIssueRow, newsletterIssues, presentNewsletterIssue } from './newsletter-issue-row';

export interface NewsletterIssueInput {
  /** Checked and trimmed by the contract. */
  subject: string;
  /** Markdown, checked by the contract. */
  body: string;
}

const subscribers = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * Sends an issue to the newsletter's confirmed subscribers: the issue, its audit row and its job are written in one
 * transaction, so an issue is either queued for sending and recorded, or nothing happened. The request answers at
 * once; the job (deliverNewsletterIssue) mails the subscribers in batches.
 */
export async function sendNewsletterIssue(
  deps: AppDeps,
  admin: Pick<UserModel, 'id' | 'email'>,
  input: NewsletterIssueInput,
): Promise<SendNewsletterIssueResponse> {
  const issue = await deps.db.transaction(async (trx) => {
    const now = deps.now();
    const recipientCount = await countIssueRecipients(trx, now);
    const [row] = (await newsletterIssues(trx)
      .insert({
        subject: input.subject,
        bodyMarkdown: input.body,
        sentBy: admin.id,
        sentByEmail: admin.email,
        status: 'queued',
        recipientCount,
        sentCount: 0,
        createdAt: now,
      })
      .returning('*')) as NewsletterIssueRow[];
    if (!row) throw new Error('The newsletter issue was not stored');
    await recordAdminAction(trx, admin, {
      action: 'newsletter.send',
      targetType: 'newsletter_issue',
      targetId: row.id,
      details: { subject: row.subject, recipients: recipientCount },
    });
    await deps.jobs.enqueueNewsletterIssue(trx, row.id);
    return row;
  });
  return { message: `Sending “${issue.subject}” to ${subscribers(issue.recipientCount)}.`, issue: presentNewsletterIssue(issue) };
}
