// Receiving Verbatim's webhooks on a server: kept out of the main entry, which browsers load.
export type { WebhookEventType } from '../contracts/constants';
export type { WebhookEvent, WebhookTranscriptionData } from '../contracts/webhooks/schemas';
export { verifyWebhook, type WebhookHeaders, WebhookVerificationError } from './verify-webhook';
