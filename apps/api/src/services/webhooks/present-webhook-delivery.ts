import type { WebhookDelivery } from '@verbatim/core-sdk/contracts';
import { isoTime } from '../../lib/iso-time';
import type { WebhookAttemptRow, WebhookDeliveryRow } from './webhook-rows';

/** A delivery with its attempts (newest first), as its endpoint's owner sees it. */
export function presentWebhookDelivery(row: WebhookDeliveryRow, attempts: readonly WebhookAttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    state: row.state,
    nextAttemptAt: row.state === 'pending' && row.nextAttemptAt ? isoTime(row.nextAttemptAt) : null,
    createdAt: isoTime(row.createdAt),
    attempts: attempts.map((a) => ({
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
      createdAt: isoTime(a.createdAt),
    })),
  };
}
