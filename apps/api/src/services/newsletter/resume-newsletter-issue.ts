import type { ResumeNewsletterIssueResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { UserModel } from '../../models/user';
import { recordAdminAction } from '../admin/admin-audit-log';
import { type NewsletterIssueRow, newsletterIssues, presentNewsletterIssue } from './newsletter-issue-row';

const NOT_FOUND = 'There is no newsletter issue with this id.';
/** Any other id would make Postgres refuse the uuid column's comparison: it names no issue either way. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends a failed issue again: it is set back to `sending` and its job enqueued anew, with the audit row, in one
 * transaction. The deliveries already made stand, so the job carries on with the subscribers not reached yet and
 * mails nobody twice. Only a failed issue can be resumed: one queued or sending has its job already, one sent is done.
 */
export async function resumeNewsletterIssue(
  deps: AppDeps,
  admin: Pick<UserModel, 'id' | 'email'>,
  id: string,
): Promise<ResumeNewsletterIssueResponse> {
  if (!UUID.test(id)) throw new NotFoundError(NOT_FOUND);
  const issue = await deps.db.transaction(async (trx) => {
    // Locked, so of two resumes at once the second sees the first's `sending` and is refused.
    const current = (await newsletterIssues(trx).where({ id }).forUpdate().first()) as NewsletterIssueRow | undefined;
    if (!current) throw new NotFoundError(NOT_FOUND);
    if (current.status !== 'failed') throw new ConflictError('Only an issue whose sending failed can be resumed.');
    const [row] = (await newsletterIssues(trx)
      .where({ id })
      .update({ status: 'sending', finishedAt: null })
      .returning('*')) as NewsletterIssueRow[];
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordAdminAction(trx, admin, {
      action: 'newsletter.resume',
      targetType: 'newsletter_issue',
      targetId: id,
      details: { subject: row.subject, recipients: row.recipientCount, alreadySent: row.sentCount },
    });
    // The job that gave up marks the issue failed just before its own last attempt is recorded; in that moment its
    // key is still taken, and the issue would be `sending` with no job. Refused (and rolled back) instead.
    if (!(await deps.jobs.enqueueNewsletterIssue(trx, id))) {
      throw new ConflictError('The issue’s last sending job is still stopping; try again in a moment.');
    }
    return row;
  });
  const left = Math.max(issue.recipientCount - issue.sentCount, 0);
  return {
    message: `Resuming “${issue.subject}”: ${left.toLocaleString('en-US')} of ${issue.recipientCount.toLocaleString('en-US')} subscribers still to mail.`,
    issue: presentNewsletterIssue(issue),
  };
}
