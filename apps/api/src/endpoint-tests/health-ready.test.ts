import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadinessResponse } from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkSession } from '../test-support/core-sdk-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

async function ready(server: TestServer) {
  const res = await fetch(`${server.url}/api/health/ready`);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as ReadinessResponse };
}

describe.each(testDatabases())('readiness (/api/health/ready) on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 200 with every check passed, through the SDK too, and leaves nothing in storage', async () => {
    const answer = await ready(server);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } } });
    await expect(sdkSession(server).client.health.ready()).resolves.toEqual(answer.body);
    const left: string[] = [];
    for await (const object of server.deps.storage.list('readiness/')) left.push(object.key);
    expect(left).toEqual([]);
  });

  it('answers 503 naming storage when the storage folder cannot be written, and 200 once it can again', async () => {
    // Every write is staged in the storage's tmp folder; a file in its place fails them all, even for root.
    const folder = join(server.dataDir, 'storage', 'tmp');
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'not a folder');
    try {
      const answer = await ready(server);
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.body.status).toBe('unavailable');
      expect(answer.body.checks.database).toEqual({ ok: true });
      expect(answer.body.checks.migrations).toEqual({ ok: true });
      expect(answer.body.checks.storage.ok).toBe(false);
      expect(answer.body.checks.storage.message).toMatch(/^writing to local storage failed: /);
      const viaSdk = await sdkSession(server)
        .client.health.ready()
        .catch((error: unknown) => error);
      expect(viaSdk).toMatchObject({ status: 503 });
    } finally {
      rmSync(folder, { force: true });
      mkdirSync(folder, { recursive: true });
    }
    expect((await ready(server)).status).toBe(200);
  });

  it('answers 503 naming the migration the database lacks, and 200 once it is applied', async () => {
    const [last] = (await server.deps.db('knex_migrations').orderBy('id', 'desc').limit(1)) as { id: number; name: string }[];
    if (!last) throw new Error('no migration applied');
    await server.deps.db('knex_migrations').where({ id: last.id }).delete();
    try {
      const answer = await ready(server);
      expect(answer.status).toBe(503);
      expect(answer.body.checks.database).toEqual({ ok: true });
      expect(answer.body.checks.storage).toEqual({ ok: true });
      expect(answer.body.checks.migrations).toEqual({
        ok: false,
        message: `1 migration(s) not applied, the first ${last.name}: restart a server process to apply them`,
      });
    } finally {
      await server.deps.db('knex_migrations').insert(last);
    }
    expect((await ready(server)).status).toBe(200);
  });
});

describe.each(testDatabases())('readiness when the database is gone, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 naming the database, and does not check the migrations it cannot read', async () => {
    // The server's own connection pool, closed under it: every query now fails as it would with the database down.
    await server.deps.db.destroy();
    const answer = await ready(server);
    expect(answer.status).toBe(503);
    expect(answer.body.status).toBe('unavailable');
    expect(answer.body.checks.database).toEqual({ ok: false, message: 'the database did not answer within 2 s' });
    expect(answer.body.checks.migrations).toEqual({ ok: false, message: 'not checked: the database does not answer' });
    expect(answer.body.checks.storage).toEqual({ ok: true });
    // The process still answers: liveness and readiness are told apart.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
  });
});
