import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { scrapeMetrics } from '../test-support/scrape-metrics';
import { signedUpSession } from '../test-support/signed-up-session';
import { freePort, runEntry } from '../test-support/spawn-server';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

async function waitForCompleted(http: HttpSession, id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get(`/api/transcriptions/${id}`);
    if (res.json.status === 'completed' || res.json.status === 'failed') return res.json;
    if (Date.now() > deadline) throw new Error(`still ${String(res.json.status)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(testDatabases())('the metrics listener on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;
  let metricsUrl: string;

  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ database, env: { METRICS_PORT: String(await freePort()) } });
    metricsUrl = server.metricsUrl ?? '';
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('serves the Prometheus text format at /metrics on its own port, with Node’s process metrics', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(String(server.port));
    const scrape = await scrapeMetrics(metricsUrl);
    expect(scrape.contentType).toContain('text/plain; version=0.0.4');
    expect(scrape.family('process_cpu_user_seconds_total').type).toBe('COUNTER');
    expect(scrape.family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    expect(scrape.family('process_resident_memory_bytes').type).toBe('GAUGE');
    // Only /metrics is served there, and the API does not serve it.
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('verbatim_http_requests_total');
  });

  it('exports every metric docs/metrics.md names and the Grafana dashboard graphs, and docs/metrics.md names every one', async () => {
    const scrape = await scrapeMetrics(metricsUrl);
    const exported = scrape.families.map((f) => f.name).filter((name) => name.startsWith('verbatim_'));
    const docs = join(import.meta.dirname, '../../../../docs');
    const documented = [...readFileSync(join(docs, 'metrics.md'), 'utf8').matchAll(/^\| `(verbatim_\w+)`/gm)].map((m) => m[1]);
    const graphed = [
      ...readFileSync(join(docs, 'grafana-dashboard.json'), 'utf8').matchAll(/\b(verbatim_\w+?)(?:_bucket|_count|_sum)?\b/g),
    ].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...exported].sort());
    for (const name of graphed) expect(exported).toContain(name);
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'process_cpu_seconds_total']) {
      expect(scrape.family(name)).toBeDefined();
    }
  });

  it('counts and times requests by route template and status, never by raw path', async () => {
    const before = await scrapeMetrics(metricsUrl);
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const id = randomUUID();
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/transcriptions/${id}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/no-such-thing/${id}`)).status).toBe(404);

    const after = await scrapeMetrics(metricsUrl);
    expect(after.family('verbatim_http_requests_total').type).toBe('COUNTER');
    expect(after.total('verbatim_http_requests_total', health) - before.total('verbatim_http_requests_total', health)).toBe(3);
    const timed = after.samples('verbatim_http_request_duration_seconds', health)[0];
    expect(after.family('verbatim_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect((timed?.count ?? 0) - before.total('verbatim_http_request_duration_seconds', health)).toBe(3);
    expect(timed?.sum).toBeGreaterThan(0);
    expect(timed?.buckets?.['+Inf']).toBe(timed?.count);
    expect(after.total('verbatim_http_requests_total', { route: '/api/transcriptions/:id', status: '401' })).toBe(1);
    expect(after.total('verbatim_http_requests_total', { route: '(unmatched api)', status: '404' })).toBeGreaterThanOrEqual(1);
    const routes = after.samples('verbatim_http_requests_total').map((sample) => sample.labels?.route ?? '');
    expect(routes.filter((route) => route.includes(id))).toEqual([]);
  });

  it('counts open connections, the pool and the database, read at scrape time', async () => {
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      const scrape = await scrapeMetrics(metricsUrl);
      expect(scrape.total('verbatim_http_open_connections')).toBeGreaterThanOrEqual(1);
      expect(scrape.samples('verbatim_websocket_connections').map((s) => s.labels?.socket)).toEqual(
        expect.arrayContaining(['/api/ws/updates']),
      );
      expect(scrape.total('verbatim_database_up')).toBe(1);
      expect(scrape.total('verbatim_db_pool_max')).toBeGreaterThanOrEqual(1);
      expect(scrape.samples('verbatim_db_pool_connections').map((s) => s.labels?.state)).toEqual(['used', 'free', 'pending']);
    } finally {
      socket.destroy();
    }
  });

  it('reports the mail outbox backlog and its age', async () => {
    const stuck = randomUUID();
    await server.deps.db('email_outbox').insert({
      id: stuck,
      toAddress: 'waiting@example.com',
      subject: 'Waiting',
      textBody: 'Waiting for the mail server.',
      transport: 'smtp',
      status: 'pending',
      createdAt: new Date(Date.now() - 120_000),
    });
    try {
      const scrape = await scrapeMetrics(metricsUrl);
      expect(scrape.total('verbatim_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
      expect(scrape.total('verbatim_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(119);
    } finally {
      await server.deps.db('email_outbox').where({ id: stuck }).delete();
    }
  });

  it('times jobs by type and outcome, and counts upload bytes and the engine’s real-time factor', async () => {
    const before = await scrapeMetrics(metricsUrl);
    const { http } = await signedUpSession(server, 'metrics');
    const form = new FormData();
    form.append('file', new Blob([readFileSync(media.wav)], { type: 'audio/wav' }), 'speech.wav');
    const up = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
    expect(up.status).toBe(201);
    const { transcriptionId } = (await up.json()) as { transcriptionId: string };
    expect((await waitForCompleted(http, transcriptionId)).status).toBe('completed');

    const after = await scrapeMetrics(metricsUrl);
    const moved = (name: string, labels: Record<string, string>) => after.total(name, labels) - before.total(name, labels);
    expect(moved('verbatim_upload_bytes_total', { path: 'direct' })).toBe(statSync(media.wav).size);
    expect(moved('verbatim_uploads_total', { path: 'direct' })).toBe(1);
    expect(moved('verbatim_job_duration_seconds', { type: 'transcription.process', outcome: 'succeeded' })).toBe(1);
    expect(moved('verbatim_transcription_real_time_factor', { engine: 'local' })).toBe(1);
    const factor = after.samples('verbatim_transcription_real_time_factor', { engine: 'local' })[0];
    expect(factor?.sum).toBeGreaterThan(0);
    // Every job type has a queue series, 0 when nothing waits, so an alert on it always has a number.
    expect(after.samples('verbatim_job_queue_depth', { type: 'transcription.process' })).toHaveLength(1);
    expect(after.samples('verbatim_jobs_running', { type: 'media.delete' })).toHaveLength(1);
  }, 120_000);
});

describe.each(testDatabases())('the queue metrics of a server without a worker, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { METRICS_PORT: String(await freePort()), RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the jobs nobody runs as queue depth, and how long the oldest has waited', async () => {
    const before = await scrapeMetrics(server.metricsUrl ?? '');
    expect(before.total('verbatim_job_queue_depth', { type: 'mail.send' })).toBe(0);
    // A sign-up queues its verification e-mail; without a worker it waits.
    await signedUpSession(server, 'queued', { verified: false });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await scrapeMetrics(server.metricsUrl ?? '');
    expect(after.total('verbatim_job_queue_depth', { type: 'mail.send' })).toBeGreaterThanOrEqual(1);
    expect(after.total('verbatim_job_queue_oldest_age_seconds', { type: 'mail.send' })).toBeGreaterThanOrEqual(1);
    expect(after.total('verbatim_jobs_running')).toBe(0);
  });
});

// A standalone worker shares the server's database, which only PostgreSQL allows (PGlite belongs to one process).
if (process.env.DATABASE_URL)
  describe('the metrics listener of a standalone worker', () => {
    let server: TestServer;
    let worker: ReturnType<typeof runEntry>;
    let workerMetrics: string;

    beforeAll(async () => {
      server = await startTestServer({ database: 'postgres', env: { RUN_WORKER: 'false' } });
      const port = await freePort();
      workerMetrics = `http://127.0.0.1:${port}/metrics`;
      worker = runEntry('worker.ts', [], {
        DATABASE_URL: server.deps.config.databaseUrl ?? '',
        DATA_DIR: server.dataDir,
        METRICS_PORT: String(port),
        WORKER_CONCURRENCY: '1',
      });
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (worker.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`);
        if (
          await fetch(workerMetrics).then(
            (res) => res.ok,
            () => false,
          )
        )
          break;
        if (Date.now() > deadline) throw new Error(`the worker's metrics never answered:\n${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }, 60_000);
    afterAll(async () => {
      if (worker && worker.exitCode === null) {
        worker.kill('SIGTERM');
        await new Promise((resolve) => worker.once('exit', resolve));
      }
      await server?.close();
    });

    it('times the jobs the worker ran, on its own port, beside the queue and process metrics', async () => {
      // A sign-up queues its verification e-mail; only the worker process can run it.
      await signedUpSession(server, 'worker', { verified: false });
      const deadline = Date.now() + 30_000;
      let scrape = await scrapeMetrics(workerMetrics);
      while (scrape.total('verbatim_job_duration_seconds', { type: 'mail.send', outcome: 'succeeded' }) < 1) {
        if (Date.now() > deadline) throw new Error(`the worker ran no mail.send job:\n${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        scrape = await scrapeMetrics(workerMetrics);
      }
      expect(scrape.samples('verbatim_job_queue_depth', { type: 'mail.send' })).toHaveLength(1);
      expect(scrape.total('verbatim_database_up')).toBe(1);
      expect(scrape.family('process_cpu_user_seconds_total').type).toBe('COUNTER');
      // The server served the sign-up; the worker answered no request.
      expect(scrape.samples('verbatim_http_requests_total')).toEqual([]);
    });
  });
