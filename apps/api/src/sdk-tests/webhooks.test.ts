import { ApiError } from '@verbatim/core-sdk';
import { webhookDeliveryListSchema, webhookEndpointWithSecretSchema } from '@verbatim/core-sdk/contracts';
import { verifyWebhook, WebhookVerificationError } from '@verbatim/core-sdk/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSdk } from '../test-support/core-sdk-session';
import { waitFor } from '../test-support/jobs/job-test-database';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';

describe.each(testDatabases())('the SDK manages webhooks and verifies their deliveries, against the real API on %s', (database) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({ database, env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('adds an endpoint, sends a test, and verifies what arrived with verifyWebhook', async () => {
    const { client } = await signedUpSdk(server, 'hooks');
    const endpoint = await client.webhooks.create({ url: receiver.url, events: ['transcription.completed'] });
    expect(webhookEndpointWithSecretSchema.parse(endpoint)).toEqual(endpoint);
    expect((await client.webhooks.list()).items.map((e) => e.id)).toEqual([endpoint.id]);

    const { delivery } = await client.webhooks.sendTest(endpoint.id);
    const hook = await waitFor(async () => receiver.received.find((h) => h.headers['webhook-id'] === delivery.messageId), 'the test event');
    const event = verifyWebhook(hook.body, hook.headers, endpoint.secret);
    expect(event).toMatchObject({ type: 'webhook.test', data: { webhookId: endpoint.id } });
    expect(() => verifyWebhook(`${hook.body} `, hook.headers, endpoint.secret)).toThrow(WebhookVerificationError);

    const listed = await waitFor(async () => {
      const page = await client.webhooks.deliveries(endpoint.id);
      return page.items[0]?.state === 'succeeded' && page;
    }, 'a succeeded delivery');
    expect(webhookDeliveryListSchema.parse(listed)).toEqual(listed);

    const rotated = await client.webhooks.rotateSecret(endpoint.id);
    await client.webhooks.redeliver(endpoint.id, delivery.id);
    const again = await waitFor(async () => {
      const copies = receiver.received.filter((h) => h.headers['webhook-id'] === delivery.messageId);
      return copies.length === 2 && copies[1];
    }, 'the redelivery');
    expect(verifyWebhook(again.body, again.headers, rotated.secret).type).toBe('webhook.test');
    expect(verifyWebhook(again.body, again.headers, endpoint.secret).type).toBe('webhook.test');

    expect((await client.webhooks.update(endpoint.id, { enabled: false })).enabled).toBe(false);
    await client.webhooks.remove(endpoint.id);
    const gone = await client.webhooks.deliveries(endpoint.id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
  });
});
