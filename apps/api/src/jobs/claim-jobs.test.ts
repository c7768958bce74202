import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/create-database';
import { type TestDatabase, testDatabases } from '../test-support/test-databases';
import { claimJobs, workerStoppedResponding } from './claim-jobs';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { clearJobTables, createJobTestDatabase } from './test-support/job-test-database';
import { databaseNow } from './test-support/test-workers';

const noop = defineJob({ id: 'test.noop', version: 1, payload: z.object({ n: z.number() }), maxAttempts: 2, async handler() {} });

describe.each(testDatabases())('claimJobs on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createJobTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => clearJobTables(db));

  it('claims due jobs oldest first, up to the limit, under a lease by the database clock', async () => {
    const late = await enqueueJob(db, noop, { n: 1 });
    const early = await enqueueJob(db, noop, { n: 2 }, { runAt: new Date(Date.now() - 60_000) });
    await enqueueJob(db, noop, { n: 3 });
    await enqueueJob(db, noop, { n: 4 }, { runAt: new Date(Date.now() + 60_000) });

    const before = await databaseNow(db);
    const { claimed, exhausted } = await claimJobs(db, { workerId: 'w1', limit: 2, leaseMs: 1500 });
    expect(exhausted).toEqual([]);
    expect(claimed.map((job) => job.id).sort()).toEqual([early?.id, late?.id].sort());
    for (const job of claimed) {
      expect(job).toMatchObject({ state: 'running', lockedBy: 'w1', attempts: 1 });
      const leaseMs = (job.lockedUntil?.getTime() ?? 0) - before.getTime();
      expect(leaseMs).toBeGreaterThanOrEqual(1500);
      expect(leaseMs).toBeLessThan(2500);
    }

    const rest = await claimJobs(db, { workerId: 'w2', limit: 10, leaseMs: 1500 });
    expect(rest.claimed.map((job) => job.payload)).toEqual([{ n: 3 }]);
    expect((await claimJobs(db, { workerId: 'w2', limit: 10, leaseMs: 1500 })).claimed).toEqual([]);
  });

  it('leaves a running job alone while its lease holds, and reclaims it once the lease lapses', async () => {
    const job = await enqueueJob(db, noop, { n: 1 });
    await claimJobs(db, { workerId: 'w1', limit: 1, leaseMs: 60_000 });
    expect((await claimJobs(db, { workerId: 'w2', limit: 1, leaseMs: 60_000 })).claimed).toEqual([]);

    await db('jobs')
      .where('id', job?.id)
      .update({ lockedUntil: db.raw("now() - interval '1 second'") });
    const { claimed } = await claimJobs(db, { workerId: 'w2', limit: 1, leaseMs: 60_000 });
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ id: job?.id, state: 'running', lockedBy: 'w2', attempts: 2, lastError: workerStoppedResponding });
  });

  it('fails a lapsed job that has no attempt left instead of running it again', async () => {
    const job = await enqueueJob(db, noop, { n: 1 });
    await db('jobs')
      .where('id', job?.id)
      .update({ state: 'running', attempts: 2, lockedBy: 'gone', lockedUntil: db.raw("now() - interval '1 second'") });
    const { claimed, exhausted } = await claimJobs(db, { workerId: 'w2', limit: 5, leaseMs: 60_000 });
    expect(claimed).toEqual([]);
    expect(exhausted).toHaveLength(1);
    const row = await db('jobs').where('id', job?.id).first();
    expect(row).toMatchObject({ state: 'failed', attempts: 2, lockedBy: 'gone', lockedUntil: null, lastError: workerStoppedResponding });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });
});
