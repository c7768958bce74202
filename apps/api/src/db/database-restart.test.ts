import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { NOTIFICATION_LISTENER_APPLICATION_NAME } from '../services/events/notification-listener';
import { captureLog } from '../test-support/capture-log';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { signedUpSession } from '../test-support/signed-up-session';
import { freePort, spawnServer } from '../test-support/spawn-server';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../test-support/throwaway-postgres';
import { createTusUpload, patchTus, TUS } from '../test-support/tus-requests';

describe('telling an unreachable database from a failed query', () => {
  it('a refused connection is unreachable; an error the server answered is not', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` });
    const refused = await client.connect().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // What pg makes of a server's error answer: a SQLSTATE outside the connection classes.
    expect(isDatabaseUnavailable(Object.assign(new Error('relation "no_such_table" does not exist'), { code: '42P01' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
  });
});

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function openUpdatesSocket(server: TestServer, http: HttpSession) {
  const cookie = [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/updates`, { headers: { Cookie: cookie } });
  const messages: { type?: string }[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as { type?: string }));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages, opened };
}

const postgresBin = postgresBinDir();

// Defined where PostgreSQL's server programs are installed (Debian's `postgresql` package), so nothing shows as
// skipped without them; the test above runs everywhere.
if (postgresBin)
  describe('PostgreSQL crashing and starting again under a running server', () => {
    let cluster: ThrowawayPostgres;
    let server: TestServer;
    let dir: string;
    const log = captureLog('info');

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'verbatim-db-restart-'));
      cluster = await startThrowawayPostgres(postgresBin);
      // A short lease, so that a job whose outcome could not be written during the outage is claimed again soon.
      server = await startTestServer({
        database: 'postgres',
        postgresUrl: cluster.url,
        logger: log.logger,
        env: { WORKER_LEASE_SECONDS: '3', WORKER_CONCURRENCY: '2' },
      });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await cluster?.remove();
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After at once while it is down, logs it once, and recovers by itself', async () => {
      const { http, userId } = await signedUpSession(server, 'outage');
      const socket = openUpdatesSocket(server, http);
      await socket.opened;

      // A transcription queued or running when the database goes.
      const wav = makeToneWav(join(dir, 'tone.wav'), 3);
      const form = new FormData();
      form.append('file', new Blob([wav], { type: 'audio/wav' }), 'tone.wav');
      // A query the server answers with an error is the query's fault, not an outage.
      const bad = await server.deps.db.raw('select * from no_such_table').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(bad)).toBe(false);
      const uploaded = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
      expect(uploaded.status).toBe(201);
      const { transcriptionId } = (await uploaded.json()) as { transcriptionId: string };

      await cluster.crash();
      const down = Date.now();

      for (let i = 0; i < 3; i++) {
        const { result, ms } = await timed(() => http.get('/api/transcriptions'));
        // Any other answer names its cause in the log: say it here.
        expect(result.status, JSON.stringify(log.errors().slice(-2))).toBe(503);
        expect(result.headers.get('retry-after')).toBe('5');
        expect(result.json).toEqual({
          error: { code: 'SERVICE_UNAVAILABLE', message: 'Verbatim cannot reach its database for a moment. Please try again shortly.' },
        });
        expect(ms).toBeLessThan(4000);
      }
      const health = await timed(() => fetch(`${server.url}/api/health`));
      expect(health.result.status).toBe(503);
      expect(health.result.headers.get('retry-after')).toBe('5');
      expect(await health.result.json()).toEqual({ status: 'unavailable' });
      expect(health.ms).toBeLessThan(2000);
      // The worker's claim loop has polled meanwhile: its failures belong to the same outage.
      await new Promise((resolve) => setTimeout(resolve, 1500));

      const outageLines = () => log.lines.filter((line) => line.msg?.startsWith('the database is unreachable'));
      expect(outageLines()).toHaveLength(1);
      expect(log.errors().filter((line) => line.msg !== 'could not record the outcome of a job')).toEqual(outageLines());

      await cluster.start();
      const back = Date.now();
      await until(async () => ((await http.get('/api/transcriptions')).status === 200 ? true : undefined), 10_000, 'requests to succeed');
      const recoveredMs = Date.now() - back;
      expect(recoveredMs).toBeLessThan(5000);
      expect(log.lines.filter((line) => line.msg === 'the database answers again')).toHaveLength(1);
      expect(outageLines()).toHaveLength(1);

      // The LISTEN connection is back, and the socket was told that it may have missed updates.
      await until(() => (socket.messages.some((m) => m.type === 'resync') ? true : undefined), 10_000, 'a resync message');
      const listeners = await server.deps
        .db('pg_stat_activity')
        .where({ application_name: NOTIFICATION_LISTENER_APPLICATION_NAME })
        .whereILike('query', 'listen %');
      expect(listeners.length).toBeGreaterThan(0);

      // The claim loop runs again: the transcription the outage caught ends, and nothing stays running.
      const ended = await until(
        async () => {
          const row = await server.deps.db('transcriptions').where({ id: transcriptionId, userId }).first();
          return row?.status === 'completed' || row?.status === 'failed' ? (row.status as string) : undefined;
        },
        // An attempt the outage broke is retried after its back-off, or once its 3 s lease lapses.
        40_000,
        'the transcription caught by the outage to end',
      ).catch(async (error: unknown) => {
        console.log(await server.deps.db('jobs').select('type', 'state', 'attempts', 'runAt', 'lockedUntil', 'lastError'), new Date());
        console.log(await server.deps.db('transcriptions').where({ id: transcriptionId }).select('status', 'progress'));
        console.log(JSON.stringify(log.lines.filter((l) => l.level >= 40).slice(-15)));
        throw error;
      });
      expect(ended).toBe('completed');
      // (What the transcription's end enqueued, its notification, may still be running: it ends too.)
      await until(
        async () => ((await server.deps.db('jobs').where({ state: 'running' }).first()) === undefined ? true : undefined),
        10_000,
        'no job to be running',
      );
      const processing = await server.deps.db('transcriptions').where({ status: 'processing' }).count<{ count: string }[]>('* as count');
      expect(Number(processing[0]?.count)).toBe(0);
      socket.ws.close();
      process.stdout.write(`database restart: refused for ${back - down} ms (the outage), recovered ${recoveredMs} ms after the start\n`);
    }, 90_000);

    it('a resumable upload caught by the outage is refused with a retry, keeps what it stored, and resumes afterwards', async () => {
      const { http } = await signedUpSession(server, 'tus-outage');
      const wav = makeToneWav(join(dir, 'resumable.wav'), 3);
      const half = Math.floor(wav.length / 2);
      const created = await createTusUpload(http, server.url, { name: 'resumable.wav', type: 'audio/wav', length: wav.length });
      expect(created.status).toBe(201);
      const location = created.headers.get('Location') ?? '';
      expect((await patchTus(http, location, 0, wav.subarray(0, half))).status).toBe(204);

      await cluster.crash();
      try {
        // Every request needs the session, so the rest of the file is refused whole, with the answer every request gets.
        const refused = await patchTus(http, location, half, wav.subarray(half));
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(await refused.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      } finally {
        await cluster.start();
      }
      await until(async () => ((await http.get('/api/transcriptions')).status === 200 ? true : undefined), 10_000, 'requests to succeed');

      // What the client does next: ask where the upload stands, and send the rest from there.
      const head = await http.fetch(location, { method: 'HEAD', headers: TUS });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(half));
      expect((await patchTus(http, location, half, wav.subarray(half))).status).toBe(204);
      const processed = await http.post('/api/transcriptions/process-large', {
        filePath: location,
        fileName: 'resumable.wav',
        fileSize: wav.length,
      });
      expect(processed.status, processed.text).toBe(201);
      const id = String(processed.json.transcriptionId);
      const ended = await until(
        async () => {
          const row = await server.deps.db('transcriptions').where({ id }).first();
          return row?.status === 'completed' || row?.status === 'failed' ? (row.status as string) : undefined;
        },
        40_000,
        'the resumed upload to be transcribed',
      );
      expect(ended).toBe('completed');
    }, 90_000);

    it('a server process stopped while the database is down still drains and exits cleanly', async () => {
      const stopping = await spawnServer({
        DATABASE_URL: cluster.url,
        DATA_DIR: mkdtempSync(join(dir, 'stopping-')),
        SHUTDOWN_GRACE_SECONDS: '2',
        WORKER_LEASE_SECONDS: '3',
      });
      await cluster.crash();
      try {
        // The process knows: its health check says the database is unreachable.
        await until(
          async () => ((await fetch(`${stopping.url}/api/health`)).status === 503 ? true : undefined),
          10_000,
          'health to say so',
        );
        const started = Date.now();
        // The worker's hand-back and the pool's end cannot reach the database: they give up rather than hold the exit.
        expect(await stopping.stop('SIGTERM')).toBe(0);
        expect(Date.now() - started).toBeLessThan(20_000);
        expect(stopping.child.output()).toContain('worker stopped');
      } finally {
        await cluster.start();
      }
    }, 60_000);
  });
