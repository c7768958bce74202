import { NEWSLETTER_ISSUES_LIMIT, type NewsletterIssueList } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { countIssueRecipients } from './newsletter-issue-recipients';
import { type NewsletterIssueRow, newsletterIssues, presentNewsletterIssue } from './newsletter-issue-row';

/** The newest issues first, and how many confirmed subscribers an issue sent now would go to. */
export async function listNewsletterIssues(deps: AppDeps): Promise<NewsletterIssueList> {
  const [confirmedSubscribers, rows] = await Promise.all([
    countIssueRecipients(deps.db, deps.now()),
    newsletterIssues(deps.db)
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(NEWSLETTER_ISSUES_LIMIT),
  ]);
  return { confirmedSubscribers, issues: (rows as NewsletterIssueRow[]).map(presentNewsletterIssue) };
}
