import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/create-database';
import { waitForJobState } from '../test-support/jobs/job-test-database';
import { aborted, gate, nextEvent, recordEvents } from '../test-support/jobs/test-workers';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { testDatabases } from '../test-support/test-databases';
import { cancelJobs } from './cancel-jobs';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { JobCancelledError, WorkerStoppingError } from './job-errors';

describe.each(testDatabases())('stopping and cancelling on %s', (kind) => {
  let db: Database;
  const workers = useJobTestDatabase(kind, (opened) => {
    db = opened.db;
  });

  it('hands a job back without using an attempt when its handler gives up on stop', async () => {
    const reasons: unknown[] = [];
    const patient = defineJob({
      id: 'test.patient',
      version: 1,
      payload: z.object({}),
      async handler(_payload, ctx) {
        const reason = await aborted(ctx.signal);
        reasons.push(reason);
        throw reason;
      },
    });
    const job = await enqueueJob(db, patient, {});
    const worker = workers.create({ jobs: [patient] });
    const events = recordEvents(worker);
    const started = nextEvent(worker, 'job:started', job?.id);
    await worker.start();
    await started;

    const stopping = Date.now();
    await worker.stop({ graceMs: 5000 });
    expect(Date.now() - stopping).toBeLessThan(2000);
    expect(reasons[0]).toBeInstanceOf(WorkerStoppingError);
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({
      state: 'queued',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
    });
    expect(events.map((event) => event.type)).toEqual(['job:started', 'job:handed-back']);
  });

  it('waits no longer than the grace period for a handler that ignores the signal, and ignores what it does later', async () => {
    const release = gate();
    const stubborn = defineJob({
      id: 'test.stubborn',
      version: 1,
      payload: z.object({}),
      async handler() {
        await release.opened;
      },
    });
    const job = await enqueueJob(db, stubborn, {});
    const worker = workers.create({ jobs: [stubborn] });
    const events = recordEvents(worker);
    const started = nextEvent(worker, 'job:started', job?.id);
    await worker.start();
    await started;

    const stopping = Date.now();
    await worker.stop({ graceMs: 300 });
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(290);
    expect(Date.now() - stopping).toBeLessThan(2000);
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });

    release.open();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({ state: 'queued', attempts: 0 });
    expect(events.map((event) => event.type)).toEqual(['job:started', 'job:handed-back']);
  });

  it('records the success of a handler that finishes within the grace period', async () => {
    const tidy = defineJob({
      id: 'test.tidy',
      version: 1,
      payload: z.object({}),
      async handler(_payload, ctx) {
        await aborted(ctx.signal);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await ctx.heartbeat(); // the lease is still ours while stopping
      },
    });
    const job = await enqueueJob(db, tidy, {});
    const worker = workers.create({ jobs: [tidy] });
    const started = nextEvent(worker, 'job:started', job?.id);
    await worker.start();
    await started;
    await worker.stop({ graceMs: 5000 });
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('aborts a running handler within one heartbeat once its job is cancelled, and keeps the job cancelled', async () => {
    const reasons: unknown[] = [];
    const long = defineJob({
      id: 'test.long',
      version: 1,
      payload: z.object({ transcriptionId: z.string() }),
      async handler(_payload, ctx) {
        reasons.push(await aborted(ctx.signal));
        await ctx.heartbeat().catch((error: unknown) => reasons.push(error));
      },
    });
    const job = await enqueueJob(db, long, { transcriptionId: 't1' });
    const worker = workers.create({ jobs: [long], leaseMs: 1500, heartbeatMs: 150 });
    const started = nextEvent(worker, 'job:started', job?.id);
    const cancelled = nextEvent(worker, 'job:cancelled', job?.id);
    await worker.start();
    await started;

    const cancelling = Date.now();
    expect(await cancelJobs(db, { type: long, payloadContains: { transcriptionId: 't1' } })).toBe(1);
    await cancelled;
    expect(Date.now() - cancelling).toBeLessThan(1000);
    await waitForJobState(db, job?.id ?? '', ['cancelled']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toBeInstanceOf(JobCancelledError);
    expect(reasons[1]).toBeInstanceOf(JobCancelledError);
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({ state: 'cancelled', attempts: 1 });
  });

  it('never starts a job cancelled while it was queued', async () => {
    let ran = false;
    const never = defineJob({
      id: 'test.never',
      version: 1,
      payload: z.object({}),
      async handler() {
        ran = true;
      },
    });
    const job = await enqueueJob(db, never, {});
    await cancelJobs(db, { ids: [job?.id ?? ''] });
    expect(await workers.create({ jobs: [never] }).runOnce()).toBe(0);
    expect(ran).toBe(false);
  });
});
