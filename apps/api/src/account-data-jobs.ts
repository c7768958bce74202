import type { Database } from './db/create-database';

/**
 * The jobs of a person's data, as services see them (part of AppJobs): exports, account deletion and notification
 * e-mails. Declared apart from their definitions (create-account-data-jobs.ts), which call the services.
 */
export interface AccountDataJobs {
  /** Makes an export's ZIP; one job per export (keyed by its id). */
  enqueueAccountExport(db: Database, userId: string, exportId: string): Promise<void>;
  /** Deletes an export's ZIP at `at`. */
  scheduleAccountExportExpiry(db: Database, exportId: string, at: Date): Promise<void>;
  /** Deletes the account at `at`, unless cancelled first; replaces any deletion already scheduled. */
  scheduleAccountDeletion(db: Database, userId: string, at: Date): Promise<void>;
  /** Cancels the scheduled deletion job (`db` the transaction that keeps the account). */
  cancelAccountDeletion(db: Database, userId: string): Promise<void>;
  /** Deletes a deleted account's stored files, retried until storage has done it. */
  deleteAccountFiles(db: Database, userId: string): Promise<void>;
  /** Mails the owner about a finished transcription if their settings ask for it; `db` the finishing transaction. */
  notifyTranscriptionFinished(db: Database, transcriptionId: string, outcome: 'completed' | 'failed'): Promise<void>;
  /** The weekly report run of `week` (its Monday, "2026-11-30") at `at`; a no-op while that week's is scheduled. */
  scheduleWeeklyReport(db: Database, week: string, at: Date): Promise<void>;
  /** One person's weekly report mail. */
  enqueueWeeklyReportMail(db: Database, userId: string, week: string): Promise<void>;
}
