#!/usr/bin/env node
// A backend that receives Verbatim's webhooks: it checks each delivery's signature with the endpoint's secret, drops
// repeats by their webhook-id, answers 204 at once, and prints the event.
//
//   VERBATIM_WEBHOOK_SECRET=whsec_… node receive-webhooks.mjs [--port 4000]
//
// Add http(s)://your-host:4000/webhooks as an endpoint in Settings › Developer (or with `client.webhooks.create`).
// Keep the body as raw text until it is verified: re-serialised JSON would not match the signature.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { verifyWebhook, WebhookVerificationError } from '@verbatim/core-sdk/webhooks';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4000' }, host: { type: 'string', default: '127.0.0.1' } } });
const secret = process.env.VERBATIM_WEBHOOK_SECRET;
if (!secret) {
  console.error('Set VERBATIM_WEBHOOK_SECRET to the endpoint’s signing secret (whsec_…).');
  process.exit(2);
}

/** The ids already handled: a retry or a redelivery carries the same webhook-id. Use your database in production. */
const handled = new Set();
const MAX_BODY_BYTES = 64 * 1024;

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/webhooks') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    let event;
    try {
      event = verifyWebhook(Buffer.concat(chunks), req.headers, secret);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      console.error(`refused: ${error.message}`);
      res.writeHead(400).end();
      return;
    }
    const id = String(req.headers['webhook-id']);
    // Answer first, work after: Verbatim waits 10 seconds at most and retries what it does not see answered.
    res.writeHead(204).end();
    if (handled.has(id)) return;
    handled.add(id);
    if (event.type === 'webhook.test') console.log(`test event for endpoint ${event.data.webhookId}`);
    else console.log(`${event.type}: ${event.data.fileName} (${event.data.id}), status ${event.data.status}`);
  });
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  console.log(`listening on http://${values.host}:${port}/webhooks`);
});
