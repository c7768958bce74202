import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import { definitionKey, type JobDefinition, type JobRunContext } from './define-job';
import { claimOf, extendLease, fenceClaim, type JobClaim, notOwnedError, type Ownership } from './job-claim';
import {
  errorMessageForRow,
  InvalidJobPayloadError,
  JobTimeoutError,
  LeaseLostError,
  PermanentJobError,
  WorkerStoppingError,
} from './job-errors';
import type { JobRow } from './job-row';
import { handBack, markFailed, scheduleRetry } from './record-job-outcome';
import type { WorkerEvent } from './worker-events';

export interface JobRunDeps {
  db: Knex;
  workerId: string;
  leaseMs: number;
  heartbeatMs: number;
  logger: Logger;
  definitions: ReadonlyMap<string, JobDefinition>;
  retryDelayMs: (attempt: number) => number;
  emit: (event: WorkerEvent) => void;
  /** Marks the job succeeded if this claim still holds it (the worker batches these writes). */
  markSucceeded: (claim: JobClaim) => Promise<Ownership>;
}

/** One claimed job being run by this worker. */
export interface JobRun {
  job: JobRow;
  /** Settles (never rejects) once the handler has returned or thrown and the outcome is recorded. */
  done: Promise<void>;
  /** True once an outcome is decided: recorded, handed back, or the job found to be no longer ours. */
  isFinished(): boolean;
  /** Aborts the handler's signal with a WorkerStoppingError; the lease is still kept up meanwhile. */
  requestStop(): void;
  /** Returns the job to the queue unless an outcome is already decided; anything the handler does later is ignored. */
  handBack(): Promise<void>;
}

/**
 * Runs a claimed job's handler with heartbeats, an optional timeout and cancellation, and records the
 * outcome exactly once, whichever comes first: the handler settling, the timeout, the lease being lost
 * or cancelled, or the worker handing the job back.
 */
export function startJobRun(job: JobRow, deps: JobRunDeps): JobRun {
  const { db, logger, emit } = deps;
  const claim = claimOf(job, deps.workerId);
  const log = logger.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
  const controller = new AbortController();
  const startedAt = Date.now();
  let finished = false;
  let recording: Promise<void> = Promise.resolve();
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let timeoutTimer: NodeJS.Timeout | undefined;
  /** Why the job stopped being ours while the handler may still run; heartbeat() rethrows it. */
  let interruption: Error | undefined;

  const finish = (record: () => Promise<void>): Promise<void> => {
    if (finished) return recording;
    finished = true;
    clearTimeout(heartbeatTimer);
    clearTimeout(timeoutTimer);
    // If the write fails (database down), the lease lapses and another claim runs the job again.
    recording = record().catch((error: unknown) => log.error({ err: error }, 'could not record the outcome of a job'));
    return recording;
  };

  const noteNotOwned = (ownership: Exclude<Ownership, 'owned'>) => {
    if (ownership === 'cancelled') {
      log.info('job cancelled while running');
      emit({ type: 'job:cancelled', job });
    } else {
      log.warn('lost the lease on a job; another worker has it');
      emit({ type: 'job:lease-lost', job });
    }
  };

  const interrupt = (ownership: Exclude<Ownership, 'owned'>) => {
    interruption = notOwnedError(job.id, ownership);
    controller.abort(interruption);
    void finish(async () => noteNotOwned(ownership));
  };

  const recordFailure = async (error: unknown) => {
    const message = errorMessageForRow(error);
    const permanent = error instanceof PermanentJobError || error instanceof InvalidJobPayloadError;
    if (permanent || job.attempts >= job.maxAttempts) {
      const ownership = await markFailed(db, claim, message);
      if (ownership !== 'owned') return noteNotOwned(ownership);
      log.error({ error: message, durationMs: Date.now() - startedAt }, 'job failed');
      emit({ type: 'job:failed', job, error: message });
      return;
    }
    const retry = await scheduleRetry(db, claim, message, deps.retryDelayMs(job.attempts));
    if (retry.ownership !== 'owned') return noteNotOwned(retry.ownership);
    log.warn({ error: message, runAt: retry.runAt }, 'job failed; will retry');
    emit({ type: 'job:retry', job, error: message, runAt: retry.runAt });
  };

  const recordSuccess = async () => {
    const ownership = await deps.markSucceeded(claim);
    if (ownership !== 'owned') return noteNotOwned(ownership);
    log.info({ durationMs: Date.now() - startedAt }, 'job succeeded');
    emit({ type: 'job:succeeded', job });
  };

  const recordHandBack = async () => {
    const ownership = await handBack(db, claim);
    if (ownership !== 'owned') return noteNotOwned(ownership);
    log.info('job handed back unfinished');
    emit({ type: 'job:handed-back', job });
  };

  const beat = async (): Promise<Ownership> => {
    const ownership = await extendLease(db, claim, deps.leaseMs);
    if (ownership !== 'owned' && !finished) interrupt(ownership);
    return ownership;
  };

  const scheduleHeartbeat = () => {
    heartbeatTimer = setTimeout(async () => {
      try {
        await beat();
      } catch (error) {
        // A passing database hiccup: the lease has slack (heartbeats come several times per lease).
        log.warn({ err: error }, 'heartbeat failed');
      }
      if (!finished) scheduleHeartbeat();
    }, deps.heartbeatMs);
  };

  const ctx: JobRunContext = {
    job,
    attempt: job.attempts,
    signal: controller.signal,
    log,
    async heartbeat() {
      if (finished) throw interruption ?? new LeaseLostError(job.id);
      const ownership = await beat();
      if (ownership !== 'owned') throw interruption ?? new LeaseLostError(job.id);
    },
    async fence(trx) {
      if (finished) throw interruption ?? new LeaseLostError(job.id);
      const ownership = await fenceClaim(trx, claim);
      if (ownership === 'owned') return;
      if (!finished) interrupt(ownership);
      throw interruption ?? notOwnedError(job.id, ownership);
    },
  };

  const run = async () => {
    emit({ type: 'job:started', job });
    const definition = deps.definitions.get(definitionKey(job.type, job.version));
    if (!definition) {
      const known = [...deps.definitions.keys()].join(', ') || 'none';
      const error = new PermanentJobError(`No handler for job type ${job.type} version ${job.version} on this worker (it knows ${known})`);
      return finish(() => recordFailure(error));
    }
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) return finish(() => recordFailure(new InvalidJobPayloadError(job.type, z.prettifyError(parsed.error))));

    scheduleHeartbeat();
    const { timeoutMs } = definition;
    if (timeoutMs !== undefined) {
      timeoutTimer = setTimeout(() => {
        interruption = new JobTimeoutError(timeoutMs);
        controller.abort(interruption);
        void finish(() => recordFailure(interruption));
      }, timeoutMs);
    }
    try {
      await definition.handler(parsed.data, ctx);
    } catch (error) {
      if (finished) return recording;
      const givingUpOnStop = controller.signal.reason instanceof WorkerStoppingError && !(error instanceof PermanentJobError);
      return finish(() => (givingUpOnStop ? recordHandBack() : recordFailure(error)));
    }
    if (finished) log.warn('handler finished after its job had been taken from it; its result is ignored');
    return finish(recordSuccess);
  };

  const done = run().catch((error: unknown) => log.error({ err: error }, 'job run crashed'));

  return {
    job,
    done,
    isFinished: () => finished,
    requestStop() {
      if (!controller.signal.aborted) controller.abort(new WorkerStoppingError());
    },
    handBack() {
      if (!finished) interruption = new LeaseLostError(job.id);
      return finish(recordHandBack);
    },
  };
}
