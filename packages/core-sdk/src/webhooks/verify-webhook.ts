import { WebhookVerificationError as SignatureError, Webhook } from 'standardwebhooks';
import { type WebhookEvent, webhookEventSchema } from '../contracts/webhooks/schemas';

/** Why a delivery was refused: a missing header, a signature that does not match, a stale timestamp, or a body that is not an event. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/** Request headers as Node (`req.headers`), the Fetch API (`Headers`) or a plain object give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const HEADER_NAMES = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function readHeaders(headers: WebhookHeaders): Record<(typeof HEADER_NAMES)[number], string> {
  const read = (name: string): string => {
    if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
    const record = headers as Record<string, string | string[] | undefined>;
    const key = Object.keys(record).find((k) => k.toLowerCase() === name);
    const value = key === undefined ? undefined : record[key];
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  };
  const values = Object.fromEntries(HEADER_NAMES.map((name) => [name, read(name)])) as Record<(typeof HEADER_NAMES)[number], string>;
  const missing = HEADER_NAMES.filter((name) => values[name] === '');
  if (missing.length > 0) throw new WebhookVerificationError(`Missing header ${missing.join(', ')}: this is not a Verbatim webhook.`);
  return values;
}

/**
 * Checks a webhook delivery as Verbatim signs it (Standard Webhooks: `webhook-id`, `webhook-timestamp` within five
 * minutes, `webhook-signature` HMAC-SHA256 under `secret`) and returns its typed event; throws
 * WebhookVerificationError otherwise. Pass the body exactly as received (the raw bytes or text, not re-serialised
 * JSON), and answer 2xx quickly; a repeat of an event carries the same `webhook-id`, so keep the ids you have handled.
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  let parsed: unknown;
  try {
    parsed = new Webhook(secret).verify(body, readHeaders(headers));
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw error;
    const why = error instanceof SignatureError ? error.message : 'the secret or the body cannot be read';
    throw new WebhookVerificationError(`The webhook did not verify: ${why}.`);
  }
  const event = webhookEventSchema.safeParse(parsed);
  if (!event.success) throw new WebhookVerificationError('The webhook verified, but its body is not a Verbatim event.');
  return event.data;
}
