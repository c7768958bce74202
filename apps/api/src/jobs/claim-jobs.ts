import type { Knex } from 'knex';
import { type JobRow, jobsTable } from './job-row';

export const workerStoppedResponding = 'Worker stopped responding';

export interface ClaimOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
}

export interface ClaimResult {
  /** Now running under this worker's lease. */
  claimed: JobRow[];
  /** Reclaimed from a worker that stopped responding, on their last attempt: now failed, not to be run. */
  exhausted: JobRow[];
}

/** A running job whose lease lapsed and that has no attempt left (SQL, on the row before the update). */
const exhaustedSql = "(state = 'running' and attempts >= max_attempts)";

/**
 * Claims up to `limit` due jobs, and reclaims jobs whose lease lapsed, in one statement. SKIP LOCKED
 * lets many workers claim at once without waiting on, or ever sharing, a row. The candidate list is a
 * MATERIALIZED CTE so that it is computed once, however Postgres plans the update. Every time is the
 * database's (now()), so workers on machines with drifting clocks agree on leases.
 */
export async function claimJobs(db: Knex, { workerId, limit, leaseMs }: ClaimOptions): Promise<ClaimResult> {
  if (limit < 1) return { claimed: [], exhausted: [] };
  const candidates = db(jobsTable)
    .select('id')
    .where((due) => due.where('state', 'queued').andWhere('runAt', '<=', db.fn.now()))
    .orWhere((lapsed) => lapsed.where('state', 'running').andWhere('lockedUntil', '<', db.fn.now()))
    .orderBy([{ column: 'runAt' }, { column: 'createdAt' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const whenExhausted = (then: string, otherwise: string) => `case when ${exhaustedSql} then ${then} else ${otherwise} end`;
  const rows = (await db(jobsTable)
    .withMaterialized('candidates', candidates)
    .whereIn('id', db('candidates').select('id'))
    .update({
      state: db.raw(whenExhausted("'failed'", "'running'")),
      attempts: db.raw(whenExhausted('attempts', 'attempts + 1')),
      lockedBy: db.raw(whenExhausted('locked_by', '?'), [workerId]),
      lockedUntil: db.raw(whenExhausted('null', "now() + ?::integer * interval '1 millisecond'"), [Math.round(leaseMs)]),
      // A reclaimed job keeps a note of why it ran again; a fresh claim keeps the previous failure, if any.
      lastError: db.raw(`case when state = 'running' then ? else last_error end`, [workerStoppedResponding]),
      finishedAt: db.raw(whenExhausted('now()', 'null')),
      updatedAt: db.fn.now(),
    })
    .returning('*')) as JobRow[];
  return {
    claimed: rows.filter((row) => row.state === 'running'),
    exhausted: rows.filter((row) => row.state === 'failed'),
  };
}
