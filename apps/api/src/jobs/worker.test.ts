import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/create-database';
import { waitFor, waitForJobState } from '../test-support/jobs/job-test-database';
import { aborted, nextEvent, recordEvents } from '../test-support/jobs/test-workers';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { testDatabases } from '../test-support/test-databases';
import { defineJob, type JobRunContext } from './define-job';
import { enqueueJob } from './enqueue-job';
import { JobTimeoutError, PermanentJobError } from './job-errors';

describe.each(testDatabases())('worker on %s', (kind) => {
  let db: Database;
  const workers = useJobTestDatabase(kind, (opened) => {
    db = opened.db;
  });

  it('runs a job with its parsed payload and marks it succeeded', async () => {
    const seen: { payload: unknown; ctx: JobRunContext }[] = [];
    const greet = defineJob({
      id: 'test.greet',
      version: 1,
      payload: z.object({ name: z.string(), times: z.number().default(2) }),
      async handler(payload, ctx) {
        seen.push({ payload, ctx });
      },
    });
    const job = await enqueueJob(db, greet, { name: 'Ada' });
    const worker = workers.create({ jobs: [greet], workerId: 'w-greet' });
    const events = recordEvents(worker);

    expect(await worker.runOnce()).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.payload).toEqual({ name: 'Ada', times: 2 });
    expect(seen[0]?.ctx.attempt).toBe(1);
    expect(seen[0]?.ctx.job).toMatchObject({ id: job?.id, state: 'running', lockedBy: 'w-greet' });
    const row = await db('jobs').where('id', job?.id).first();
    expect(row).toMatchObject({ state: 'succeeded', attempts: 1, lockedUntil: null, lastError: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(events.map((event) => event.type)).toEqual(['job:started', 'job:succeeded']);
    expect(await worker.runOnce()).toBe(0);
  });

  it('retries a failing job after an exponential delay, then fails it after maxAttempts', async () => {
    const attempts: number[] = [];
    const flaky = defineJob({
      id: 'test.flaky',
      version: 1,
      payload: z.object({}),
      maxAttempts: 3,
      async handler(_payload, ctx) {
        attempts.push(ctx.attempt);
        throw new Error(`boom ${ctx.attempt}`);
      },
    });
    const job = await enqueueJob(db, flaky, {});
    const worker = workers.create({ jobs: [flaky] });
    const events = recordEvents(worker);

    await worker.runOnce();
    const queued = await db('jobs').where('id', job?.id).first();
    expect(queued).toMatchObject({ state: 'queued', attempts: 1, lastError: 'boom 1', lockedBy: null, lockedUntil: null });
    // The first retry waits between 0.75 and 1 s (database clock), so it is not due yet.
    const delayMs = queued.runAt.getTime() - queued.updatedAt.getTime();
    expect(delayMs).toBeGreaterThanOrEqual(740);
    expect(delayMs).toBeLessThanOrEqual(1010);
    expect(await worker.runOnce()).toBe(0);

    await db('jobs').where('id', job?.id).update({ runAt: db.fn.now() });
    await worker.runOnce();
    const second = await db('jobs').where('id', job?.id).first();
    expect(second).toMatchObject({ state: 'queued', attempts: 2, lastError: 'boom 2' });
    expect(second.runAt.getTime() - second.updatedAt.getTime()).toBeGreaterThanOrEqual(1490);

    await db('jobs').where('id', job?.id).update({ runAt: db.fn.now() });
    await worker.runOnce();
    const failed = await db('jobs').where('id', job?.id).first();
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(failed.finishedAt).toBeInstanceOf(Date);
    expect(attempts).toEqual([1, 2, 3]);
    expect(events.filter((event) => event.type !== 'job:started').map((event) => event.type)).toEqual([
      'job:retry',
      'job:retry',
      'job:failed',
    ]);
    expect(await worker.runOnce()).toBe(0);
  });

  it('runs the retries by itself when started, using the retry delay it is given', async () => {
    let runs = 0;
    const twice = defineJob({
      id: 'test.twice',
      version: 1,
      payload: z.object({}),
      async handler() {
        runs += 1;
        if (runs < 3) throw new Error('not yet');
      },
    });
    const job = await enqueueJob(db, twice, {});
    const worker = workers.create({ jobs: [twice], retryDelayMs: () => 20 });
    await worker.start();
    const row = await waitForJobState(db, job?.id ?? '', ['succeeded']);
    expect(row).toMatchObject({ attempts: 3, lastError: 'not yet' });
  });

  it('fails at once on a PermanentJobError, keeping only the message of a long error', async () => {
    const hopeless = defineJob({
      id: 'test.hopeless',
      version: 1,
      payload: z.object({}),
      async handler() {
        throw new PermanentJobError(`the file is gone ${'x'.repeat(5000)}`);
      },
    });
    const job = await enqueueJob(db, hopeless, {});
    const worker = workers.create({ jobs: [hopeless] });
    const failed = nextEvent(worker, 'job:failed');
    await worker.runOnce();
    const row = await db('jobs').where('id', job?.id).first();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^the file is gone x+…$/);
    expect(row.lastError.length).toBe(2000);
    expect((await failed).error).toBe(row.lastError);
  });

  it('fails a job of a type or version it does not know, and one whose stored payload no longer fits', async () => {
    const known = defineJob({ id: 'test.known', version: 1, payload: z.object({ n: z.number() }), async handler() {} });
    const [unknownType] = await db('jobs').insert({ type: 'test.unknown', version: 1, payload: '{}' }).returning('id');
    const [unknownVersion] = await db('jobs').insert({ type: 'test.known', version: 7, payload: '{"n":1}' }).returning('id');
    const [badPayload] = await db('jobs').insert({ type: 'test.known', version: 1, payload: '{"n":"one"}' }).returning('id');
    const worker = workers.create({ jobs: [known], concurrency: 5 });
    expect(await worker.runOnce()).toBe(3);

    const rows = await db('jobs').select('id', 'state', 'attempts', 'lastError');
    const byId = (id: string) => rows.find((row) => row.id === id);
    expect(byId(unknownType.id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(byId(unknownType.id)?.lastError).toBe('No handler for job type test.unknown version 1 on this worker (it knows test.known@1)');
    expect(byId(unknownVersion.id)?.lastError).toMatch(/No handler for job type test\.known version 7/);
    expect(byId(badPayload.id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(byId(badPayload.id)?.lastError).toMatch(/^Invalid payload for job test\.known: .*n/s);
  });

  it('never runs more handlers at once than its concurrency', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const slow = defineJob({
      id: 'test.slow',
      version: 1,
      payload: z.object({ n: z.number() }),
      async handler() {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 100));
        running -= 1;
      },
    });
    for (let n = 0; n < 10; n += 1) await enqueueJob(db, slow, { n });
    const worker = workers.create({ jobs: [slow], concurrency: 3, pollMs: 20 });
    await worker.start();
    await waitFor(async () => (await db('jobs').where('state', 'succeeded').select('id')).length === 10, 'all jobs to succeed');
    expect(mostAtOnce).toBe(3);
  });

  it('wakes at once when told a job was enqueued, instead of waiting for the next poll', async () => {
    const quick = defineJob({ id: 'test.quick', version: 1, payload: z.object({}), async handler() {} });
    const worker = workers.create({ jobs: [quick], pollMs: 60_000 });
    await worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first look found nothing; now it sleeps
    const job = await enqueueJob(db, quick, {});
    const started = Date.now();
    worker.wake();
    await waitForJobState(db, job?.id ?? '', ['succeeded'], 5000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('aborts a handler that outlives its timeout and counts a failed attempt', async () => {
    const reasons: unknown[] = [];
    const stuck = defineJob({
      id: 'test.stuck',
      version: 1,
      payload: z.object({}),
      maxAttempts: 1,
      timeoutMs: 200,
      async handler(_payload, ctx) {
        reasons.push(await aborted(ctx.signal));
      },
    });
    const job = await enqueueJob(db, stuck, {});
    const worker = workers.create({ jobs: [stuck] });
    await worker.runOnce();
    expect(reasons[0]).toBeInstanceOf(JobTimeoutError);
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({ state: 'failed', lastError: 'Timed out after 200 ms' });
  });
});
