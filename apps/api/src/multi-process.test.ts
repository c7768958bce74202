import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { TranscriptionUpdateEvent } from './services/events/event-bus';
import { EVENTS_CHANNEL } from './services/events/event-bus';
import { createHttpSession, type HttpSession } from './test-support/cookie-fetch';
import { childProcesses, processIsRunning } from './test-support/media/child-processes';
import { makeTestMedia, type TestMedia } from './test-support/media/make-test-media';
import { runEntry, runToCompletion, spawnServer } from './test-support/spawn-server';
import { createTestDatabase, type TestDatabase } from './test-support/test-databases';

// Several processes share one database: only PostgreSQL can do that (PGlite belongs to one process).
// Each test's 240-s limit is for a hang: on a slow run of the machine a kill -9 test took past 90 s of starting,
// decoding and waiting out leases.
const postgres = Boolean(process.env.DATABASE_URL);

async function upload(http: HttpSession, path: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)], { type: 'audio/wav' }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { transcriptionId: string }).transcriptionId;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startWorker(env: Record<string, string>) {
  const child = runEntry('worker.ts', [], env);
  return child;
}

describe('the standalone worker', () => {
  it('refuses to start without PostgreSQL, and says why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verbatim-worker-'));
    try {
      const { code, output } = await runToCompletion('worker.ts', [], { DATABASE_URL: '', DATA_DIR: dataDir });
      expect(code).toBe(78);
      expect(output).toContain('A standalone worker needs DATABASE_URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Defined only with PostgreSQL (CI sets DATABASE_URL), so nothing shows as skipped without it.
if (postgres)
  describe('processes sharing PostgreSQL', () => {
    let database: TestDatabase;
    let dataDir: string;
    let media: TestMedia;
    let env: Record<string, string>;

    beforeAll(async () => {
      media = await makeTestMedia();
      database = await createTestDatabase('postgres');
      dataDir = mkdtempSync(join(tmpdir(), 'verbatim-multi-'));
      env = {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        STORAGE_SIGNING_SECRET: 'a-shared-secret-of-at-least-32-characters',
        RUN_WORKER: 'false',
        LOG_LEVEL: 'warn',
        WORKER_CONCURRENCY: '1',
        TRANSCRIBE_CONCURRENCY: '1',
      };
    }, 240_000);
    afterAll(async () => {
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('a socket on one API process sees progress made by a worker process elsewhere', async () => {
      const apiA = await spawnServer(env);
      const apiB = await spawnServer(env);
      const workers = [startWorker(env), startWorker(env)];
      try {
        const http = createHttpSession(apiA.url);
        await http.post('/api/auth/register', { email: `multi.${Date.now()}@example.com`, password: 'password123', firstName: 'M' });
        const cookie = [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const socket = new WebSocket(`${apiB.url.replace('http', 'ws')}/api/ws/updates`, { headers: { Cookie: cookie } });
        const updates: { id: string; status: string; progress: number }[] = [];
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { type: string; id: string; status: string; progress: number };
          if (message.type === 'transcription_update') updates.push(message);
        });
        await new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
        const id = await upload(http, media.wav, 'spoken.wav');
        await until(
          async () => updates,
          (list) => list.some((u) => u.id === id && u.status === 'completed'),
        );
        const statuses = updates.filter((u) => u.id === id).map((u) => u.status);
        expect(statuses).toContain('processing');
        expect(statuses.at(-1)).toBe('completed');
        socket.close();
        const res = await createHttpSession(apiB.url).get('/api/health');
        expect(res.status).toBe(200);
      } finally {
        for (const worker of workers) worker.kill('SIGTERM');
        await Promise.all([apiA.stop(), apiB.stop()]);
      }
    }, 240_000);

    it('a worker frozen past its lease (SIGSTOP) while another completes the job writes and publishes nothing when it wakes', async () => {
      const api = await spawnServer(env);
      const shortLease = { ...env, WORKER_LEASE_SECONDS: '2' };
      const frozen = startWorker(shortLease);
      const rescuers: ReturnType<typeof startWorker>[] = [];
      const listener = new pg.Client({ connectionString: database.url });
      try {
        const http = createHttpSession(api.url);
        await http.post('/api/auth/register', { email: `frozen.${Date.now()}@example.com`, password: 'password123', firstName: 'F' });
        const id = await upload(http, media.long.path, 'long.wav');
        const row = () => database.db('transcriptions').where({ id }).first();
        // Freeze it once the decoder has reported words: it runs on meanwhile, so the worker wakes with more
        // progress and then the transcript in hand to write.
        for (let t = await row(); !(t.status === 'processing' && t.progress > 5); t = await row()) {
          if (t.status !== 'pending' && t.status !== 'processing') throw new Error(`finished before it could be frozen: ${t.status}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        frozen.kill('SIGSTOP');
        rescuers.push(startWorker({ ...shortLease, TRANSCRIBE_CONCURRENCY: '2' }));
        await until(row, (t) => t.status === 'completed');
        const published: TranscriptionUpdateEvent[] = [];
        listener.on('notification', (message) => published.push(JSON.parse(message.payload ?? '{}') as TranscriptionUpdateEvent));
        await listener.connect();
        await listener.query(`listen ${EVENTS_CHANNEL}`);
        frozen.kill('SIGCONT');
        await until(
          async () => frozen.output(),
          (output) => output.includes('lost the lease'),
          30_000,
        );
        // Give the woken worker time to try every write it had in hand: its decoder ends, then its last writes.
        await until(
          async () => childProcesses(frozen.pid),
          (children) => children.length === 0,
          30_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));

        expect(await row()).toMatchObject({ status: 'completed', progress: 100 });
        expect(published.filter((event) => event.id === id)).toEqual([]);
      } finally {
        frozen.kill('SIGCONT');
        frozen.kill('SIGKILL');
        for (const worker of rescuers) worker.kill('SIGTERM');
        await listener.end().catch(() => undefined);
        await api.stop();
      }
    }, 240_000);

    it('kill -9 inside the completion transaction: nothing of it commits, and the next worker completes and charges once', async () => {
      const api = await spawnServer(env);
      const shortLease = { ...env, WORKER_LEASE_SECONDS: '1' };
      const doomed = runEntry('test-support/die-in-completion-worker.ts', [], shortLease);
      const survivors: ReturnType<typeof startWorker>[] = [];
      try {
        const http = createHttpSession(api.url);
        const registered = await http.post('/api/auth/register', {
          email: `completion.${Date.now()}@example.com`,
          password: 'password123',
          firstName: 'C',
        });
        const userId = (registered.json.user as { id: string }).id;
        await database.db('users').where({ id: userId }).update({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
        await database.db('credit_ledger').insert({ userId, amount: 300, kind: 'grant', description: 'Basic plan minutes' });

        const id = await upload(http, media.wav, 'spoken.wav');
        const [, signal] = (await once(doomed, 'exit')) as [number | null, NodeJS.Signals | null];
        expect(signal).toBe('SIGKILL');
        expect(doomed.output()).toContain(`dying inside the completion of ${id}`);
        // The transcript, the charge and the clean-up job were written in the transaction that died: none of it is there.
        expect(await database.db('transcriptions').where({ id }).first()).toMatchObject({ status: 'processing', transcriptText: null });
        expect(await database.db('credit_ledger').where({ transcriptionId: id })).toEqual([]);
        expect(await database.db('jobs').where({ type: 'media.delete' }).whereRaw("payload->>'transcriptionId' = ?", [id])).toEqual([]);

        survivors.push(startWorker(shortLease));
        const done = await until(
          () => http.get(`/api/transcriptions/${id}`),
          (res) => res.json.status === 'completed' || res.json.status === 'failed',
        );
        expect(done.json.status).toBe('completed');
        const minutes = Math.ceil(Number(done.json.duration) / 60);
        expect(await database.db('credit_ledger').where({ transcriptionId: id, kind: 'charge' }).select('amount')).toEqual([
          { amount: -minutes },
        ]);
        expect((await http.get('/api/auth/user')).json.credits).toBe(300 - minutes);
      } finally {
        if (doomed.exitCode === null && doomed.signalCode === null) doomed.kill('SIGKILL');
        for (const worker of survivors) worker.kill('SIGTERM');
        await api.stop();
      }
    }, 240_000);

    it('kill -9 of a worker mid-transcription: its decoders die with it, another worker finishes it, charged exactly once, and clears its temporary folder', async () => {
      const api = await spawnServer(env);
      const shortLease = { ...env, WORKER_LEASE_SECONDS: '2' };
      const doomed = startWorker(shortLease);
      const survivors: ReturnType<typeof startWorker>[] = [];
      try {
        const http = createHttpSession(api.url);
        const email = `paid.${Date.now()}@example.com`;
        const registered = await http.post('/api/auth/register', { email, password: 'password123', firstName: 'K' });
        const userId = (registered.json.user as { id: string }).id;
        // A paid plan with credits, so that completing the transcription charges the ledger.
        await database.db('users').where({ id: userId }).update({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
        await database.db('credit_ledger').insert({ userId, amount: 300, kind: 'grant', description: 'Basic plan minutes' });

        const id = await upload(http, media.long.path, 'long.wav');
        // Kill it while it decodes: ffmpeg writes into a named pipe in its temporary folder that pocketsphinx reads.
        const decoders = await until(
          async () => childProcesses(doomed.pid),
          (children) =>
            children.some((child) => child.name.startsWith('pocketsphinx')) && children.some((child) => child.name === 'ffmpeg'),
        );
        const ownFolder = new RegExp(`^verbatim-local-owner-${doomed.pid}-`);
        const folders = readdirSync(tmpdir())
          .filter((name) => ownFolder.test(name))
          .map((name) => join(tmpdir(), name));
        expect(folders).toHaveLength(1);
        doomed.kill('SIGKILL');
        await new Promise((resolve) => doomed.once('exit', resolve));
        // The kernel ends them with their parent; nothing is left running on the pipe, holding the media open.
        await until(
          async () => decoders.filter((child) => processIsRunning(child.pid)),
          (running) => running.length === 0,
          5000,
        );
        expect(folders.every((folder) => existsSync(folder))).toBe(true);
        survivors.push(startWorker(shortLease));
        // A starting worker removes what a dead one left behind.
        await until(
          async () => folders.filter((folder) => existsSync(folder)),
          (left) => left.length === 0,
          30_000,
        );
        const done = await until(
          () => http.get(`/api/transcriptions/${id}`),
          (res) => res.json.status === 'completed' || res.json.status === 'failed',
        );
        expect(done.json.status).toBe('completed');
        const charges = await database.db('credit_ledger').where({ transcriptionId: id, kind: 'charge' });
        expect(charges).toHaveLength(1);
        const minutes = Math.ceil(Number(done.json.duration) / 60);
        expect(charges[0].amount).toBe(-minutes);
        const job = await database
          .db('jobs')
          .where({ type: 'transcription.process' })
          .whereRaw("payload->>'transcriptionId' = ?", [id])
          .first();
        expect(job.state).toBe('succeeded');
        expect(job.attempts).toBeGreaterThanOrEqual(2);
        const me = await http.get('/api/auth/user');
        expect(me.json.credits).toBe(300 - minutes);
      } finally {
        doomed.kill('SIGKILL');
        for (const worker of survivors) worker.kill('SIGTERM');
        await api.stop();
      }
    }, 240_000);
  });
