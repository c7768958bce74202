import type { Knex } from 'knex';
import { type JobRow, jobsTable } from './job-row';
import { laneClasses, ownWorkClass } from './queue-placement';

export const workerStoppedResponding = 'Worker stopped responding';

export interface ClaimOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
  /**
   * A free account's job due this long is claimed before paid work, so that a busy paid lane cannot hold it back
   * for ever (default: defaultFreeMaxWaitMs).
   */
  freeMaxWaitMs?: number;
}

/** How long a free account's job waits behind paid work at most before it is claimed first. */
export const defaultFreeMaxWaitMs = 120_000;

export interface ClaimResult {
  /** Now running under this worker's lease. */
  claimed: JobRow[];
  /** Reclaimed from a worker that stopped responding, on their last attempt: now failed, not to be run. */
  exhausted: JobRow[];
}

/** A running job whose lease lapsed and that has no attempt left (SQL, on the row before the update). */
const exhaustedSql = "(state = 'running' and attempts >= max_attempts)";

const paid = laneClasses.paid;
const free = laneClasses.free;

/**
 * Claims up to `limit` jobs, and reclaims jobs whose lease lapsed, in one statement. SKIP LOCKED lets many workers
 * claim at once without waiting on, or ever sharing, a row. The candidates come in this order:
 *   1. running jobs whose lease lapsed (they were claimed before anything still queued);
 *   2. the app's own due jobs (mail, exports, clean-up), oldest first;
 *   3. free accounts' jobs due for longer than `freeMaxWaitMs`, oldest first: the bounded wait;
 *   4. paid plans' and trials' due jobs, lowest turn first;
 *   5. free accounts' due jobs, lowest turn first.
 * Each kind is its own MATERIALIZED CTE, computed once however Postgres plans the update, walking its own partial
 * index and stopping after `limit` rows: a single query over all kinds (an OR) would read and sort the whole table on
 * every claim. Rows a CTE locked but the claim did not take are free again when the statement commits. Every time is
 * the database's (now()), so workers on machines with drifting clocks agree on leases and waits.
 */
export async function claimJobs(
  db: Knex,
  { workerId, limit, leaseMs, freeMaxWaitMs = defaultFreeMaxWaitMs }: ClaimOptions,
): Promise<ClaimResult> {
  if (limit < 1) return { claimed: [], exhausted: [] };
  const agedBefore = db.raw("now() - ?::integer * interval '1 millisecond'", [Math.round(freeMaxWaitMs)]);
  // Each class is written into the statement (a constant of ours) so that the planner matches its partial index.
  const candidate = (order: string) => db(jobsTable).select('id', db.raw(`${order} as sort_key`), 'createdAt');
  const lapsed = candidate('extract(epoch from locked_until)')
    .where('state', 'running')
    .andWhere('lockedUntil', '<', db.fn.now())
    .orderBy('lockedUntil')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const ownWork = candidate('extract(epoch from run_at)')
    .where('state', 'queued')
    .andWhere(db.raw(`priority_class = ${ownWorkClass}`))
    .andWhere('runAt', '<=', db.fn.now())
    .orderBy([{ column: 'runAt' }, { column: 'createdAt' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const aged = candidate('extract(epoch from run_at)')
    .where('state', 'queued')
    .andWhere(db.raw(`priority_class = ${free}`))
    .andWhere('runAt', '<=', agedBefore)
    .orderBy([{ column: 'runAt' }, { column: 'createdAt' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const inTurn = (lane: number, extra?: (query: Knex.QueryBuilder) => void) => {
    const query = candidate('turn')
      .where('state', 'queued')
      .andWhere(db.raw(`priority_class = ${lane}`))
      .andWhere('runAt', '<=', db.fn.now())
      .orderBy([{ column: 'priorityClass' }, { column: 'turn' }, { column: 'createdAt' }])
      .limit(limit)
      .forUpdate()
      .skipLocked();
    extra?.(query);
    return query;
  };
  const paidTurns = inTurn(paid);
  // An aged free job is the third kind's; leaving it out here keeps a row from being a candidate twice.
  const freeTurns = inTurn(free, (query) => query.andWhere('runAt', '>', agedBefore));
  const kinds = ['lapsed', 'own_work', 'aged', 'paid_turns', 'free_turns'];
  const union = kinds.map((name, rank) => `select id, ${rank} as rank, sort_key, created_at from ${name}`).join(' union all ');
  const candidates = db
    .select('id')
    .from(db.raw(`(${union}) as every_kind`))
    .orderBy([{ column: 'rank' }, { column: 'sort_key' }, { column: 'created_at' }])
    .limit(limit);
  const whenExhausted = (then: string, otherwise: string) => `case when ${exhaustedSql} then ${then} else ${otherwise} end`;
  const rows = (await db(jobsTable)
    .withMaterialized('lapsed', lapsed)
    .withMaterialized('own_work', ownWork)
    .withMaterialized('aged', aged)
    .withMaterialized('paid_turns', paidTurns)
    .withMaterialized('free_turns', freeTurns)
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
