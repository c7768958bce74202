import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/create-database';
import { useJobTestDatabase } from '../test-support/jobs/use-job-test-database';
import { testDatabases } from '../test-support/test-databases';
import { cancelJobs } from './cancel-jobs';
import { claimJobs } from './claim-jobs';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { claimOf } from './job-claim';
import { markSucceededInBatches } from './mark-succeeded-in-batches';

const noop = defineJob({ id: 'test.noop', version: 1, payload: z.object({ n: z.number() }), async handler() {} });

describe.each(testDatabases())('markSucceededInBatches on %s', (kind) => {
  let db: Database;
  useJobTestDatabase(kind, (opened) => {
    db = opened.db;
  });

  it('marks the successes that arrive while a write is in flight with one statement, and only jobs their claim still holds', async () => {
    for (let n = 0; n < 6; n += 1) await enqueueJob(db, noop, { n });
    const { claimed } = await claimJobs(db, { workerId: 'w', limit: 6, leaseMs: 60_000 });
    expect(claimed).toHaveLength(6);
    const [first, taken, cancelled, ...rest] = claimed.map((job) => claimOf(job, 'w'));
    if (!first || !taken || !cancelled) throw new Error('expected six claims');
    // Another worker holds this one now (a later attempt); this one was cancelled.
    await db('jobs').where('id', taken.id).update({ lockedBy: 'other', attempts: 2 });
    await cancelJobs(db, { ids: [cancelled.id] });

    const updates: string[] = [];
    const count = (query: { sql: string }) => {
      if (/^update "jobs"/i.test(query.sql)) updates.push(query.sql);
    };
    db.on('query', count);
    try {
      const markSucceeded = markSucceededInBatches(db);
      const outcomes = await Promise.all([first, taken, cancelled, ...rest].map((claim) => markSucceeded(claim)));
      expect(outcomes).toEqual(['owned', 'lost', 'cancelled', 'owned', 'owned', 'owned']);
    } finally {
      db.off('query', count);
    }
    // The first success is written at once; the five that arrived meanwhile share the next statement.
    expect(updates).toHaveLength(2);
    const states = await db('jobs').select('id', 'state', 'lockedUntil', 'finishedAt');
    for (const row of states) {
      if (row.id === taken.id) expect(row.state).toBe('running');
      else if (row.id === cancelled.id) expect(row.state).toBe('cancelled');
      else expect(row).toMatchObject({ state: 'succeeded', lockedUntil: null, finishedAt: expect.any(Date) });
    }
  });
});
