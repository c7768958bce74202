import type { Database } from '../../db/create-database';
import { findOwnWebhookEndpoint } from './find-own-webhook-endpoint';
import { ENDPOINTS_TABLE } from './webhook-rows';

/**
 * Removes the caller's endpoint; its deliveries and attempts go with it. Queued delivery jobs find their delivery
 * gone and do nothing.
 */
export async function deleteWebhookEndpoint(db: Database, userId: string, id: string): Promise<void> {
  await findOwnWebhookEndpoint(db, userId, id);
  await db(ENDPOINTS_TABLE).where({ id, userId }).delete();
}
