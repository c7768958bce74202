/** Thrown by a handler when retrying cannot help (bad input, a deleted record): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The worker no longer holds the job: its lease lapsed and another worker reclaimed it, or it was handed back. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor(jobId: string) {
    super(`Lost the lease on job ${jobId}; another worker may be running it`);
  }
}

/** The job was cancelled (cancelJobs) while it ran. */
export class JobCancelledError extends Error {
  override name = 'JobCancelledError';
  constructor(jobId: string) {
    super(`Job ${jobId} was cancelled`);
  }
}

/** The handler ran longer than its definition's timeoutMs. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
  constructor(timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms`);
  }
}

/** The worker is stopping; a handler that gives up on this signal has its job handed back, not failed. */
export class WorkerStoppingError extends Error {
  override name = 'WorkerStoppingError';
  constructor() {
    super('The worker is stopping');
  }
}

/** A payload that does not match its job type's schema. */
export class InvalidJobPayloadError extends Error {
  override name = 'InvalidJobPayloadError';
  constructor(
    readonly jobType: string,
    readonly details: string,
  ) {
    super(`Invalid payload for job ${jobType}: ${details}`);
  }
}

const maxErrorLength = 2000;

/** What goes into last_error: the message only (no stack, no causes), bounded so a huge message cannot bloat the row. */
export function errorMessageForRow(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.length > maxErrorLength ? `${message.slice(0, maxErrorLength - 1)}…` : message;
}
