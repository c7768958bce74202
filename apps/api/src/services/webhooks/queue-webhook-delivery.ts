import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { DELIVERIES_TABLE, type WebhookDeliveryRow } from './webhook-rows';
import { newWebhookMessageId } from './webhook-secret';

export interface WebhookMessage {
  type: string;
  timestamp: string;
  data: unknown;
}

/**
 * Writes a delivery of `message` to one endpoint, and the job that sends it, with `db`: pass the transaction of the
 * change the message reports, so that both exist exactly when the change commits (the outbox).
 */
export async function queueWebhookDelivery(
  deps: AppDeps,
  db: Database,
  endpointId: string,
  message: WebhookMessage,
): Promise<WebhookDeliveryRow> {
  const [row] = (await db(DELIVERIES_TABLE)
    .insert({
      endpointId,
      messageId: newWebhookMessageId(),
      eventType: message.type,
      payload: JSON.stringify(message),
      state: 'pending',
      nextAttemptAt: deps.now(),
    })
    .returning('*')) as WebhookDeliveryRow[];
  if (!row) throw new Error('the webhook delivery was not inserted');
  await deps.jobs.enqueueWebhookDelivery(db, row.id);
  return row;
}
