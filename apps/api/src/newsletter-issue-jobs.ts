import type { Database } from './db/create-database';

/**
 * The newsletter's sending job, as services see it (part of AppJobs). Declared apart from its definition
 * (create-newsletter-issue-jobs.ts), which calls the services.
 */
export interface NewsletterIssueJobs {
  /**
   * Mails an issue to its subscribers in batches; one unfinished job per issue (keyed by its id). Pass the transaction
   * that stores it. Answers false when the issue already has a job queued or running, so none was added.
   */
  enqueueNewsletterIssue(db: Database, issueId: string): Promise<boolean>;
}
