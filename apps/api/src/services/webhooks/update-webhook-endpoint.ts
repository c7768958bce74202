import type { WebhookEndpoint, WebhookEventType } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { checkWebhookUrl } from './check-webhook-url';
import { findOwnWebhookEndpoint } from './find-own-webhook-endpoint';
import { presentWebhookEndpoint } from './present-webhook-endpoint';
import { ENDPOINTS_TABLE, type WebhookEndpointRow } from './webhook-rows';

export interface WebhookEndpointChanges {
  url?: string | undefined;
  events?: WebhookEventType[] | undefined;
  description?: string | undefined;
  enabled?: boolean | undefined;
}

/** Changes the caller's endpoint. Turning it on again forgets why it was turned off and its run of failures. */
export async function updateWebhookEndpoint(
  deps: AppDeps,
  userId: string,
  id: string,
  changes: WebhookEndpointChanges,
): Promise<WebhookEndpoint> {
  if (changes.url !== undefined) checkWebhookUrl(deps.config, changes.url);
  await findOwnWebhookEndpoint(deps.db, userId, id);
  const patch: Record<string, unknown> = { updatedAt: deps.now() };
  if (changes.url !== undefined) patch.url = changes.url;
  if (changes.events !== undefined) patch.events = JSON.stringify(changes.events);
  if (changes.description !== undefined) patch.description = changes.description;
  if (changes.enabled !== undefined) {
    patch.enabled = changes.enabled;
    if (changes.enabled) Object.assign(patch, { disabledReason: null, failingSince: null });
  }
  const [row] = (await deps.db(ENDPOINTS_TABLE).where({ id, userId }).update(patch).returning('*')) as WebhookEndpointRow[];
  if (!row) return presentWebhookEndpoint(await findOwnWebhookEndpoint(deps.db, userId, id));
  return presentWebhookEndpoint(row);
}
