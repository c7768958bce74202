import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, WEBHOOK_RESPONSE_BYTES } from './post-webhook';
import { WebhookTargetRefusedError } from './webhook-target-errors';

describe('postWebhook', () => {
  let url = '';
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // An answer far longer than is read: the sender stops after the first few KB.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('x'.repeat(1_000_000));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads at most a few KB of the answer', async () => {
    const answer = await postWebhook({ url, headers: {}, body: '{}', allowPrivateAddresses: true, requireHttps: false });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(WEBHOOK_RESPONSE_BYTES);
  });

  it('refuses plain http where https is required, and other schemes always', async () => {
    const request = { headers: {}, body: '{}', allowPrivateAddresses: true };
    await expect(postWebhook({ ...request, url, requireHttps: true })).rejects.toBeInstanceOf(WebhookTargetRefusedError);
    await expect(postWebhook({ ...request, url: 'ftp://example.com/x', requireHttps: false })).rejects.toBeInstanceOf(
      WebhookTargetRefusedError,
    );
  });

  it('refuses a loopback address, literal or by name, before connecting', async () => {
    const request = { headers: {}, body: '{}', allowPrivateAddresses: false, requireHttps: false };
    await expect(postWebhook({ ...request, url })).rejects.toBeInstanceOf(WebhookTargetRefusedError);
    await expect(postWebhook({ ...request, url: url.replace('127.0.0.1', 'localhost') })).rejects.toBeInstanceOf(WebhookTargetRefusedError);
  });
});
