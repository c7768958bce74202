import type { WebhookDelivery } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { findOwnWebhookEndpoint } from './find-own-webhook-endpoint';
import { findWebhookDelivery } from './list-webhook-deliveries';
import { WEBHOOK_OFF_MESSAGE } from './send-test-webhook';
import { DELIVERIES_TABLE, type WebhookDeliveryRow } from './webhook-rows';

/**
 * Sends a delivery of the caller's endpoint again now, with the same `webhook-id` and body, whatever its state; its
 * retry schedule starts afresh and a retry already queued is cancelled.
 */
export async function redeliverWebhook(deps: AppDeps, userId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const missing = () => new NotFoundError('No such delivery.');
  if (!/^[0-9a-f-]{36}$/i.test(deliveryId)) throw missing();
  await deps.db.transaction(async (trx) => {
    const endpoint = await findOwnWebhookEndpoint(trx, userId, endpointId);
    if (!endpoint.enabled) throw new ConflictError(WEBHOOK_OFF_MESSAGE);
    const row = (await trx(DELIVERIES_TABLE).where({ id: deliveryId, endpointId }).forUpdate().first()) as WebhookDeliveryRow | undefined;
    if (!row) throw missing();
    await deps.jobs.cancelWebhookDelivery(trx, deliveryId);
    await trx(DELIVERIES_TABLE).where({ id: deliveryId }).update({ state: 'pending', attemptCount: 0, nextAttemptAt: deps.now() });
    await deps.jobs.enqueueWebhookDelivery(trx, deliveryId);
  });
  const delivery = await findWebhookDelivery(deps.db, endpointId, deliveryId);
  if (!delivery) throw missing();
  return delivery;
}
