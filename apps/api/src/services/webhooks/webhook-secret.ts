import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_BYTES } from '@verbatim/core-sdk/contracts';

/** A new signing secret: `whsec_` and the base64 of random bytes, as Standard Webhooks libraries read it. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;
}

/** A delivery's `webhook-id`: unique, the same on every attempt of the delivery. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}
