import type { Database } from './db/create-database';

/**
 * The newsletter's upkeep jobs, as services see them (part of AppJobs). Declared apart from their definitions
 * (create-newsletter-jobs.ts), which call the services.
 */
export interface NewsletterJobs {
  /** The sweep of unconfirmed sign-ups of `day` ("2026-11-30") at `at`; a no-op while that day's is scheduled. */
  scheduleNewsletterSweep(db: Database, day: string, at: Date): Promise<void>;
}
