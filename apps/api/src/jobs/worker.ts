import { randomBytes } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { type DatabaseOutage, watchDatabaseOutage } from '../db/database-outage';
import { claimJobs, defaultFreeMaxWaitMs, workerStoppedResponding } from './claim-jobs';
import { definitionKey, type JobDefinition } from './define-job';
import { markSucceededInBatches } from './mark-succeeded-in-batches';
import { retryDelayMs as defaultRetryDelayMs } from './retry-delay';
import { type JobRun, startJobRun } from './run-claimed-job';
import type { WorkerEvent, WorkerEventListener } from './worker-events';
import { announceWorker, withdrawWorker } from './worker-registry';

/** Called once at start with the worker's wake(); returns how to disconnect. For Postgres LISTEN on jobsNotifyChannel. */
export type WakeSource = (wake: () => void) => Promise<() => unknown> | (() => unknown);

export interface WorkerOptions {
  db: Knex;
  /** Every job type (and version) this worker runs; a claimed job of any other type fails with a clear error. */
  jobs: JobDefinition[];
  logger: Logger;
  /** Handlers running at once (default: os.availableParallelism()). */
  concurrency?: number;
  /** How long a claim holds a job without a heartbeat (default 30 s). */
  leaseMs?: number;
  /** How often a running job's lease is extended (default leaseMs / 3). */
  heartbeatMs?: number;
  /** A free account's job due this long is claimed before paid work (default 2 minutes). */
  freeMaxWaitMs?: number;
  /** How often to look for due jobs when nothing wakes the worker (default 1 s). */
  pollMs?: number;
  /** Shown in jobs.locked_by (default host:pid:random). */
  workerId?: string;
  /** Delay before the next run after a failed attempt (default: exponential from 1 s, capped at 5 min, with jitter). */
  retryDelayMs?: (attempt: number) => number;
  wakeSource?: WakeSource;
  /** The process's record of database outages (shared with its API, to log an outage once); the worker's own otherwise. */
  databaseOutage?: DatabaseOutage;
}

interface StopOptions {
  /** How long running handlers get to finish after their signal is aborted (default 10 s). */
  graceMs?: number;
}

export interface Worker {
  readonly id: string;
  /** Starts claiming and running jobs until stop(). */
  start(): Promise<void>;
  /**
   * Stops claiming, aborts running handlers' signals, waits up to graceMs for them, then hands the
   * unfinished jobs back to the queue without using up an attempt.
   */
  stop(options?: StopOptions): Promise<void>;
  /** For tests, on a worker that is not started: claims what is due now (up to concurrency), runs it, returns how many it claimed. */
  runOnce(): Promise<number>;
  /** Look for jobs now instead of at the next poll, e.g. when told that one was enqueued. */
  wake(): void;
  /** Returns an unsubscribe function. */
  subscribe(listener: WorkerEventListener): () => void;
  /** Handlers currently running (including ones that outlived a timeout or a hand-back). */
  activeCount(): number;
}

const defaultLeaseMs = 30_000;
const defaultPollMs = 1000;
export const defaultGraceMs = 10_000;

export function createWorker(options: WorkerOptions): Worker {
  const { db, logger: parentLogger } = options;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = options.concurrency ?? availableParallelism();
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const heartbeatMs = options.heartbeatMs ?? Math.floor(leaseMs / 3);
  const pollMs = options.pollMs ?? defaultPollMs;
  const freeMaxWaitMs = options.freeMaxWaitMs ?? defaultFreeMaxWaitMs;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  if (!(heartbeatMs > 0 && heartbeatMs < leaseMs)) throw new Error('heartbeatMs must be positive and shorter than leaseMs');
  if (!(pollMs > 0)) throw new Error('pollMs must be positive');
  if (!(freeMaxWaitMs > 0)) throw new Error('freeMaxWaitMs must be positive');

  const logger = parentLogger.child({ workerId: id });
  const definitions = new Map<string, JobDefinition>();
  for (const definition of options.jobs) {
    const key = definitionKey(definition.id, definition.version);
    if (definitions.has(key)) throw new Error(`Job ${key} is defined twice`);
    definitions.set(key, definition);
  }

  const listeners = new Set<WorkerEventListener>();
  const emit = (event: WorkerEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error, event: event.type }, 'a worker event listener threw');
      }
    }
  };

  const active = new Map<string, JobRun>();
  const runDeps = {
    db,
    workerId: id,
    leaseMs,
    heartbeatMs,
    logger,
    definitions,
    retryDelayMs: options.retryDelayMs ?? ((attempt: number) => defaultRetryDelayMs(attempt)),
    emit,
    markSucceeded: markSucceededInBatches(db),
  };

  let ownOutage: DatabaseOutage | undefined;
  let state: 'idle' | 'running' | 'stopping' = 'idle';
  let loop: Promise<void> = Promise.resolve();
  let disconnectWakeSource: (() => unknown) | undefined;
  let wakePending = false;
  let interruptSleep: (() => void) | undefined;

  const wake = () => {
    wakePending = true;
    interruptSleep?.();
  };

  /** Waits pollMs, or less if woken meanwhile (including while the last claim was in flight). */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakePending) return resolve();
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        interruptSleep = undefined;
        resolve();
      };
      timer = setTimeout(done, ms);
      interruptSleep = done;
    });

  /** Claims as many jobs as there are free slots and starts them. */
  const claimAndStart = async (): Promise<{ runs: JobRun[]; exhausted: number }> => {
    const free = concurrency - active.size;
    if (free < 1) return { runs: [], exhausted: 0 };
    const { claimed, exhausted } = await claimJobs(db, { workerId: id, limit: free, leaseMs, freeMaxWaitMs });
    for (const job of exhausted) {
      logger.error(
        { jobId: job.id, jobType: job.type, attempts: job.attempts },
        'job failed: its worker stopped responding on the last attempt',
      );
      emit({ type: 'job:failed', job, error: workerStoppedResponding });
    }
    const runs = claimed.map((job) => {
      const run = startJobRun(job, runDeps);
      active.set(job.id, run);
      void run.done.then(() => {
        if (active.get(job.id) === run) active.delete(job.id);
        wake(); // a slot is free
      });
      return run;
    });
    return { runs, exhausted: exhausted.length };
  };

  /**
   * Keeps this worker's slots counted in the queue (worker-registry.ts) for a lease at a time, renewed as often as a
   * job's lease is; a worker that dies stops being counted when it lapses.
   */
  let announcedAt = 0;
  const announce = async () => {
    if (Date.now() - announcedAt < heartbeatMs) return;
    try {
      await announceWorker(db, id, concurrency, leaseMs);
      announcedAt = Date.now();
    } catch (error) {
      logger.warn({ err: error }, 'could not announce the worker');
    }
  };

  const runLoop = async () => {
    while (state === 'running') {
      wakePending = false;
      await announce();
      try {
        await claimAndStart();
      } catch (error) {
        // An unreachable database is logged once per outage; the loop keeps polling and claims again once it is back.
        const outage = options.databaseOutage ?? ownOutage;
        if (!outage?.report(error, 'claiming jobs')) logger.error({ err: error }, 'could not claim jobs');
      }
      if (state !== 'running') break;
      await sleep(pollMs);
    }
  };

  return {
    id,
    async start() {
      if (state !== 'idle') throw new Error(`Worker ${id} is already ${state}`);
      state = 'running';
      if (!options.databaseOutage) ownOutage = watchDatabaseOutage(db, logger);
      if (options.wakeSource) {
        try {
          disconnectWakeSource = await options.wakeSource(wake);
        } catch (error) {
          // Polling still finds every job; the wake-up source only makes it prompt.
          logger.warn({ err: error }, 'could not connect the wake-up source; polling only');
        }
      }
      logger.info({ concurrency, leaseMs, pollMs, jobs: [...definitions.keys()] }, 'worker started');
      loop = runLoop();
    },

    async stop({ graceMs = defaultGraceMs } = {}) {
      if (state === 'running') state = 'stopping';
      interruptSleep?.();
      await loop;
      try {
        await disconnectWakeSource?.();
      } catch (error) {
        logger.warn({ err: error }, 'could not disconnect the wake-up source');
      }
      disconnectWakeSource = undefined;
      const runs = [...active.values()].filter((run) => !run.isFinished());
      for (const run of runs) run.requestStop();
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(runs.map((run) => run.done)),
        new Promise<void>((resolve) => {
          graceTimer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(graceTimer);
      const unfinished = runs.filter((run) => !run.isFinished());
      if (unfinished.length > 0)
        logger.warn({ jobs: unfinished.map((run) => run.job.id) }, 'handing back jobs whose handlers did not stop in time');
      await Promise.all(unfinished.map((run) => run.handBack()));
      try {
        await withdrawWorker(db, id);
      } catch (error) {
        logger.warn({ err: error }, 'could not withdraw the worker; its slots lapse with its lease');
      }
      announcedAt = 0;
      ownOutage?.stop();
      ownOutage = undefined;
      state = 'idle';
      logger.info('worker stopped');
    },

    async runOnce() {
      if (state !== 'idle') throw new Error('runOnce is for a worker that is not started');
      await announce();
      const { runs, exhausted } = await claimAndStart();
      await Promise.all(runs.map((run) => run.done));
      return runs.length + exhausted;
    },

    wake,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    activeCount: () => active.size,
  };
}
