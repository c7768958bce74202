import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { JobRow } from './job-row';

/** What a handler is given besides its payload. */
export interface JobRunContext {
  /** The row as claimed (state running, attempts already counting this run). */
  job: JobRow;
  /** 1 on the first run. */
  attempt: number;
  /**
   * Aborted when the worker stops, loses the lease, the job is cancelled or times out; `signal.reason`
   * is a WorkerStoppingError, LeaseLostError, JobCancelledError or JobTimeoutError. Pass it to slow calls.
   */
  signal: AbortSignal;
  /**
   * Extends the lease now. The worker already does this every heartbeat interval; call it between long
   * steps to find out early. Throws LeaseLostError (or JobCancelledError) when the job is no longer ours.
   */
  heartbeat(): Promise<void>;
  /**
   * Call first inside every transaction that writes what this job produces (progress, results, charges,
   * follow-up jobs). It locks the job's row for the rest of `trx` and throws LeaseLostError or
   * JobCancelledError when this claim no longer holds the job, so the transaction rolls back: a worker
   * that froze past its lease, while another finished the job, changes nothing and publishes nothing.
   */
  fence: JobFence;
  log: Logger;
}

/** See JobRunContext.fence. Services that write on a job's behalf take one of these. */
export type JobFence = (trx: Knex.Transaction) => Promise<void>;

export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  readonly id: string;
  /** Stored with each job; a worker runs a job only with the definition of the same id and version. */
  readonly version: number;
  readonly payload: Schema;
  readonly maxAttempts: number;
  readonly timeoutMs: number | undefined;
  // Method syntax on purpose: it lets a list of differently typed definitions be passed as JobDefinition[].
  handler(payload: z.output<Schema>, ctx: JobRunContext): Promise<void>;
}

export interface JobDefinitionInput<Schema extends z.ZodType> {
  id: string;
  version: number;
  payload: Schema;
  /** Runs in all, the first included (default 5). */
  maxAttempts?: number;
  /** Abort the handler's signal and count a failed attempt after this long. */
  timeoutMs?: number;
  handler(payload: z.output<Schema>, ctx: JobRunContext): Promise<void>;
}

const defaultMaxAttempts = 5;

/**
 * Declares a job type. When a payload's shape changes incompatibly, define the new shape under a new
 * version and keep the old definition registered until the queued jobs of the old version have drained.
 */
export function defineJob<Schema extends z.ZodType>(input: JobDefinitionInput<Schema>): JobDefinition<Schema> {
  if (!/^[a-z0-9][\w.:-]*$/i.test(input.id)) throw new Error(`Job id "${input.id}" must be a plain name such as transcription.process`);
  if (!Number.isInteger(input.version) || input.version < 1) throw new Error(`Job ${input.id}: version must be a positive integer`);
  const maxAttempts = input.maxAttempts ?? defaultMaxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`Job ${input.id}: maxAttempts must be a positive integer`);
  if (input.timeoutMs !== undefined && !(input.timeoutMs > 0)) throw new Error(`Job ${input.id}: timeoutMs must be positive`);
  return {
    id: input.id,
    version: input.version,
    payload: input.payload,
    maxAttempts,
    timeoutMs: input.timeoutMs,
    handler: input.handler,
  };
}

/** The key a worker looks definitions up by. */
export const definitionKey = (type: string, version: number) => `${type}@${version}`;
