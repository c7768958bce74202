import type { JobRow } from './job-row';

/** What a worker reports to its subscribers; `job` is the row as this worker claimed it. */
export type WorkerEvent =
  | { type: 'job:started'; job: JobRow }
  | { type: 'job:succeeded'; job: JobRow }
  /** Failed, and queued again to run at `runAt`. */
  | { type: 'job:retry'; job: JobRow; error: string; runAt: Date }
  /** Failed for good: no attempt left, a PermanentJobError, an unknown type or an invalid payload. */
  | { type: 'job:failed'; job: JobRow; error: string }
  /** Returned to the queue unfinished because the worker stopped; the attempt was given back. */
  | { type: 'job:handed-back'; job: JobRow }
  /** Cancelled (cancelJobs) while this worker ran it; the handler's signal was aborted. */
  | { type: 'job:cancelled'; job: JobRow }
  /** Another worker took the job over after this worker's lease lapsed; nothing this worker does to it counts. */
  | { type: 'job:lease-lost'; job: JobRow };

export type WorkerEventListener = (event: WorkerEvent) => void;
