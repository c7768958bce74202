import type { Knex } from 'knex';
import { type JobClaim, type Ownership, ownedJob, whyNotOwned } from './job-claim';
import type { JobRow } from './job-row';

// Successes are recorded in batches (mark-succeeded-in-batches.ts).
// Each write only touches a job this claim still holds, so a worker that lost its lease can never
// overwrite the outcome of the worker that took over, nor revive a cancelled job.

export async function markFailed(db: Knex, claim: JobClaim, lastError: string): Promise<Ownership> {
  const updated = await ownedJob(db, claim).update({
    state: 'failed',
    lastError,
    lockedUntil: null,
    finishedAt: db.fn.now(),
    updatedAt: db.fn.now(),
  });
  return updated > 0 ? 'owned' : whyNotOwned(db, claim.id);
}

/** Back in the queue, due after delayMs; returns when it will run. */
export async function scheduleRetry(
  db: Knex,
  claim: JobClaim,
  lastError: string,
  delayMs: number,
): Promise<{ ownership: 'owned'; runAt: Date } | { ownership: Exclude<Ownership, 'owned'> }> {
  const [row] = (await ownedJob(db, claim)
    .update({
      state: 'queued',
      lastError,
      runAt: db.raw("now() + ?::integer * interval '1 millisecond'", [Math.max(0, Math.round(delayMs))]),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: db.fn.now(),
    })
    .returning('runAt')) as Pick<JobRow, 'runAt'>[];
  return row ? { ownership: 'owned', runAt: row.runAt } : { ownership: await whyNotOwned(db, claim.id) };
}

/** Returns an unfinished job to the queue, due now, giving back the attempt this claim used. */
export async function handBack(db: Knex, claim: JobClaim): Promise<Ownership> {
  const updated = await ownedJob(db, claim).update({
    state: 'queued',
    attempts: db.raw('greatest(attempts - 1, 0)'),
    runAt: db.fn.now(),
    lockedBy: null,
    lockedUntil: null,
    updatedAt: db.fn.now(),
  });
  return updated > 0 ? 'owned' : whyNotOwned(db, claim.id);
}
