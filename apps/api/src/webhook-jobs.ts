import type { Database } from './db/create-database';

/**
 * The webhook delivery job, as services see it (part of AppJobs). Declared apart from its definition
 * (create-webhook-jobs.ts), which calls the delivery service.
 */
export interface WebhookJobs {
  /**
   * Sends a delivery (one attempt) at `runAt`, or now. Pass the transaction that writes the delivery row, so that the
   * job exists exactly when the row does.
   */
  enqueueWebhookDelivery(db: Database, deliveryId: string, runAt?: Date): Promise<void>;
  /** Cancels a delivery's queued attempt (for a redelivery, which queues its own at once). */
  cancelWebhookDelivery(db: Database, deliveryId: string): Promise<void>;
}
