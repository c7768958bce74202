import type { WebhookEndpoint } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { presentWebhookEndpoint } from './present-webhook-endpoint';
import { ENDPOINTS_TABLE, type WebhookEndpointRow } from './webhook-rows';

/** The caller's endpoints, newest first. */
export async function listWebhookEndpoints(db: Database, userId: string): Promise<WebhookEndpoint[]> {
  const rows = (await db(ENDPOINTS_TABLE)
    .where({ userId })
    .orderBy([{ column: 'createdAt', order: 'desc' }, 'id'])) as WebhookEndpointRow[];
  return rows.map(presentWebhookEndpoint);
}
