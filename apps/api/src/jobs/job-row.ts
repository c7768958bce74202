const jobStates = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
type JobState = (typeof jobStates)[number];

/** Jobs in these states are pending: they hold their unique key and may still run. */

/** One row of the `jobs` table, as knex returns it (camelCase through the snake-case mappers). */
export interface JobRow {
  id: string;
  type: string;
  version: number;
  payload: unknown;
  state: JobState;
  /** Claims so far, this one included while running. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  /** The lease: once past, another worker may reclaim the job. */
  lockedUntil: Date | null;
  lastError: string | null;
  uniqueKey: string | null;
  /** 0: the app's own work, claimed first; 1: a paid plan's or trial's; 2: a free account's (see queue-placement). */
  priorityClass: number;
  /** The account whose work this is, for turns within its class; null for the app's own work. */
  accountId: string | null;
  /** Its place in its class's round through the accounts: lower turns are claimed first. */
  turn: number;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export const jobsTable = 'jobs';
