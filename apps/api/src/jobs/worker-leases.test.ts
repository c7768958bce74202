import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/create-database';
import { testLogger, waitFor, waitForJobState } from '../test-support/jobs/job-test-database';
import { recordEffectJob } from '../test-support/jobs/record-effect-job';
import { aborted, gate, nextEvent, recordEvents } from '../test-support/jobs/test-workers';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { runEntry } from '../test-support/spawn-server';
import { type TestDatabase, testDatabases } from '../test-support/test-databases';
import { workerStoppedResponding } from './claim-jobs';
import { enqueueJob } from './enqueue-job';
import { LeaseLostError } from './job-errors';
import { listenForEnqueuedJobs } from './listen-for-enqueued-jobs';

describe.each(testDatabases())('leases and many workers on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  const workers = useJobTestDatabase(kind, (opened) => {
    database = opened;
    db = opened.db;
  });

  const runsOf = (jobId: string) => db('job_test_runs').where({ jobId }).orderBy('attempt').select('workerId', 'attempt');

  it('lets another worker reclaim a job whose worker stopped heartbeating, and ignores the first worker from then on', async () => {
    const reasons: unknown[] = [];
    const unblock = gate();
    const stuckJob = recordEffectJob(db, async (ctx) => {
      await unblock.opened;
      // The first thing a handler that was frozen notices: the job is not its own any more.
      await ctx.heartbeat().catch((error: unknown) => reasons.push(error));
    });
    const job = await enqueueJob(db, stuckJob, { key: 'effect-1' });
    // A heartbeat far longer than the lease stands for a worker that froze (a GC pause, a stopped VM). With one
    // slot, busy with this job, it cannot reclaim the lapsed job itself before the rescuer does.
    const stuck = workers.create({ workerId: 'stuck', jobs: [stuckJob], leaseMs: 60_000, heartbeatMs: 50_000, concurrency: 1 });
    const stuckEvents = recordEvents(stuck);
    const started = nextEvent(stuck, 'job:started', job?.id);
    await stuck.start();
    await started;

    await db('jobs')
      .where('id', job?.id)
      .update({ lockedUntil: db.raw("now() - interval '1 millisecond'") });
    const rescuer = workers.create({ workerId: 'rescuer', jobs: [recordEffectJob(db)] });
    expect(await rescuer.runOnce()).toBe(1);
    unblock.open();
    await waitFor(async () => reasons.length > 0, 'the stuck handler to try to heartbeat');
    await stuck.stop({ graceMs: 1000 });

    expect(reasons[0]).toBeInstanceOf(LeaseLostError);
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({
      state: 'succeeded',
      attempts: 2,
      lockedBy: 'rescuer',
      lastError: workerStoppedResponding,
    });
    expect(await runsOf(job?.id ?? '')).toEqual([
      { workerId: 'stuck', attempt: 1 },
      { workerId: 'rescuer', attempt: 2 },
    ]);
    expect(await db('job_test_effects').select('key')).toEqual([{ key: 'effect-1' }]);
    expect(stuckEvents.map((event) => event.type)).toEqual(['job:started', 'job:lease-lost']);
  });

  it('aborts the signal of a handler whose lease was taken, at its next automatic heartbeat', async () => {
    const taken = recordEffectJob(db, async (ctx) => {
      const reason = await aborted(ctx.signal);
      if (!(reason instanceof LeaseLostError)) throw new Error('wrong reason');
      // Returning normally after losing the lease must not mark the job succeeded.
    });
    const job = await enqueueJob(db, taken, { key: 'effect-2' });
    // One slot, busy with this job: the first worker's own polling cannot reclaim the lapsed job before the second does.
    const first = workers.create({ workerId: 'first', jobs: [taken], leaseMs: 1000, heartbeatMs: 200, concurrency: 1 });
    const lost = nextEvent(first, 'job:lease-lost', job?.id);
    const started = nextEvent(first, 'job:started', job?.id);
    await first.start();
    await started;

    // Lapse the lease and reclaim it in between the first worker's heartbeats (retry if a heartbeat slipped in).
    const second = workers.create({
      workerId: 'second',
      jobs: [recordEffectJob(db, () => new Promise((resolve) => setTimeout(resolve, 500)))],
    });
    await waitFor(async () => {
      await db('jobs')
        .where({ id: job?.id, lockedBy: 'first' })
        .update({ lockedUntil: db.raw("now() - interval '1 millisecond'") });
      return (await second.runOnce()) === 1;
    }, 'the second worker to reclaim the job');
    await lost;
    expect(await db('jobs').where('id', job?.id).first()).toMatchObject({ state: 'succeeded', attempts: 2, lockedBy: 'second' });
  });

  it('runs each of 50 jobs exactly once with two workers claiming side by side', async () => {
    const job = recordEffectJob(db, () => new Promise((resolve) => setTimeout(resolve, 10)));
    for (let n = 0; n < 50; n += 1) await enqueueJob(db, job, { key: `k${n}` });
    // On PostgreSQL the second worker has its own connection pool, as a second process would.
    const otherDb = database.url ? createDatabase({ databaseUrl: database.url }) : db;
    try {
      const a = workers.create({ workerId: 'a', db, jobs: [job], concurrency: 4, pollMs: 20 });
      const b = workers.create({ workerId: 'b', db: otherDb, jobs: [recordEffectJob(otherDb)], concurrency: 4, pollMs: 20 });
      await Promise.all([a.start(), b.start()]);
      await waitFor(
        async () => (await db('jobs').where('state', 'succeeded').select('id')).length === 50,
        'all 50 jobs to succeed',
        30_000,
      );
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      if (otherDb !== db) await otherDb.destroy();
    }
    const runs = await db('job_test_runs').select('jobId', 'workerId', 'attempt');
    expect(runs).toHaveLength(50);
    expect(new Set(runs.map((run) => run.jobId)).size).toBe(50);
    expect(runs.every((run) => run.attempt === 1)).toBe(true);
    expect(new Set(runs.map((run) => run.workerId))).toEqual(new Set(['a', 'b']));
    expect(await db('job_test_effects').select('key')).toHaveLength(50);
  });

  // A real second process and a LISTEN connection need a server; PGlite lives inside one process.
  if (kind === 'postgres') {
    it('completes each job exactly once, charged once, when its worker process is killed with SIGKILL mid-job, 10 times in a row (in the handler and inside the completion transaction)', async () => {
      const url = database.url ?? '';
      const leaseMs = 1000;
      const reclaims: { kill: number; dieIn: string; reclaimMs: number }[] = [];
      for (let kill = 1; kill <= 10; kill += 1) {
        // Alternately: killed by the test while its handler hangs after writing, or by itself inside the
        // transaction that writes the job's result and charge, before it commits.
        const dieIn = kill % 2 === 1 ? 'handler' : 'completion';
        const doomedId = `doomed-${kill}`;
        const child = runEntry('test-support/jobs/crash-test-worker.ts', [], {
          JOB_TEST_DATABASE_URL: url,
          JOB_TEST_WORKER_ID: doomedId,
          JOB_TEST_LEASE_MS: String(leaseMs),
          JOB_TEST_DIE_IN: dieIn,
          LOG_LEVEL: 'silent',
        });
        try {
          const exited = once(child, 'exit');
          const job = await enqueueJob(db, recordEffectJob(db), { key: `charge-${kill}` });
          const jobId = job?.id ?? '';
          const said = dieIn === 'handler' ? `running ${jobId}` : `completing ${jobId}`;
          await waitFor(async () => {
            if (child.exitCode !== null) throw new Error(`worker process exited early:\n${child.output()}`);
            return child.output().includes(said);
          }, `worker ${doomedId} to reach the ${dieIn}`);
          if (dieIn === 'handler') child.kill('SIGKILL');
          const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
          expect(signal).toBe('SIGKILL');
          const killedAt = Date.now();
          expect(await db('jobs').where('id', jobId).first()).toMatchObject({ state: 'running', lockedBy: doomedId, attempts: 1 });

          const rescuer = workers.create({ workerId: `rescuer-${kill}`, jobs: [recordEffectJob(db)], leaseMs, pollMs: 20 });
          const reclaimed = nextEvent(rescuer, 'job:started', jobId);
          const succeeded = nextEvent(rescuer, 'job:succeeded', jobId);
          await rescuer.start();
          await reclaimed;
          reclaims.push({ kill, dieIn, reclaimMs: Date.now() - killedAt });
          await succeeded;
          await rescuer.stop();

          expect(await db('jobs').where('id', jobId).first()).toMatchObject({
            state: 'succeeded',
            attempts: 2,
            lockedBy: `rescuer-${kill}`,
            lastError: workerStoppedResponding,
          });
          expect(await runsOf(jobId)).toEqual([
            { workerId: doomedId, attempt: 1 },
            { workerId: `rescuer-${kill}`, attempt: 2 },
          ]);
          // Charged once: by the doomed worker when it died after committing, else by its rescuer.
          expect(
            await db('job_test_effects')
              .where({ key: `charge-${kill}` })
              .select('jobId'),
          ).toEqual([{ jobId }]);
        } finally {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        }
      }
      expect(await db('jobs').whereNot('state', 'succeeded').count({ n: '*' })).toEqual([{ n: '0' }]);
      expect(await db('job_test_effects').count({ n: '*' })).toEqual([{ n: '10' }]);
      const times = reclaims.map((reclaim) => reclaim.reclaimMs);
      // The lease reclaim time: from the kill until another worker takes the job over (lease ${leaseMs} ms).
      console.info(
        `kill -9 loop: lease ${leaseMs} ms, reclaim after ${times.join(', ')} ms (median ${[...times].sort((a, b) => a - b)[5]} ms, max ${Math.max(...times)} ms)`,
      );
      expect(Math.max(...times)).toBeLessThan(leaseMs + 2000);
    }, 120_000);

    it('hands the job back, attempt unused, when a worker process is stopped with SIGTERM mid-job', async () => {
      const child = runEntry('test-support/jobs/crash-test-worker.ts', [], {
        JOB_TEST_DATABASE_URL: database.url ?? '',
        JOB_TEST_WORKER_ID: 'retiring',
        JOB_TEST_GRACE_MS: '300',
        LOG_LEVEL: 'silent',
      });
      try {
        const job = await enqueueJob(db, recordEffectJob(db), { key: 'later' });
        const jobId = job?.id ?? '';
        await waitFor(async () => {
          if (child.exitCode !== null) throw new Error(`worker process exited early:\n${child.output()}`);
          return child.output().includes(`running ${jobId}`);
        }, 'the worker process to start the job');

        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const [code] = (await exited) as [number | null];
        expect(code).toBe(0);
        expect(await db('jobs').where('id', jobId).first()).toMatchObject({
          state: 'queued',
          attempts: 0,
          lockedBy: null,
          lockedUntil: null,
        });
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    });

    it('wakes on the NOTIFY that enqueueJob sends, through a LISTEN connection', async () => {
      const job = recordEffectJob(db);
      const worker = workers.create({ jobs: [job], pollMs: 60_000, wakeSource: listenForEnqueuedJobs(db, database.url ?? '', testLogger) });
      await worker.start();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const enqueued = await enqueueJob(db, job, { key: 'notified' });
      await waitForJobState(db, enqueued?.id ?? '', ['succeeded'], 3000);
    });
  }
});
