import type { AccountDataJobs } from './account-data-jobs';
import type { Database } from './db/create-database';
import type { JobDefinition } from './jobs/define-job';
import type { JobRow } from './jobs/job-row';
import type { NewsletterIssueJobs } from './newsletter-issue-jobs';
import type { NewsletterJobs } from './newsletter-jobs';
import type { OutgoingEmail } from './services/mail/mailer';
import type { WebhookJobs } from './webhook-jobs';

export interface TranscriptionSplitJobs {
  transcriptionId: string;
  splitId: string;
  count: number;
  inTurnOf: Pick<JobRow, 'priorityClass' | 'accountId' | 'turn'>;
}

/**
 * The app's job queue as services see it. Declared apart from the job definitions (create-app-jobs.ts), which call
 * the services, so that the app context can hold the queue without depending on any service.
 */
export interface AppJobs extends AccountDataJobs, NewsletterJobs, NewsletterIssueJobs, WebhookJobs {
  /** Every job type this app runs, for its workers. */
  definitions: JobDefinition[];
  enqueueTranscription(db: Database, transcriptionId: string): Promise<void>;
  /** One job per part of a split (see split-transcription.ts), at the turn of the job that planned them. */
  enqueueTranscriptionParts(db: Database, split: TranscriptionSplitJobs): Promise<void>;
  /** The job that joins a split's parts, queued by the last part to finish; at most one per split. */
  enqueueTranscriptionJoin(db: Database, transcriptionId: string, splitId: string): Promise<void>;
  /** Cancels a split's other jobs (a part failed for good). */
  cancelTranscriptionParts(db: Database, splitId: string, exceptJobId: string): Promise<void>;
  /** Stops any processing of a transcription (running handlers see their signal aborted); `db` may be a transaction. */
  cancelFor(transcriptionId: string, db?: Database): Promise<void>;
  /** Cancels every job about a transcription, whatever its type (processing, media deletion…): for when it is deleted. */
  cancelAllFor(db: Database, transcriptionId: string): Promise<void>;
  /** Deletes the media after MEDIA_RETENTION_HOURS. */
  scheduleMediaCleanup(db: Database, transcriptionId: string): Promise<void>;
  /** Mails a reset link if the e-mail has an account (decided by the job, not the request). */
  enqueuePasswordReset(db: Database, email: string): Promise<void>;
  /**
   * Sends an e-mail from a job (retried when delivery fails), so that a request answers without waiting on the mail
   * server and a failed delivery is tried again. Pass a transaction as `db` to send only if it commits.
   */
  enqueueEmail(db: Database, email: OutgoingEmail): Promise<void>;
  /** Tries outbox e-mail `emailId` again at `runAt`, after the mail server refused it. */
  enqueueEmailRetry(db: Database, emailId: string, runAt: Date): Promise<void>;
}
