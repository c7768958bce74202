import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/create-database';
import { databaseNow } from '../test-support/jobs/test-workers';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { testDatabases } from '../test-support/test-databases';
import { claimJobs, workerStoppedResponding } from './claim-jobs';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';

const noop = defineJob({ id: 'test.noop', version: 1, payload: z.object({ n: z.number() }), maxAttempts: 2, async handler() {} });

describe.each(testDatabases())('claimJobs on %s', (kind) => {
  let db: Database;
  useJobTestDatabase(kind, (opened) => {
    db = opened.db;
  });

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

  it('walks each kind of candidate in order on its own index and stops at its limit, instead of reading and sorting them all', async () => {
    const placed = (priorityClass: number) => (n: number) => ({
      type: noop.id,
      version: 1,
      payload: JSON.stringify({ n }),
      maxAttempts: 2,
      priorityClass,
      accountId: priorityClass === 0 ? null : `00000000-0000-4000-8000-${String(n % 50).padStart(12, '0')}`,
      turn: priorityClass === 0 ? 0 : Math.floor(n / 50),
    });
    const rows = [0, 1, 2].flatMap((priorityClass) => Array.from({ length: 1000 }, (_, n) => placed(priorityClass)(n)));
    for (let start = 0; start < rows.length; start += 1000) await db('jobs').insert(rows.slice(start, start + 1000));
    await db.raw('analyze jobs');
    let claimSql: { sql: string; bindings: readonly unknown[] } | undefined;
    const capture = (query: { sql: string; bindings: readonly unknown[] }) => {
      if (/^with /i.test(query.sql)) claimSql = query;
    };
    db.on('query', capture);
    try {
      expect((await claimJobs(db, { workerId: 'w', limit: 4, leaseMs: 60_000 })).claimed).toHaveLength(4);
    } finally {
      db.off('query', capture);
    }
    if (!claimSql) throw new Error('the claim statement was not seen');
    // The driver numbers its placeholders ($1, $2…) in order; knex.raw wants ?.
    const result = (await db.raw(`explain ${claimSql.sql.replace(/\$\d+/g, '?')}`, [...claimSql.bindings] as never[])) as {
      rows: { 'QUERY PLAN': string }[];
    };
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on jobs/);
    const walks = (index: string) => new RegExp(`Limit[^\\n]*\\n\\s+->\\s+LockRows[^\\n]*\\n\\s+->\\s+Index Scan using ${index}`, 'g');
    expect(plan.match(walks('jobs_queued_own_run_at_index'))).toHaveLength(1);
    expect(plan.match(walks('jobs_queued_free_run_at_index'))).toHaveLength(1);
    expect(plan.match(walks('jobs_queued_class_turn_index'))).toHaveLength(2);
  });

  it("finds an account's next turn on indexes, whatever the queue holds", async () => {
    const rows = Array.from({ length: 3000 }, (_, n) => ({
      type: noop.id,
      version: 1,
      payload: JSON.stringify({ n }),
      maxAttempts: 2,
      priorityClass: 1 + (n % 2),
      accountId: `00000000-0000-4000-8000-${String(n % 50).padStart(12, '0')}`,
      turn: Math.floor(n / 50),
    }));
    for (let start = 0; start < rows.length; start += 1000) await db('jobs').insert(rows.slice(start, start + 1000));
    await db.raw('analyze jobs');
    let turnSql: { sql: string; bindings: readonly unknown[] } | undefined;
    const capture = (query: { sql: string; bindings: readonly unknown[] }) => {
      if (/^select greatest/i.test(query.sql)) turnSql = query;
    };
    db.on('query', capture);
    try {
      const job = await enqueueJob(db, noop, { n: 1 }, { placement: { lane: 'free', accountId: '00000000-0000-4000-8000-000000000001' } });
      expect(job?.turn).toBe(60);
    } finally {
      db.off('query', capture);
    }
    if (!turnSql) throw new Error('the turn query was not seen');
    const result = (await db.raw(`explain ${turnSql.sql.replace(/\$\d+/g, '?')}`, [...turnSql.bindings] as never[])) as {
      rows: { 'QUERY PLAN': string }[];
    };
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on jobs|Sort/);
    expect(plan).toMatch(/Index Scan using jobs_queued_class_turn_index/);
    expect(plan).toMatch(/Index (Only )?Scan Backward using jobs_unfinished_account_turn_index/);
  });
});
