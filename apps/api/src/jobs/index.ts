// The job queue's surface for the rest of the app: defining, enqueueing and cancelling jobs, and running workers.
export { cancelJobs } from './cancel-jobs';
export { defineJob, type JobFence, type JobRunContext } from './define-job';
export { enqueueJob, jobsNotifyChannel } from './enqueue-job';
export { createWorker, type Worker } from './worker';
export { main as runWorkerProcess } from './worker-cli';
export { freeWorkerSlots } from './worker-registry';
