import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDatabase, type Database } from '../db/create-database';
import { waitFor } from '../test-support/jobs/job-test-database';
import { aborted, gate, nextEvent, recordEvents } from '../test-support/jobs/test-workers';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { type TestDatabase, testDatabases } from '../test-support/test-databases';
import { cancelJobs } from './cancel-jobs';
import { defineJob, type JobRunContext } from './define-job';
import { enqueueJob } from './enqueue-job';
import { JobCancelledError, LeaseLostError } from './job-errors';

const fencedPayload = z.object({ key: z.string() });

describe.each(testDatabases())('the job fence on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  const workers = useJobTestDatabase(kind, (opened) => {
    database = opened;
    db = opened.db;
  });

  /** Notes its run in a transaction behind the fence, once `go` opens; reports how the write ended. */
  function fencedWriteJob(go: Promise<void>, outcomes: unknown[]) {
    return defineJob({
      id: 'test.fenced-write',
      version: 1,
      payload: fencedPayload,
      maxAttempts: 3,
      async handler({ key }, ctx: JobRunContext) {
        await go;
        try {
          await db.transaction(async (trx) => {
            await ctx.fence(trx);
            await trx('job_test_runs').insert({ jobId: ctx.job.id, workerId: ctx.job.lockedBy, attempt: ctx.attempt });
            await trx('job_test_effects').insert({ key, jobId: ctx.job.id }).onConflict('key').ignore();
          });
          outcomes.push('written');
        } catch (error) {
          outcomes.push(error);
        }
      },
    });
  }

  const effects = () => db('job_test_effects').select('key');
  const runs = () => db('job_test_runs').orderBy('attempt').select('workerId', 'attempt');

  it('lets a write through while the claim holds the job', async () => {
    const outcomes: unknown[] = [];
    const job = fencedWriteJob(Promise.resolve(), outcomes);
    const queued = await enqueueJob(db, job, { key: 'mine' });
    expect(await workers.create({ jobs: [job] }).runOnce()).toBe(1);
    expect(outcomes).toEqual(['written']);
    expect(await effects()).toEqual([{ key: 'mine' }]);
    expect(await db('jobs').where('id', queued?.id).first()).toMatchObject({ state: 'succeeded' });
  });

  it('refuses, and rolls back, the write of a worker that froze past its lease while another finished the job', async () => {
    const outcomes: unknown[] = [];
    const wakeUp = gate();
    const frozenJob = fencedWriteJob(wakeUp.opened, outcomes);
    const queued = await enqueueJob(db, frozenJob, { key: 'stale' });
    // A heartbeat far longer than the lease stands for a frozen worker (SIGSTOP, a stopped VM, a long GC pause).
    // One slot, busy with this job: it cannot reclaim the lapsed job itself before the rescuer does.
    const frozen = workers.create({ workerId: 'frozen', jobs: [frozenJob], leaseMs: 60_000, heartbeatMs: 50_000, concurrency: 1 });
    const frozenEvents = recordEvents(frozen);
    const started = nextEvent(frozen, 'job:started', queued?.id);
    await frozen.start();
    const { job } = await started;

    await db('jobs')
      .where('id', job.id)
      .update({ lockedUntil: db.raw("now() - interval '1 millisecond'") });
    const rescuerOutcomes: unknown[] = [];
    const rescuer = workers.create({ workerId: 'rescuer', jobs: [fencedWriteJob(Promise.resolve(), rescuerOutcomes)] });
    expect(await rescuer.runOnce()).toBe(1);
    expect(rescuerOutcomes).toEqual(['written']);
    expect(await db('jobs').where('id', job.id).first()).toMatchObject({ state: 'succeeded', lockedBy: 'rescuer' });

    wakeUp.open();
    await waitFor(async () => outcomes.length > 0, 'the frozen handler to try its write');
    expect(outcomes[0]).toBeInstanceOf(LeaseLostError);
    expect(await runs()).toEqual([{ workerId: 'rescuer', attempt: 2 }]);
    expect(await effects()).toEqual([{ key: 'stale' }]);
    await waitFor(async () => frozenEvents.some((event) => event.type === 'job:lease-lost'), 'the frozen worker to give the job up');
    expect(frozenEvents.map((event) => event.type)).toEqual(['job:started', 'job:lease-lost']);
    expect(await db('jobs').where('id', job.id).first()).toMatchObject({ state: 'succeeded', lockedBy: 'rescuer' });
  });

  it('refuses the write of a job cancelled while it ran, and aborts its signal', async () => {
    const outcomes: unknown[] = [];
    const go = gate();
    let reason: Promise<unknown> = Promise.resolve();
    const base = fencedWriteJob(go.opened, outcomes);
    const job = defineJob({
      ...base,
      async handler(payload, ctx) {
        reason = aborted(ctx.signal);
        await base.handler(payload, ctx);
      },
    });
    const queued = await enqueueJob(db, job, { key: 'cancelled' });
    const worker = workers.create({ jobs: [job], leaseMs: 60_000, heartbeatMs: 50_000 });
    const started = nextEvent(worker, 'job:started', queued?.id);
    const cancelled = nextEvent(worker, 'job:cancelled', queued?.id);
    await worker.start();
    await started;
    expect(await cancelJobs(db, { ids: [queued?.id ?? ''] })).toBe(1);
    go.open();
    await cancelled;
    await waitFor(async () => outcomes.length > 0, 'the cancelled handler to try its write');
    expect(outcomes[0]).toBeInstanceOf(JobCancelledError);
    expect(await reason).toBeInstanceOf(JobCancelledError);
    expect(await runs()).toEqual([]);
  });

  it('needs a transaction, since its lock lasts as long as one', async () => {
    const outcomes: unknown[] = [];
    const job = defineJob({
      id: 'test.unfenced',
      version: 1,
      payload: z.object({}),
      async handler(_payload, ctx) {
        await ctx.fence(db as never).catch((error: unknown) => outcomes.push(error));
      },
    });
    await enqueueJob(db, job, {});
    await workers.create({ jobs: [job] }).runOnce();
    expect(String(outcomes[0])).toContain('needs a transaction');
  });

  // Two connections working at once need a server: PGlite runs one statement at a time.
  if (kind === 'postgres') {
    it('keeps the job from being reclaimed until the fenced transaction ends', async () => {
      const lapsed = gate();
      const inside = gate();
      const release = gate();
      const slow = defineJob({
        id: 'test.slow-fenced',
        version: 1,
        payload: fencedPayload,
        async handler({ key }, ctx) {
          await lapsed.opened;
          await db.transaction(async (trx) => {
            await ctx.fence(trx);
            inside.open();
            await release.opened;
            await trx('job_test_effects').insert({ key, jobId: ctx.job.id });
          });
        },
      });
      const queued = await enqueueJob(db, slow, { key: 'held' });
      // One slot, busy with this job: the holder's own polling cannot reclaim the lapsed job before the fence holds it.
      const holder = workers.create({ workerId: 'holder', jobs: [slow], leaseMs: 60_000, heartbeatMs: 50_000, concurrency: 1 });
      const succeeded = nextEvent(holder, 'job:succeeded', queued?.id);
      const started = nextEvent(holder, 'job:started', queued?.id);
      await holder.start();
      await started;
      await db('jobs')
        .where('id', queued?.id)
        .update({ lockedUntil: db.raw("now() - interval '1 millisecond'") });
      lapsed.open();
      await inside.opened;
      const otherDb = createDatabase({ databaseUrl: database.url ?? '' });
      try {
        // The lease has lapsed, but the fenced transaction holds the row: a claim skips it.
        const rival = workers.create({ workerId: 'rival', db: otherDb, jobs: [slow] });
        expect(await rival.runOnce()).toBe(0);
        release.open();
        await succeeded;
      } finally {
        await otherDb.destroy();
      }
      expect(await effects()).toEqual([{ key: 'held' }]);
      expect(await db('jobs').where('id', queued?.id).first()).toMatchObject({ state: 'succeeded', lockedBy: 'holder', attempts: 1 });
    });
  }
});
