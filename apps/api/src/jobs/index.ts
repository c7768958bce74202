// The job queue's public surface, for services that enqueue and for the entry points that run workers.
export { type CancelJobsWhere, cancelJobs } from './cancel-jobs';
export { defineJob, type JobDefinition, type JobFence, type JobRunContext } from './define-job';
export { type EnqueueOptions, enqueueJob, jobsNotifyChannel } from './enqueue-job';
export {
  InvalidJobPayloadError,
  JobCancelledError,
  JobTimeoutError,
  LeaseLostError,
  PermanentJobError,
  WorkerStoppingError,
} from './job-errors';
export type { JobRow, JobState } from './job-row';
export { listenForEnqueuedJobs } from './listen-for-enqueued-jobs';
export { createWorker, type StopOptions, type WakeSource, type Worker, type WorkerOptions } from './worker';
export { main as runWorkerProcess, type WorkerProcess, type WorkerProcessOptions } from './worker-cli';
export type { WorkerEvent, WorkerEventListener } from './worker-events';
