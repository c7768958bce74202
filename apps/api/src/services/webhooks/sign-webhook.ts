import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks headers of one attempt. */
export interface WebhookSignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs a body per Standard Webhooks with every secret given (the current one, and during a rotation the previous
 * one too): `webhook-signature` lists one `v1,<signature>` per secret, separated by spaces, and a receiver accepts
 * the message when any of them verifies with the secret it has.
 */
export function signWebhook(secrets: readonly string[], messageId: string, at: Date, body: string): WebhookSignatureHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
