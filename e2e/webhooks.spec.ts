import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';

// A developer points a webhook endpoint at their own backend (a receiver this test runs on loopback), sends a test
// event from the developer settings, and sees the delivery there; the receiver checks the signature with the secret
// the page showed once, computing the HMAC itself. Then they redeliver it and see the new attempt listed.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/verbatim/webhooks`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

test('a developer adds a webhook endpoint, sends a test, sees it delivered and redelivers it', async ({ page }) => {
  await signUp(page, { firstName: 'Hook', email: `e2e.webhooks.${Date.now()}@example.com` });
  await page.goto('/settings/developer');
  const panel = page.locator('[data-slot="webhooks-panel"]');
  await expect(panel.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

  await panel.getByRole('button', { name: 'Add endpoint' }).click();
  const form = panel.getByRole('form', { name: 'New webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill(receiverUrl);
  await form.getByRole('checkbox', { name: /Transcription deleted/ }).uncheck();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const secretBox = panel.locator('[data-slot="webhook-secret"]');
  await expect(secretBox).toContainText('it is not shown again');
  const secret = (await secretBox.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await secretBox.getByRole('button', { name: 'Done' }).click();
  await expect(secretBox).toBeHidden();

  const endpoint = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiverUrl }) });
  await expect(endpoint).toContainText('Transcription completed · Transcription failed');
  await expect(endpoint.getByText('No deliveries yet')).toBeVisible();
  await endpoint.getByRole('button', { name: 'Send test' }).click();

  const delivery = endpoint.locator('[data-slot="webhook-delivery"]').first();
  await expect(delivery).toContainText('webhook.test', { timeout: 15_000 });
  await expect(delivery).toContainText('Delivered', { timeout: 15_000 });
  await expect(delivery).toContainText('HTTP 204');

  expect(received).toHaveLength(1);
  const hook = received[0] as Received;
  const id = String(hook.headers['webhook-id']);
  const timestamp = String(hook.headers['webhook-timestamp']);
  const mac = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${hook.body}`)
    .digest('base64');
  expect(String(hook.headers['webhook-signature']).split(' ')).toContain(`v1,${mac}`);
  expect(JSON.parse(hook.body)).toMatchObject({ type: 'webhook.test' });

  // Redelivered: the same webhook-id again, and the delivery lists its second attempt.
  await delivery.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
  await expect(delivery).toContainText('2 attempts', { timeout: 15_000 });
  await expect(delivery).toContainText('Delivered');
  expect(received.map((r) => r.headers['webhook-id'])).toEqual([id, id]);

  await expectNoSeriousAxeViolations(page, 'the developer settings with a webhook endpoint');
  await saveScreenshot(page, 'webhooks-developer-settings');
});
