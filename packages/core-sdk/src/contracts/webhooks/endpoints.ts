import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_OLD_SECRET_HOURS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import {
  createWebhookEndpointRequestSchema,
  deleteWebhookEndpointResponseSchema,
  queuedWebhookDeliverySchema,
  updateWebhookEndpointRequestSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from './schemas';

const NOT_FOUND = 'No such webhook endpoint of the caller’s.';

/** Webhook endpoints, their deliveries and tests. Spread into `endpoints` (../endpoints.ts). */
export const webhookEndpoints = {
  listWebhookEndpoints: defineEndpoint(routes.listWebhookEndpoints, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary: 'The caller’s webhook endpoints, newest first, without their secrets.',
    responses: { 200: webhookEndpointListSchema },
  }),
  createWebhookEndpoint: defineEndpoint(routes.createWebhookEndpoint, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary:
      'Adds an endpoint that receives the chosen transcription events, signed per Standard Webhooks. The answer carries its signing secret (`whsec_…`), shown this once.',
    body: createWebhookEndpointRequestSchema,
    failures: {
      400: 'The URL is not https on a production server (VALIDATION_FAILED).',
      409: `The account has ${WEBHOOK_ENDPOINTS_MAX} endpoints already (CONFLICT).`,
    },
    responses: { 201: webhookEndpointWithSecretSchema },
  }),
  updateWebhookEndpoint: defineEndpoint(routes.updateWebhookEndpoint, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary: 'Changes an endpoint’s URL, events or description, or turns it off or on again.',
    body: updateWebhookEndpointRequestSchema,
    failures: { 404: NOT_FOUND },
    responses: { 200: webhookEndpointSchema },
  }),
  deleteWebhookEndpoint: defineEndpoint(routes.deleteWebhookEndpoint, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary: 'Removes an endpoint with its deliveries; nothing more is sent to it, retries included.',
    failures: { 404: NOT_FOUND },
    responses: { 200: deleteWebhookEndpointResponseSchema },
  }),
  rotateWebhookSecret: defineEndpoint(routes.rotateWebhookSecret, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary: `Gives an endpoint a new signing secret, shown this once. For ${WEBHOOK_OLD_SECRET_HOURS} hours deliveries carry a signature by the old secret as well, so the receiver can switch without missing one.`,
    failures: { 404: NOT_FOUND },
    responses: { 200: webhookEndpointWithSecretSchema },
  }),
  listWebhookDeliveries: defineEndpoint(routes.listWebhookDeliveries, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary:
      'An endpoint’s newest deliveries (up to 50), each with its event, state and every attempt: status code, duration, error and time.',
    failures: { 404: NOT_FOUND },
    responses: { 200: webhookDeliveryListSchema },
  }),
  redeliverWebhook: defineEndpoint(routes.redeliverWebhook, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary: 'Sends a delivery again now, with the same `webhook-id` and body, whatever its state; its retries start afresh.',
    failures: { 404: 'No such endpoint or delivery of the caller’s.', 409: 'The endpoint is turned off (CONFLICT).' },
    responses: { 202: queuedWebhookDeliverySchema },
  }),
  sendTestWebhook: defineEndpoint(routes.sendTestWebhook, {
    access: 'user',
    scope: 'webhooks',
    tag: 'webhooks',
    summary: 'Sends a `webhook.test` event to the endpoint, signed like every other; the delivery shows in its list.',
    failures: { 404: NOT_FOUND, 409: 'The endpoint is turned off (CONFLICT).' },
    responses: { 202: queuedWebhookDeliverySchema },
  }),
} as const;
