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
 * lets many workers claim at once without waiting on, or ever sharing, a row. Lapsed jobs come first
 * (they were claimed before anything still queued). Each kind of candidate is its own MATERIALIZED CTE,
 * computed once however Postgres plans the update, and each walks its own partial index
 * (jobs_running_locked_until_index, jobs_queued_run_at_index) and stops after `limit` rows: a single
 * query over both kinds (an OR) read and sorted the whole table on every claim. Every time is the
 * database's (now()), so workers on machines with drifting clocks agree on leases.
 */
export async function claimJobs(db: Knex, { workerId, limit, leaseMs }: ClaimOptions): Promise<ClaimResult> {
  if (limit < 1) return { claimed: [], exhausted: [] };
  const lapsed = db(jobsTable)
    .select('id')
    .where('state', 'running')
    .andWhere('lockedUntil', '<', db.fn.now())
    .orderBy('lockedUntil')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const due = db(jobsTable)
    .select('id')
    .where('state', 'queued')
    .andWhere('runAt', '<=', db.fn.now())
    .orderBy([{ column: 'runAt' }, { column: 'createdAt' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  // Rows of `due` beyond the limit stay locked only until this statement's transaction ends.
  const candidates = db
    .select('id')
    .from(db.raw('(select id, 0 as rank from lapsed union all select id, 1 as rank from due) as both_kinds'))
    .orderBy('rank')
    .limit(limit);
  const whenExhausted = (then: string, otherwise: string) => `case when ${exhaustedSql} then ${then} else ${otherwise} end`;
  const rows = (await db(jobsTable)
    .withMaterialized('lapsed', lapsed)
    .withMaterialized('due', due)
    .whereIn('id', candidates)
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
