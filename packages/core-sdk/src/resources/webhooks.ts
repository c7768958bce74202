import type {
  CreateWebhookEndpointRequest,
  QueuedWebhookDelivery,
  SuccessResponse,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/**
 * The signed-in owner's webhook endpoints: where Verbatim POSTs signed transcription events, their deliveries, tests
 * and redeliveries. Another account's endpoint answers ApiError 404. Check deliveries on the receiving side with
 * `verifyWebhook` from `@verbatim/core-sdk/webhooks`.
 */
export function webhooksResource(http: Http) {
  return {
    /** Every endpoint, newest first, without secrets. */
    list: (o?: RequestOptions): Promise<WebhookEndpointList> => http.call(routes.listWebhookEndpoints, {}, o),
    /** Adds an endpoint; the answer's `secret` (`whsec_…`) is shown this once. */
    create: (body: CreateWebhookEndpointRequest, o?: RequestOptions): Promise<WebhookEndpointWithSecret> =>
      http.call(routes.createWebhookEndpoint, { body }, o),
    /** Changes the URL, events or description, or turns the endpoint off (`enabled: false`) or on again. */
    update: (webhookId: string, body: UpdateWebhookEndpointRequest, o?: RequestOptions): Promise<WebhookEndpoint> =>
      http.call(routes.updateWebhookEndpoint, { params: { webhookId }, body }, o),
    /** Removes the endpoint; nothing more is sent to it. */
    remove: (webhookId: string, o?: RequestOptions): Promise<SuccessResponse> =>
      http.call(routes.deleteWebhookEndpoint, { params: { webhookId } }, o),
    /** A new secret, shown this once; the old one keeps signing beside it for a day. */
    rotateSecret: (webhookId: string, o?: RequestOptions): Promise<WebhookEndpointWithSecret> =>
      http.call(routes.rotateWebhookSecret, { params: { webhookId } }, o),
    /** The newest deliveries with every attempt (status code, duration, error, time). */
    deliveries: (webhookId: string, o?: RequestOptions): Promise<WebhookDeliveryList> =>
      http.call(routes.listWebhookDeliveries, { params: { webhookId } }, o),
    /** Sends a delivery again now, with the same `webhook-id` and body. */
    redeliver: (webhookId: string, deliveryId: string, o?: RequestOptions): Promise<QueuedWebhookDelivery> =>
      http.call(routes.redeliverWebhook, { params: { webhookId, deliveryId } }, o),
    /** Sends a signed `webhook.test` event to the endpoint. */
    sendTest: (webhookId: string, o?: RequestOptions): Promise<QueuedWebhookDelivery> =>
      http.call(routes.sendTestWebhook, { params: { webhookId } }, o),
  };
}
export type WebhooksResource = ReturnType<typeof webhooksResource>;
