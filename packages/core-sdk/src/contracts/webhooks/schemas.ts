import { z } from 'zod';
import { singleLine, successResponseSchema } from '../common';
import { webhookEventTypes } from '../constants';
import { transcriptionSourceSchema, transcriptionStatuses } from '../transcriptions/schemas';

export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** A secret is `whsec_` and the base64 of this many random bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_BYTES = 32;
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

/**
 * Where deliveries go: an absolute `http` or `https` URL without user name or password. The server refuses `http` in
 * production and, at delivery time, any host that resolves to a private, loopback, link-local or metadata address.
 */
export const webhookUrlSchema = z
  .string({ error: 'The URL must be text' })
  .trim()
  .min(1, 'Enter the URL that receives the webhooks')
  .max(WEBHOOK_URL_MAX, `The URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .check(singleLine())
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'The URL must be an http or https address such as https://example.com/webhooks, without a user name or password');

const eventListSchema = z
  .array(z.enum(webhookEventTypes, { error: `Events must be among ${webhookEventTypes.join(', ')}` }))
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z
  .string({ error: 'The description must be text' })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `The description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`)
  .check(singleLine());

export const createWebhookEndpointRequestSchema = z.object({
  url: webhookUrlSchema,
  events: eventListSchema,
  description: descriptionSchema.optional(),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

export const updateWebhookEndpointRequestSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: eventListSchema.optional(),
    description: descriptionSchema.optional(),
    /** Turning an endpoint back on also clears why it was turned off. */
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one of url, events, description, enabled');
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequestSchema>;

/** An endpoint as its owner lists it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** Why the server turned it off (it failed for days), or null. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  /** When the last delivery was attempted, or null. */
  lastDeliveryAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** A new endpoint, or one whose secret was just rotated, with its signing secret: shown this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().regex(WEBHOOK_SECRET_PATTERN),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const deleteWebhookEndpointResponseSchema = successResponseSchema;

/** One try at sending a delivery. */
export const webhookAttemptSchema = z.object({
  /** The receiver's HTTP status, or null when there was no answer (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().min(0),
  /** Why it did not succeed, or null. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryStates = ['pending', 'succeeded', 'failed'] as const;

/** One event sent to one endpoint, with each of its attempts, newest first; every attempt carries the same `webhook-id`. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header of every attempt. */
  messageId: z.string(),
  eventType: z.string(),
  state: z.enum(webhookDeliveryStates),
  /** When the next automatic attempt runs, while pending. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** A delivery just queued (a test, or a redelivery): it is sent by a job within moments. */
export const queuedWebhookDeliverySchema = z.object({ delivery: webhookDeliverySchema });
export type QueuedWebhookDelivery = z.infer<typeof queuedWebhookDeliverySchema>;

/** What a transcription event says: enough to decide what to do; the transcript itself is fetched from the API. */
export const webhookTranscriptionDataSchema = z.object({
  id: z.uuid(),
  status: z.enum(transcriptionStatuses),
  fileName: z.string(),
  durationSeconds: z.number().nullable(),
  language: z.string().nullable(),
  source: transcriptionSourceSchema,
  /** Why it failed, for `transcription.failed`; otherwise null. */
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type WebhookTranscriptionData = z.infer<typeof webhookTranscriptionDataSchema>;

/** The JSON body of every delivery. */
export const webhookEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(webhookEventTypes), timestamp: z.string(), data: webhookTranscriptionDataSchema }),
  z.object({
    type: z.literal(WEBHOOK_TEST_EVENT),
    timestamp: z.string(),
    data: z.object({ webhookId: z.uuid(), message: z.string() }),
  }),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
