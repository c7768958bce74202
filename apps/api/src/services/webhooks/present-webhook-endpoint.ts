import type { WebhookEndpoint } from '@verbatim/core-sdk/contracts';
import { isoTime } from '../../lib/iso-time';
import type { WebhookEndpointRow } from './webhook-rows';

/** An endpoint as its owner sees it: everything but its secrets. */
export function presentWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: isoTime(row.createdAt),
    lastDeliveryAt: isoTime(row.lastDeliveryAt),
  };
}
