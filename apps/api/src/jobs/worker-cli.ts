import type { Logger } from 'pino';
import { createDatabase, type Database } from '../db/create-database';
import { migrateToLatest } from '../db/migration-source';
import type { JobDefinition } from './define-job';
import { listenForEnqueuedJobs } from './listen-for-enqueued-jobs';
import { createWorker, defaultGraceMs, type Worker, type WorkerOptions } from './worker';

export interface WorkerProcessOptions extends Omit<WorkerOptions, 'db' | 'jobs'> {
  /** A standalone worker needs PostgreSQL: PGlite belongs to the one process that opened it. */
  databaseUrl: string;
  /** The job definitions, given the database this process opened (handlers usually need it). */
  jobs: (db: Database) => JobDefinition[] | Promise<JobDefinition[]>;
  /** Called with the worker before it claims its first job (e.g. to subscribe to its events). */
  beforeStart?: (worker: Worker, db: Database) => void;
  /** Called after the worker stopped and before the database closes: release what `jobs` opened. */
  onStopped?: () => Promise<void>;
  logger: Logger;
  /** Given to stop() on SIGTERM / SIGINT. */
  graceMs?: number;
  /** Bring the schema up to date first, so that a worker may start before the server (default true). */
  migrate?: boolean;
  /** On SIGTERM and SIGINT, stop gracefully and exit the process (default true). */
  handleSignals?: boolean;
}

export interface WorkerProcess {
  worker: Worker;
  db: Database;
  /** Stops the worker (handing back unfinished jobs) and closes the database; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * A worker process's body: opens the database, starts a worker that wakes on NOTIFY, and stops it
 * cleanly on SIGTERM/SIGINT. It reads no configuration; the entry point passes everything in.
 */
export async function main(options: WorkerProcessOptions): Promise<WorkerProcess> {
  const {
    databaseUrl,
    logger,
    jobs,
    onStopped,
    beforeStart,
    graceMs = defaultGraceMs,
    migrate = true,
    handleSignals = true,
    ...workerOptions
  } = options;
  const db = createDatabase({ databaseUrl });
  if (migrate) await migrateToLatest(db);
  const worker = createWorker({
    ...workerOptions,
    db,
    jobs: await jobs(db),
    logger,
    wakeSource: workerOptions.wakeSource ?? listenForEnqueuedJobs(db, databaseUrl, logger),
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      await worker.stop({ graceMs });
      await onStopped?.();
      await db.destroy();
    })();
    return stopping;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping the worker');
    // Exit once the jobs are handed back: a handler that ignored its signal must not keep the process alive.
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'the worker did not stop cleanly');
        process.exit(1);
      },
    );
  };
  if (handleSignals) {
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  beforeStart?.(worker, db);
  await worker.start();
  return { worker, db, stop };
}
