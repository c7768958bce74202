import type { Database } from '../../db/create-database';
import { NotFoundError } from '../../errors/app-error';
import { ENDPOINTS_TABLE, type WebhookEndpointRow } from './webhook-rows';

export const WEBHOOK_ENDPOINT_NOT_FOUND = 'No such webhook endpoint.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's endpoint, locked for update when `forUpdate`; another account's (or a malformed id) is 404. */
export async function findOwnWebhookEndpoint(db: Database, userId: string, id: string, forUpdate = false): Promise<WebhookEndpointRow> {
  if (!UUID.test(id)) throw new NotFoundError(WEBHOOK_ENDPOINT_NOT_FOUND);
  const query = db(ENDPOINTS_TABLE).where({ id, userId }).first();
  const row = (await (forUpdate ? query.forUpdate() : query)) as WebhookEndpointRow | undefined;
  if (!row) throw new NotFoundError(WEBHOOK_ENDPOINT_NOT_FOUND);
  return row;
}
