import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { createWebhookEndpoint } from '../services/webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../services/webhooks/delete-webhook-endpoint';
import { listWebhookDeliveries } from '../services/webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../services/webhooks/list-webhook-endpoints';
import { redeliverWebhook } from '../services/webhooks/redeliver-webhook';
import { rotateWebhookSecret } from '../services/webhooks/rotate-webhook-secret';
import { sendTestWebhook } from '../services/webhooks/send-test-webhook';
import { updateWebhookEndpoint } from '../services/webhooks/update-webhook-endpoint';

/** The caller's webhook endpoints, their deliveries, redeliveries and tests. */
export const webhookEndpoints: MountedEndpoint[] = [
  handle(endpoints.listWebhookEndpoints, async ({ user }, ctx) => ({ items: await listWebhookEndpoints(ctx.deps.db, user.id) })),
  handle(endpoints.createWebhookEndpoint, ({ user, body }, ctx) => createWebhookEndpoint(ctx.deps, user.id, body)),
  handle(endpoints.updateWebhookEndpoint, ({ user, params, body }, ctx) =>
    updateWebhookEndpoint(ctx.deps, user.id, params.webhookId, body),
  ),
  handle(endpoints.deleteWebhookEndpoint, async ({ user, params }, ctx) => {
    await deleteWebhookEndpoint(ctx.deps.db, user.id, params.webhookId);
    return { success: true as const, message: 'The webhook endpoint is deleted.' };
  }),
  handle(endpoints.rotateWebhookSecret, ({ user, params }, ctx) => rotateWebhookSecret(ctx.deps, user.id, params.webhookId)),
  handle(endpoints.listWebhookDeliveries, async ({ user, params }, ctx) => ({
    items: await listWebhookDeliveries(ctx.deps.db, user.id, params.webhookId),
  })),
  handle(endpoints.redeliverWebhook, async ({ user, params }, ctx) => ({
    delivery: await redeliverWebhook(ctx.deps, user.id, params.webhookId, params.deliveryId),
  })),
  handle(endpoints.sendTestWebhook, async ({ user, params }, ctx) => ({
    delivery: await sendTestWebhook(ctx.deps, user.id, params.webhookId),
  })),
];
