import type { HttpMethod } from '../http-method';

/** Webhook endpoints, their deliveries and tests. Spread into the route table of ../routes.ts. */
export const webhookRoutes = {
  listWebhookEndpoints: ['GET', '/api/webhooks'],
  createWebhookEndpoint: ['POST', '/api/webhooks'],
  updateWebhookEndpoint: ['PATCH', '/api/webhooks/:webhookId'],
  deleteWebhookEndpoint: ['DELETE', '/api/webhooks/:webhookId'],
  rotateWebhookSecret: ['POST', '/api/webhooks/:webhookId/rotate-secret'],
  listWebhookDeliveries: ['GET', '/api/webhooks/:webhookId/deliveries'],
  redeliverWebhook: ['POST', '/api/webhooks/:webhookId/deliveries/:deliveryId/redeliver'],
  sendTestWebhook: ['POST', '/api/webhooks/:webhookId/test'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
