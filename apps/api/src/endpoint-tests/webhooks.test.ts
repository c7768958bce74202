import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { WEBHOOK_SECRET_PATTERN } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../jobs';
import { completeTranscription } from '../services/transcriptions/complete-transcription';
import { failTranscription } from '../services/transcriptions/fail-transcription';
import { deliverWebhook } from '../services/webhooks/deliver-webhook';
import { WEBHOOK_DISABLED_REASON } from '../services/webhooks/disable-failing-endpoint';
import { recordTranscriptionEvent } from '../services/webhooks/record-transcription-event';
import { WEBHOOK_MAX_ATTEMPTS } from '../services/webhooks/webhook-retry-schedule';
import { insertTranscription, runJobsNow, waitForJobsDone } from '../test-support/account-data-fixtures';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { testLogger, waitFor } from '../test-support/jobs/job-test-database';
import { makeTestMedia } from '../test-support/media/make-test-media';
import { parseScrape } from '../test-support/scrape-metrics';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';
import { createKey, fileForm, SITE, widgetJson } from '../test-support/widget-requests';

const noFence = async () => undefined;
const ALL_EVENTS = ['transcription.completed', 'transcription.failed', 'transcription.deleted'];

/** Standard Webhooks' signature, computed here with node:crypto alone: HMAC-SHA256 of "id.timestamp.body" under the decoded secret. */
function expectedSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

function signedBy(secret: string, hook: ReceivedWebhook): boolean {
  const id = String(hook.headers['webhook-id']);
  const timestamp = String(hook.headers['webhook-timestamp']);
  const expected = Buffer.from(expectedSignature(secret, id, timestamp, hook.body));
  return String(hook.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

interface DeliveryItem {
  id: string;
  messageId: string;
  eventType: string;
  state: string;
  attempts: Array<{ statusCode: number | null; durationMs: number; error: string | null; createdAt: string }>;
}

async function deliveriesOf(http: HttpSession, webhookId: string): Promise<DeliveryItem[]> {
  const res = await http.get(`/api/webhooks/${webhookId}/deliveries`);
  expect(res.status).toBe(200);
  return res.json.items as DeliveryItem[];
}

async function settledDelivery(http: HttpSession, webhookId: string, state = 'succeeded'): Promise<DeliveryItem> {
  return waitFor(async () => (await deliveriesOf(http, webhookId)).find((d) => d.state === state), `a ${state} delivery`, 20_000);
}

async function addEndpoint(http: HttpSession, url: string, events: string[] = ALL_EVENTS) {
  const res = await http.post('/api/webhooks', { url, events, description: 'Our backend' });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; secret: string; url: string; events: string[] };
}

describe.each(testDatabases())('webhooks on %s', (database) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      database,
      env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_RETRY_BASE_SECONDS: '0.2' },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });
  const person = async () => signedUpSession(server, 'hooks');

  it('adds, lists, changes and deletes endpoints, showing the secret only once', async () => {
    const { http } = await person();
    const created = await addEndpoint(http, 'https://backend.example.com/hooks', ['transcription.completed', 'transcription.completed']);
    expect(created.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    expect(created).toMatchObject({ url: 'https://backend.example.com/hooks', events: ['transcription.completed'], enabled: true });

    const listed = await http.get('/api/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: created.id, description: 'Our backend', disabledReason: null })]);
    expect(listed.text).not.toContain(created.secret.slice(6));

    const changed = await http.request('PATCH', `/api/webhooks/${created.id}`, { events: ALL_EVENTS, enabled: false });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ events: ALL_EVENTS, enabled: false });
    expect((await http.post(`/api/webhooks/${created.id}/test`)).status).toBe(409);

    const deleted = await http.request('DELETE', `/api/webhooks/${created.id}`);
    expect(deleted.status).toBe(200);
    expect((await http.get('/api/webhooks')).json.items).toEqual([]);
    expect((await http.request('DELETE', `/api/webhooks/${created.id}`)).status).toBe(404);
  });

  it('refuses bad URLs, events and fields with a clear error, and callers without a session', async () => {
    const { http } = await person();
    const bodies = [
      { url: 'ftp://example.com/hooks', events: ALL_EVENTS },
      { url: 'not a url', events: ALL_EVENTS },
      { url: 'https://user:pass@example.com/hooks', events: ALL_EVENTS },
      { url: 'https://example.com/\u0000', events: ALL_EVENTS },
      { url: 'https://example.com/hooks', events: [] },
      { url: 'https://example.com/hooks', events: ['transcription.exploded'] },
      { url: 'https://example.com/hooks', events: ALL_EVENTS, description: 'x'.repeat(201) },
      { events: ALL_EVENTS },
    ];
    for (const body of bodies) {
      const res = await http.post('/api/webhooks', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.code).toBe('VALIDATION_FAILED');
    }
    const { id } = await addEndpoint(http, 'https://example.com/hooks');
    expect((await http.request('PATCH', `/api/webhooks/${id}`, {})).status).toBe(400);
    expect((await http.request('PATCH', `/api/webhooks/${id}`, { url: 'gopher://x' })).status).toBe(400);
    expect((await http.get('/api/webhooks/not-a-uuid/deliveries')).status).toBe(404);
    expect((await http.get('/api/webhooks')).json.items).toHaveLength(1);
    const anonymous = createHttpSession(server.url);
    expect((await anonymous.get('/api/webhooks')).status).toBe(401);
    expect((await anonymous.post('/api/webhooks', { url: 'https://example.com/hooks', events: ALL_EVENTS })).status).toBe(401);
  });

  it('keeps each account to its own endpoints and deliveries', async () => {
    const owner = await person();
    const other = await person();
    const { id } = await addEndpoint(owner.http, receiver.url);
    const delivery = (await owner.http.post(`/api/webhooks/${id}/test`)).json.delivery as { id: string };
    await settledDelivery(owner.http, id);

    expect((await other.http.get('/api/webhooks')).json.items).toEqual([]);
    const tries = [
      other.http.request('PATCH', `/api/webhooks/${id}`, { enabled: false }),
      other.http.request('DELETE', `/api/webhooks/${id}`),
      other.http.post(`/api/webhooks/${id}/rotate-secret`),
      other.http.get(`/api/webhooks/${id}/deliveries`),
      other.http.post(`/api/webhooks/${id}/test`),
      other.http.post(`/api/webhooks/${id}/deliveries/${delivery.id}/redeliver`),
    ];
    for (const res of await Promise.all(tries)) expect(res.status).toBe(404);
    // Another account's delivery under one's own endpoint is not found either.
    const { id: otherId } = await addEndpoint(other.http, receiver.url);
    expect((await other.http.post(`/api/webhooks/${otherId}/deliveries/${delivery.id}/redeliver`)).status).toBe(404);
    expect((await owner.http.get('/api/webhooks')).json.items).toEqual([expect.objectContaining({ id, enabled: true })]);
  });

  it('signs a test event per Standard Webhooks, which an independent HMAC verifies', async () => {
    const { http } = await person();
    const { id, secret } = await addEndpoint(http, receiver.url);
    const before = receiver.received.length;
    const sent = await http.post(`/api/webhooks/${id}/test`);
    expect(sent.status).toBe(202);
    const delivery = await settledDelivery(http, id);
    expect(delivery).toMatchObject({ eventType: 'webhook.test', attempts: [{ statusCode: 204, error: null }] });

    const hook = receiver.received.slice(before).find((h) => h.headers['webhook-id'] === delivery.messageId);
    if (!hook) throw new Error('the receiver did not get the test event');
    expect(hook.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(hook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(signedBy(secret, hook)).toBe(true);
    expect(signedBy(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, hook)).toBe(false);
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'webhook.test', data: { webhookId: id } });
  });

  it('signs with the old and the new secret after a rotation', async () => {
    const { http } = await person();
    const { id, secret: oldSecret } = await addEndpoint(http, receiver.url);
    const rotated = await http.post(`/api/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const newSecret = String(rotated.json.secret);
    expect(newSecret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(newSecret).not.toBe(oldSecret);

    await http.post(`/api/webhooks/${id}/test`);
    const delivery = await settledDelivery(http, id);
    const hook = receiver.received.find((h) => h.headers['webhook-id'] === delivery.messageId);
    if (!hook) throw new Error('no delivery received');
    expect(String(hook.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signedBy(newSecret, hook)).toBe(true);
    expect(signedBy(oldSecret, hook)).toBe(true);
  });

  it('sends completed, failed and deleted events of the subscribed types only, with a small body', async () => {
    const { http, userId } = await person();
    const { id: allId } = await addEndpoint(http, receiver.url);
    const { id: deletedOnlyId } = await addEndpoint(http, receiver.url, ['transcription.deleted']);
    const done = await insertTranscription(server.deps.db, userId, { status: 'processing', fileName: 'standup.mp3' });
    const broken = await insertTranscription(server.deps.db, userId, { status: 'processing', fileName: 'broken.mp3' });
    await completeTranscription(
      server.deps,
      done.id,
      { text: 'Hello there.', language: 'en', engine: 'local', segments: [], words: [] },
      61,
      noFence,
    );
    await failTranscription(server.deps, broken.id, 'This file seems damaged or cut short.', noFence);
    expect((await http.request('DELETE', `/api/transcriptions/${done.id}`)).status).toBe(200);

    const all = await waitFor(async () => {
      const items = await deliveriesOf(http, allId);
      return items.length === 3 && items.every((d) => d.state === 'succeeded') && items;
    }, 'three delivered events');
    expect(all.map((d) => d.eventType).sort()).toEqual(ALL_EVENTS.slice().sort());
    const deletedOnly = await waitFor(async () => {
      const items = await deliveriesOf(http, deletedOnlyId);
      return items.length === 1 && items[0]?.state === 'succeeded' && items;
    }, 'the deleted event');
    expect(deletedOnly[0]?.eventType).toBe('transcription.deleted');

    const bodyOf = (type: string) => {
      const messageId = all.find((d) => d.eventType === type)?.messageId;
      const hook = receiver.received.find((h) => h.headers['webhook-id'] === messageId);
      if (!hook) throw new Error(`no ${type} received`);
      return JSON.parse(hook.body) as { type: string; timestamp: string; data: Record<string, unknown> };
    };
    const completed = bodyOf('transcription.completed');
    expect(completed).toMatchObject({
      type: 'transcription.completed',
      data: { id: done.id, status: 'completed', fileName: 'standup.mp3', durationSeconds: 61, source: { kind: 'app' }, errorMessage: null },
    });
    expect(JSON.stringify(completed)).not.toContain('Hello there');
    expect(bodyOf('transcription.failed').data).toMatchObject({
      id: broken.id,
      status: 'failed',
      errorMessage: 'This file seems damaged or cut short.',
    });
    expect(bodyOf('transcription.deleted').data).toMatchObject({ id: done.id, fileName: 'standup.mp3' });
  });

  it("raises the events of an upload through a site's widget for the site's owner", async () => {
    const speech = readFileSync((await makeTestMedia()).wav);
    const { http } = await person();
    const { id: hookId, secret } = await addEndpoint(http, receiver.url, ['transcription.completed']);
    const key = await createKey(http, { name: 'Help centre', origins: [SITE] });
    const up = await widgetJson(server.url, '/api/transcriptions/upload', {
      key: key.secret,
      method: 'POST',
      body: fileForm(speech, 'visitor.wav', 'audio/wav'),
    });
    expect(up.status).toBe(201);
    // The visitor's file is transcribed by the real worker; the owner's backend hears when it is done.
    const delivered = await waitFor(
      async () => (await deliveriesOf(http, hookId)).find((d) => d.state === 'succeeded'),
      'the widget upload delivered',
      120_000,
    );
    const hook = receiver.received.find((h) => h.headers['webhook-id'] === delivered.messageId);
    expect(hook && signedBy(secret, hook)).toBe(true);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
      type: 'transcription.completed',
      data: {
        id: String(up.json.transcriptionId),
        status: 'completed',
        fileName: 'visitor.wav',
        source: { kind: 'widget', widget: 'uploader', origin: SITE, keyName: 'Help centre' },
      },
    });
  }, 180_000);

  it('retries a failing endpoint with backoff and the same webhook-id, then succeeds', async () => {
    const flaky = await startWebhookReceiver([500, 503, 204]);
    try {
      const { http } = await person();
      const { id } = await addEndpoint(http, flaky.url);
      const counted = async () => parseScrape(await server.deps.metrics.registry.metrics());
      const before = await counted();
      await http.post(`/api/webhooks/${id}/test`);
      const delivery = await settledDelivery(http, id);
      expect(delivery.attempts.map((a) => a.statusCode)).toEqual([204, 503, 500]);
      // Two attempts to retry and one that succeeded (other tests' deliveries may add to them meanwhile).
      const after = await counted();
      // A counter nothing has counted yet has no series, and the parser then leaves its family out.
      const countOf = (scrape: typeof before, outcome: string) =>
        scrape.families.some((f) => f.name === 'verbatim_webhook_deliveries_total')
          ? scrape.total('verbatim_webhook_deliveries_total', { outcome })
          : 0;
      const added = (outcome: string) => countOf(after, outcome) - countOf(before, outcome);
      expect(added('retry')).toBeGreaterThanOrEqual(2);
      expect(added('succeeded')).toBeGreaterThanOrEqual(1);
      expect(after.samples('verbatim_webhook_deliveries_pending')).toHaveLength(1);
      expect(delivery.attempts[2]?.error).toContain('500');
      expect(new Set(flaky.received.map((h) => h.headers['webhook-id']))).toEqual(new Set([delivery.messageId]));
      expect(flaky.received).toHaveLength(3);
      // Each wait is at least 80% of the base (0.2 s), the second about twice the first.
      const times = delivery.attempts.map((a) => Date.parse(a.createdAt)).reverse();
      expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(150);
      expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(300);
    } finally {
      await flaky.close();
    }
  });

  it('follows no redirect: a 3xx is a failed attempt', async () => {
    const moved = await startWebhookReceiver([302]);
    try {
      const { http } = await person();
      const { id } = await addEndpoint(http, moved.url);
      await http.post(`/api/webhooks/${id}/test`);
      const first = await waitFor(async () => (await deliveriesOf(http, id))[0]?.attempts[0], 'a first attempt');
      expect(first.statusCode).toBe(302);
      expect(moved.received.every((h) => h.headers['webhook-id'])).toBe(true);
      expect(moved.received.length).toBeLessThanOrEqual((await deliveriesOf(http, id))[0]?.attempts.length ?? 0);
    } finally {
      await moved.close();
    }
  });

  it('redelivers with the same webhook-id and body', async () => {
    const { http } = await person();
    const { id, secret } = await addEndpoint(http, receiver.url);
    await http.post(`/api/webhooks/${id}/test`);
    const delivery = await settledDelivery(http, id);
    const again = await http.post(`/api/webhooks/${id}/deliveries/${delivery.id}/redeliver`);
    expect(again.status).toBe(202);
    await waitFor(async () => (await deliveriesOf(http, id))[0]?.attempts.length === 2, 'a second attempt');
    const copies = receiver.received.filter((h) => h.headers['webhook-id'] === delivery.messageId);
    expect(copies).toHaveLength(2);
    expect(copies[0]?.body).toBe(copies[1]?.body);
    expect(copies.every((hook) => signedBy(secret, hook))).toBe(true);
    expect((await http.post(`/api/webhooks/${id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`)).status).toBe(404);
  });

  it('gives up after the last retry and turns off an endpoint failing for days, e-mailing its owner', async () => {
    const down = await startWebhookReceiver([500]);
    try {
      const { http, email } = await person();
      const { id } = await addEndpoint(http, down.url);
      await http.post(`/api/webhooks/${id}/test`);
      await waitFor(async () => (await deliveriesOf(http, id))[0]?.attempts.length === 1, 'the first attempt');
      // As if the retries had run for a day, and the endpoint had accepted nothing for six.
      const db = server.deps.db;
      await db('webhook_deliveries')
        .where({ endpointId: id })
        .update({ attemptCount: WEBHOOK_MAX_ATTEMPTS - 1 });
      await db('webhook_endpoints')
        .where({ id })
        .update({ failingSince: new Date(Date.now() - 6 * 86_400_000) });
      await runJobsNow(db, 'webhook.deliver');
      const failed = await settledDelivery(http, id, 'failed');
      expect(failed.attempts[0]?.statusCode).toBe(500);
      const endpoint = (await http.get('/api/webhooks')).json.items as Array<{ enabled: boolean; disabledReason: string | null }>;
      expect(endpoint[0]).toMatchObject({ enabled: false, disabledReason: WEBHOOK_DISABLED_REASON });
      await waitForJobsDone(db, 'mail.send');
      const mail = await db('email_outbox').where({ toAddress: email, subject: 'A Verbatim webhook endpoint was turned off' }).first();
      expect(mail?.textBody).toContain(down.url);
      // Turned on again, it starts afresh.
      const on = await http.request('PATCH', `/api/webhooks/${id}`, { enabled: true });
      expect(on.json).toMatchObject({ enabled: true, disabledReason: null });
    } finally {
      await down.close();
    }
  });
});

describe.each(testDatabases())('webhook targets on %s', (database) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({ database, env: { WEBHOOK_RETRY_BASE_SECONDS: '30' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('refuses loopback, private, link-local and metadata addresses at delivery time, after DNS', async () => {
    const { http } = await signedUpSession(server, 'ssrf');
    const targets = [
      receiver.url,
      `http://localhost:${receiver.port}/hooks`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hooks',
      `http://[::1]:${receiver.port}/hooks`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/hooks`,
    ];
    for (const url of targets) {
      const { id } = await addEndpoint(http, url);
      await http.post(`/api/webhooks/${id}/test`);
      const attempt = await waitFor(async () => (await deliveriesOf(http, id))[0]?.attempts[0], `an attempt to ${url}`);
      expect(attempt.statusCode, url).toBeNull();
      expect(attempt.error, url).toMatch(/private, loopback or link-local address/);
    }
    expect(receiver.received).toEqual([]);
  });
});

describe.each(testDatabases())('the webhook outbox on %s', (database) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // No worker in this process: what it commits stays queued, as if it had died right after committing.
    server = await startTestServer({ database, env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('writes nothing for a change that rolls back', async () => {
    const { http, userId } = await signedUpSession(server, 'outbox');
    const { id } = await addEndpoint(http, receiver.url);
    const t = await insertTranscription(server.deps.db, userId);
    await expect(
      server.deps.db.transaction(async (trx) => {
        await recordTranscriptionEvent(server.deps, trx, 'transcription.completed', t);
        throw new Error('the change fails after its event was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await server.deps.db('webhook_deliveries').where({ endpointId: id })).toEqual([]);
    expect(await server.deps.db('jobs').where({ type: 'webhook.deliver' }).whereRaw("payload->>'deliveryId' is not null")).toEqual([]);
  });

  it('delivers an event committed by a process that died before sending it, from another worker', async () => {
    const { http, userId } = await signedUpSession(server, 'outbox');
    const { id, secret } = await addEndpoint(http, receiver.url);
    const t = await insertTranscription(server.deps.db, userId, { fileName: 'kept.wav' });
    expect((await http.request('DELETE', `/api/transcriptions/${t.id}`)).status).toBe(200);
    const [queued] = await deliveriesOf(http, id);
    expect(queued).toMatchObject({ eventType: 'transcription.deleted', state: 'pending', attempts: [] });
    expect(receiver.received).toEqual([]);

    const worker = createWorker({ db: server.deps.db, jobs: server.deps.jobs.definitions, logger: testLogger, concurrency: 4 });
    const delivered = await waitFor(async () => {
      await worker.runOnce();
      const [item] = await deliveriesOf(http, id);
      return item?.state === 'succeeded' && item;
    }, 'the delivery by the new worker');
    await worker.stop();
    expect(delivered).toMatchObject({ id: queued?.id, state: 'succeeded' });
    expect(receiver.received).toHaveLength(1);
    const hook = receiver.received[0] as ReceivedWebhook;
    expect(hook.headers['webhook-id']).toBe(queued?.messageId);
    expect(signedBy(secret, hook)).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'transcription.deleted', data: { id: t.id, fileName: 'kept.wav' } });
  });

  // Last in this suite: its delivery's job stays queued, and a worker made by an earlier test would take it.
  it('records a receiver that never answers as a failed attempt that timed out, and retries it later', async () => {
    // Accepts the connection and reads the request, but never says a word back.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { http } = await signedUpSession(server, 'outbox');
      const { id } = await addEndpoint(http, `http://127.0.0.1:${(silent.address() as { port: number }).port}/hooks`);
      expect((await http.post(`/api/webhooks/${id}/test`)).status).toBe(202);
      const [queued] = await deliveriesOf(http, id);
      // The real 10 s, shortened here: the deps are the server's own otherwise.
      const timeoutMs = 300;
      const deps = { ...server.deps, config: { ...server.deps.config, webhooks: { ...server.deps.config.webhooks, timeoutMs } } };
      await deliverWebhook(deps, String(queued?.id), new AbortController().signal);

      const [tried] = await deliveriesOf(http, id);
      expect(tried).toMatchObject({
        state: 'pending',
        nextAttemptAt: expect.any(String),
        attempts: [{ statusCode: null, error: 'No answer within 0.3 seconds.' }],
      });
      expect(tried?.attempts[0]?.durationMs).toBeGreaterThanOrEqual(timeoutMs - 20);
      expect(sockets.size).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
