import type { Worker } from '../jobs/worker';
import type { WorkerEvent } from '../jobs/worker-events';
import type { AppMetrics } from './app-metrics';

/** How each worker event that ends an attempt is named in the `outcome` label. */
const OUTCOMES: Partial<Record<WorkerEvent['type'], string>> = {
  'job:succeeded': 'succeeded',
  'job:retry': 'retry',
  'job:failed': 'failed',
  'job:handed-back': 'handed_back',
  'job:cancelled': 'cancelled',
  'job:lease-lost': 'lease_lost',
};

/** Times each attempt a worker runs, from its start to its outcome; returns the unsubscribe. */
export function recordJobMetrics(worker: Worker, metrics: AppMetrics): () => void {
  const started = new Map<string, number>();
  return worker.subscribe((event) => {
    if (event.type === 'job:started') {
      started.set(event.job.id, performance.now());
      return;
    }
    const outcome = OUTCOMES[event.type];
    const since = started.get(event.job.id);
    if (!outcome || since === undefined) return;
    started.delete(event.job.id);
    metrics.jobDuration.observe({ type: event.job.type, outcome }, (performance.now() - since) / 1000);
  });
}
