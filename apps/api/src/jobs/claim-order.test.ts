import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/create-database';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { testDatabases } from '../test-support/test-databases';
import { claimJobs } from './claim-jobs';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import type { JobRow } from './job-row';
import type { QueueLane } from './queue-placement';

const work = defineJob({ id: 'test.work', version: 1, payload: z.object({ name: z.string() }), async handler() {} });

/** Claims one job at a time, as a single decoder would, and names them in the order they came. */
async function claimOneByOne(db: Database, count: number, freeMaxWaitMs?: number): Promise<string[]> {
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const { claimed } = await claimJobs(db, { workerId: 'w', limit: 1, leaseMs: 60_000, ...(freeMaxWaitMs ? { freeMaxWaitMs } : {}) });
    names.push(...claimed.map((job) => (job.payload as { name: string }).name));
  }
  return names;
}

describe.each(testDatabases())('the claim order on %s', (kind) => {
  let db: Database;
  useJobTestDatabase(kind, (opened) => {
    db = opened.db;
  });

  const enqueueFor = (accountId: string, lane: QueueLane, name: string, runAt?: Date) =>
    enqueueJob(db, work, { name }, { placement: { lane, accountId }, ...(runAt ? { runAt } : {}) }) as Promise<JobRow>;

  it("claims the app's own work first, then paid plans' jobs, then free accounts', whatever order they came in", async () => {
    const free = randomUUID();
    const paid = randomUUID();
    await enqueueFor(free, 'free', 'free 1');
    await enqueueFor(free, 'free', 'free 2');
    await enqueueFor(paid, 'paid', 'paid 1');
    await enqueueJob(db, work, { name: 'own' });
    await enqueueFor(paid, 'paid', 'paid 2');

    expect(await claimOneByOne(db, 6)).toEqual(['own', 'paid 1', 'paid 2', 'free 1', 'free 2']);
  });

  it("lets one account's many jobs hold back another account's single job by at most one", async () => {
    const busy = randomUUID();
    const other = randomUUID();
    for (let n = 1; n <= 50; n += 1) await enqueueFor(busy, 'free', `busy ${n}`);
    // The busy account's first job is already running when the other account sends its file.
    expect(await claimOneByOne(db, 1)).toEqual(['busy 1']);
    await enqueueFor(other, 'free', 'other');

    expect(await claimOneByOne(db, 3)).toEqual(['busy 2', 'other', 'busy 3']);
  });

  it('goes round the accounts of a lane in turns', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (let n = 1; n <= 3; n += 1) await enqueueFor(a, 'paid', `a${n}`);
    for (let n = 1; n <= 2; n += 1) await enqueueFor(b, 'paid', `b${n}`);
    await enqueueFor(c, 'paid', 'c1');

    expect(await claimOneByOne(db, 7)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('gives an account that has a job running its next turn after it, not a fresh place in the round', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await enqueueFor(a, 'free', 'a1');
    await enqueueFor(a, 'free', 'a2');
    await enqueueFor(b, 'free', 'b1');
    expect(await claimOneByOne(db, 1)).toEqual(['a1']);
    // a's new job goes after a2, its last unfinished one, and b's after b1: neither starts the round again.
    await enqueueFor(a, 'free', 'a3');
    await enqueueFor(b, 'free', 'b2');

    expect(await claimOneByOne(db, 5)).toEqual(['b1', 'a2', 'b2', 'a3']);
  });

  it("claims a free account's job before paid work once it has waited the bounded time", async () => {
    const [free, paid] = [randomUUID(), randomUUID()];
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await enqueueFor(free, 'free', 'free waited', longAgo);
    await enqueueFor(free, 'free', 'free new');
    for (let n = 1; n <= 3; n += 1) await enqueueFor(paid, 'paid', `paid ${n}`);

    expect(await claimOneByOne(db, 5, 60_000)).toEqual(['free waited', 'paid 1', 'paid 2', 'paid 3', 'free new']);
  });

  it('does not count a job that is not yet due as the place where the round stands', async () => {
    const [later, waiting, newcomer] = [randomUUID(), randomUUID(), randomUUID()];
    // A retry waiting for its time keeps a low turn; a newcomer joins the round where the due jobs are.
    await enqueueFor(later, 'paid', 'later', new Date(Date.now() + 60_000));
    for (let n = 1; n <= 3; n += 1) await enqueueFor(waiting, 'paid', `waiting ${n}`);
    expect(await claimOneByOne(db, 2)).toEqual(['waiting 1', 'waiting 2']);
    const joined = await enqueueFor(newcomer, 'paid', 'newcomer');

    expect(joined.turn).toBe(2);
    expect(await claimOneByOne(db, 2)).toEqual(['waiting 3', 'newcomer']);
  });

  it('stores the lane, the account and the turn on the job row', async () => {
    const account = randomUUID();
    const first = await enqueueFor(account, 'free', 'one');
    const second = await enqueueFor(account, 'free', 'two');
    const own = (await enqueueJob(db, work, { name: 'own' })) as JobRow;

    expect(first).toMatchObject({ priorityClass: 2, accountId: account, turn: 0 });
    expect(second).toMatchObject({ priorityClass: 2, accountId: account, turn: 1 });
    expect(own).toMatchObject({ priorityClass: 0, accountId: null, turn: 0 });
  });
});
