import type { Knex } from 'knex';

/** Whose work a job is, and so where it waits: paid plans and trials before free accounts, accounts in turns. */
export interface QueuePlacement {
  lane: QueueLane;
  accountId: string;
}

export type QueueLane = 'paid' | 'free';

/** The `priority_class` of jobs with no placement (the app's own work: mail, exports, clean-up). */
export const ownWorkClass = 0;

/** The `priority_class` of each lane; a lower class is claimed first. */
export const laneClasses: Record<QueueLane, number> = { paid: 1, free: 2 };

/**
 * The turn a new job of this account takes in its lane. The round stands at the lowest turn among the lane's due
 * queued jobs; an account with nothing queued joins it there, and an account with jobs unfinished takes the turn after
 * its last. A claim takes the lowest turn first (the earlier job on a tie), so an account's fifty files let another
 * account's single file wait for at most one of them. Two enqueues at the same moment may take the same turn; that
 * only changes which of the two goes first.
 */
export async function nextTurn(db: Knex, placement: QueuePlacement): Promise<number> {
  const lane = laneClasses[placement.lane];
  // The class is one of two constants, written into the statement so that the planner matches the partial indexes.
  const result = (await db.raw(
    `select greatest(
       coalesce((select turn from jobs where state = 'queued' and priority_class = ${lane} and run_at <= now() order by turn limit 1), 0),
       coalesce((select turn + 1 from jobs where state in ('queued', 'running') and account_id = ? and priority_class = ${lane}
                 order by turn desc limit 1), 0)
     ) as turn`,
    [placement.accountId],
  )) as { rows: { turn: number }[] };
  return Number(result.rows[0]?.turn ?? 0);
}
