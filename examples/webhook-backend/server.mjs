#!/usr/bin/env node
// A site's backend that receives Verbatim's webhooks: it checks each delivery's signature with the endpoint's secret,
// drops repeats by their webhook-id and answers 204 at once; then, for a completed transcription, it fetches the
// transcript with a secret key and prints it (and keeps it as a file when TRANSCRIPTS_DIR is set).
//
//   VERBATIM_WEBHOOK_SECRET=whsec_… VERBATIM_API_KEY=vbsk_… node server.mjs
//
// See README.md next to this file for every variable. Keep the body as raw bytes until it is verified: re-serialised
// JSON would not match the signature.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createClient, isApiError } from '@verbatim/core-sdk';
import { verifyWebhook, WebhookVerificationError } from '@verbatim/core-sdk/webhooks';

const {
  VERBATIM_WEBHOOK_SECRET: secret,
  VERBATIM_API_KEY: apiKey,
  VERBATIM_API_URL: baseUrl = 'http://localhost:3000',
  TRANSCRIPTS_DIR: transcriptsDir,
  HOST: host = '127.0.0.1',
  PORT: port = '4000',
} = process.env;
if (!secret || !apiKey) {
  console.error(
    'Set VERBATIM_WEBHOOK_SECRET (the endpoint’s whsec_… secret) and VERBATIM_API_KEY (a vbsk_… key with transcriptions:read).',
  );
  process.exit(2);
}

// The webhook says which transcription finished; its text is fetched with the key, since a delivery stays small.
const verbatim = createClient({ baseUrl, apiKey });
if (transcriptsDir) await mkdir(transcriptsDir, { recursive: true });

/** The ids already handled: a retry or a redelivery carries the same webhook-id. Use your database in production. */
const handled = new Set();
const MAX_BODY_BYTES = 64 * 1024;

async function onCompleted(data) {
  const transcription = await verbatim.transcriptions.get(data.id);
  const text = transcription.transcriptText ?? '';
  if (transcriptsDir) await writeFile(join(transcriptsDir, `${transcription.id}.txt`), `${text}\n`);
  console.log(`transcript of ${transcription.fileName} (${transcription.id}):\n${text}`);
}

async function handle(event) {
  switch (event.type) {
    case 'webhook.test':
      console.log(`test event for endpoint ${event.data.webhookId}`);
      break;
    case 'transcription.completed':
      await onCompleted(event.data);
      break;
    case 'transcription.failed':
      console.log(`transcription failed: ${event.data.fileName} (${event.data.id}): ${event.data.errorMessage}`);
      break;
    case 'transcription.deleted':
      console.log(`transcription deleted: ${event.data.fileName} (${event.data.id})`);
      if (transcriptsDir) await rm(join(transcriptsDir, `${event.data.id}.txt`), { force: true });
      break;
  }
}

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
    handle(event).catch((error) => {
      // Forgotten, so that a Redeliver from Settings › Developer tries it again.
      handled.delete(id);
      console.error(`could not handle ${event.type} ${id}: ${isApiError(error) ? `${error.message} (${error.code})` : error}`);
    });
  });
});

server.listen(Number(port), host, () => {
  console.log(`listening on http://${host}:${server.address().port}/webhooks`);
});
