import { z } from 'zod';
import type { AppDeps } from './deps';
import { cancelJobs, defineJob, enqueueJob } from './jobs';
import type { JobDefinition } from './jobs/define-job';
import { deliverWebhook } from './services/webhooks/deliver-webhook';
import type { WebhookJobs } from './webhook-jobs';

/** The webhook delivery job, bound to the app's dependencies (spread into createAppJobs). */
export function createWebhookJobs(deps: AppDeps): { definitions: JobDefinition[]; jobs: WebhookJobs } {
  const deliver = defineJob({
    id: 'webhook.deliver',
    version: 1,
    payload: z.object({ deliveryId: z.uuid() }),
    // One job is one attempt: the delivery service schedules the next one itself, on the webhook retry schedule. The
    // queue's own retries only cover a worker that crashed mid-attempt.
    maxAttempts: 3,
    timeoutMs: 60_000,
    handler: (payload, run) => deliverWebhook(deps, payload.deliveryId, run.signal),
  });
  return {
    definitions: [deliver],
    jobs: {
      async enqueueWebhookDelivery(db, deliveryId, runAt) {
        await enqueueJob(db, deliver, { deliveryId }, runAt ? { runAt } : {});
      },
      async cancelWebhookDelivery(db, deliveryId) {
        await cancelJobs(db, { type: deliver, payloadContains: { deliveryId } });
      },
    },
  };
}
