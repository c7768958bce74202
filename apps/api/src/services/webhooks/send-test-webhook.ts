import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { findOwnWebhookEndpoint } from './find-own-webhook-endpoint';
import { presentWebhookDelivery } from './present-webhook-delivery';
import { queueWebhookDelivery } from './queue-webhook-delivery';

export const WEBHOOK_OFF_MESSAGE = 'This endpoint is turned off; turn it on to send to it.';

/** Queues a `webhook.test` event to the caller's endpoint, signed and retried like any other. */
export async function sendTestWebhook(deps: AppDeps, userId: string, endpointId: string): Promise<WebhookDelivery> {
  return deps.db.transaction(async (trx) => {
    const endpoint = await findOwnWebhookEndpoint(trx, userId, endpointId);
    if (!endpoint.enabled) throw new ConflictError(WEBHOOK_OFF_MESSAGE);
    const row = await queueWebhookDelivery(deps, trx, endpoint.id, {
      type: WEBHOOK_TEST_EVENT,
      timestamp: deps.now().toISOString(),
      data: { webhookId: endpoint.id, message: 'A test event from Verbatim: this endpoint receives webhooks.' },
    });
    return presentWebhookDelivery(row, []);
  });
}
