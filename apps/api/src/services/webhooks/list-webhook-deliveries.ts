import type { WebhookDelivery } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { findOwnWebhookEndpoint } from './find-own-webhook-endpoint';
import { presentWebhookDelivery } from './present-webhook-delivery';
import { ATTEMPTS_TABLE, DELIVERIES_TABLE, type WebhookAttemptRow, type WebhookDeliveryRow } from './webhook-rows';

export const WEBHOOK_DELIVERIES_LISTED = 50;

/** The newest deliveries of the caller's endpoint, each with its attempts. */
export async function listWebhookDeliveries(db: Database, userId: string, endpointId: string): Promise<WebhookDelivery[]> {
  await findOwnWebhookEndpoint(db, userId, endpointId);
  const rows = (await db(DELIVERIES_TABLE)
    .where({ endpointId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(WEBHOOK_DELIVERIES_LISTED)) as WebhookDeliveryRow[];
  if (rows.length === 0) return [];
  const attempts = (await db(ATTEMPTS_TABLE)
    .whereIn(
      'deliveryId',
      rows.map((row) => row.id),
    )
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as WebhookAttemptRow[];
  return rows.map((row) =>
    presentWebhookDelivery(
      row,
      attempts.filter((a) => a.deliveryId === row.id),
    ),
  );
}

/** One delivery of the caller's endpoint, with its attempts; undefined when there is none such. */
export async function findWebhookDelivery(db: Database, endpointId: string, deliveryId: string): Promise<WebhookDelivery | undefined> {
  const row = (await db(DELIVERIES_TABLE).where({ id: deliveryId, endpointId }).first()) as WebhookDeliveryRow | undefined;
  if (!row) return undefined;
  const attempts = (await db(ATTEMPTS_TABLE).where({ deliveryId }).orderBy('createdAt', 'desc')) as WebhookAttemptRow[];
  return presentWebhookDelivery(row, attempts);
}
