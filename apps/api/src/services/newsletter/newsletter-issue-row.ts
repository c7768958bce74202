import type { NewsletterIssue, NewsletterIssueStatus } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';

/** A row of `newsletter_issues` as knex answers it (camelCase). */
export interface NewsletterIssueRow {
  id: string;
  subject: string;
  bodyMarkdown: string;
  sentBy: string | null;
  sentByEmail: string | null;
  status: NewsletterIssueStatus;
  recipientCount: number;
  sentCount: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export const newsletterIssues = (db: Database) => db<NewsletterIssueRow>('newsletter_issues');

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The issue as the admin list shows it (no body: the list stays light however long the issues are). */
export function presentNewsletterIssue(row: NewsletterIssueRow): NewsletterIssue {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    recipientCount: row.recipientCount,
    sentCount: row.sentCount,
    sentBy: row.sentByEmail,
    createdAt: new Date(row.createdAt).toISOString(),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}
