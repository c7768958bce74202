import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/create-database';
import { databaseNow } from '../test-support/jobs/test-workers';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { testDatabases } from '../test-support/test-databases';
import { cancelJobs } from './cancel-jobs';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { InvalidJobPayloadError } from './job-errors';

const greet = defineJob({
  id: 'test.greet',
  version: 2,
  payload: z.object({ name: z.string().min(1), times: z.number().int().default(1) }),
  async handler() {},
});
const wave = defineJob({ id: 'test.wave', version: 1, payload: z.object({ name: z.string() }), async handler() {} });

describe.each(testDatabases())('enqueueJob and cancelJobs on %s', (kind) => {
  let db: Database;
  useJobTestDatabase(kind, (opened) => {
    db = opened.db;
  });

  it('stores a queued job of the definition, due now by the database clock', async () => {
    const before = await databaseNow(db);
    const job = await enqueueJob(db, greet, { name: 'Ada' });
    expect(job).toMatchObject({
      type: 'test.greet',
      version: 2,
      payload: { name: 'Ada' },
      state: 'queued',
      attempts: 0,
      maxAttempts: 5,
      lockedBy: null,
      lastError: null,
      uniqueKey: null,
      finishedAt: null,
    });
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(await db('jobs').select('id')).toHaveLength(1);
  });

  it('refuses a payload that does not match the schema, and stores nothing', async () => {
    const attempt = enqueueJob(db, greet, { name: '' });
    await expect(attempt).rejects.toBeInstanceOf(InvalidJobPayloadError);
    await expect(attempt).rejects.toThrow(/test\.greet.*name/s);
    expect(await db('jobs').select('id')).toEqual([]);
  });

  it('refuses a payload that would not survive being stored as JSON', async () => {
    const remind = defineJob({ id: 'test.remind', version: 1, payload: z.object({ at: z.date() }), async handler() {} });
    await expect(enqueueJob(db, remind, { at: new Date() })).rejects.toThrow(/at/);
  });

  it('takes runAt and maxAttempts per job', async () => {
    const runAt = new Date(Date.now() + 60_000);
    const job = await enqueueJob(db, greet, { name: 'Ada' }, { runAt, maxAttempts: 2 });
    expect(job?.runAt.toISOString()).toBe(runAt.toISOString());
    expect(job?.maxAttempts).toBe(2);
    await expect(enqueueJob(db, greet, { name: 'Ada' }, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });

  it('does nothing when an unfinished job of the type already has the unique key', async () => {
    const first = await enqueueJob(db, greet, { name: 'Ada' }, { uniqueKey: 'user:1' });
    const second = await enqueueJob(db, greet, { name: 'Bob' }, { uniqueKey: 'user:1' });
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
    await db('jobs').where('id', first?.id).update({ state: 'running' });
    expect(await enqueueJob(db, greet, { name: 'Bob' }, { uniqueKey: 'user:1' })).toBeUndefined();
    // The key is per type.
    expect(await enqueueJob(db, wave, { name: 'Bob' }, { uniqueKey: 'user:1' })).toBeDefined();
    expect(await db('jobs').where({ type: 'test.greet' }).select('payload')).toEqual([{ payload: { name: 'Ada' } }]);
  });

  it('frees the unique key once the job has finished', async () => {
    for (const state of ['succeeded', 'failed', 'cancelled']) {
      const job = await enqueueJob(db, greet, { name: state }, { uniqueKey: 'user:2' });
      expect(job).toBeDefined();
      await db('jobs').where('id', job?.id).update({ state });
    }
    expect(await db('jobs').where({ uniqueKey: 'user:2' }).select('id')).toHaveLength(3);
  });

  it('enqueues inside the caller’s transaction, so a rollback takes the job with it', async () => {
    await expect(
      db.transaction(async (trx) => {
        await enqueueJob(trx, greet, { name: 'Rolled back' });
        throw new Error('the caller’s write failed');
      }),
    ).rejects.toThrow('the caller’s write failed');
    await db.transaction(async (trx) => {
      await enqueueJob(trx, greet, { name: 'Committed' });
    });
    expect(await db('jobs').select('payload')).toEqual([{ payload: { name: 'Committed' } }]);
  });

  it('cancels unfinished jobs by id, type, unique key or payload, and leaves finished ones alone', async () => {
    const a = await enqueueJob(db, greet, { name: 'Ada' });
    const b = await enqueueJob(db, greet, { name: 'Bob' }, { uniqueKey: 'bob' });
    const c = await enqueueJob(db, wave, { name: 'Cy' });
    const done = await enqueueJob(db, wave, { name: 'Cy' });
    await db('jobs').where('id', done?.id).update({ state: 'succeeded' });

    expect(await cancelJobs(db, { ids: [a?.id ?? ''] })).toBe(1);
    expect(await cancelJobs(db, { type: greet, uniqueKey: 'bob' })).toBe(1);
    expect(await cancelJobs(db, { payloadContains: { name: 'Cy' } })).toBe(1);
    expect(await cancelJobs(db, { ids: [] })).toBe(0);
    await expect(cancelJobs(db, {})).rejects.toThrow(/at least one/);

    const states = Object.fromEntries((await db('jobs').select('id', 'state')).map((row) => [row.id, row.state]));
    expect(states).toEqual({
      [a?.id ?? '']: 'cancelled',
      [b?.id ?? '']: 'cancelled',
      [c?.id ?? '']: 'cancelled',
      [done?.id ?? '']: 'succeeded',
    });
    expect(await db('jobs').where('state', 'cancelled').whereNull('finishedAt').select('id')).toEqual([]);
  });
});
