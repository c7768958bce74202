import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createHttpSession, type HttpSession } from './test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from './test-support/media/make-test-media';
import { runEntry, runToCompletion, spawnServer } from './test-support/spawn-server';
import { createTestDatabase, type TestDatabase } from './test-support/test-databases';

// Several processes share one database: only PostgreSQL can do that (PGlite belongs to one process).
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
    }, 120_000);
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
    });

    it('kill -9 of a worker mid-transcription: another worker finishes it, charged exactly once', async () => {
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
        await until(
          () => http.get(`/api/transcriptions/${id}`),
          (res) => res.json.status === 'processing',
        );
        doomed.kill('SIGKILL');
        await new Promise((resolve) => doomed.once('exit', resolve));
        survivors.push(startWorker(shortLease));
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
    });
  });
