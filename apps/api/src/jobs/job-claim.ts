import type { Knex } from 'knex';
import { JobCancelledError, LeaseLostError } from './job-errors';
import { type JobRow, jobsTable } from './job-row';

/**
 * One claim of one job. Each claim increments attempts, so (id, worker, attempts) tells this run apart
 * from a later claim of the same job, even by the same worker.
 */
export interface JobClaim {
  id: string;
  workerId: string;
  attempts: number;
}

export const claimOf = (job: JobRow, workerId: string): JobClaim => ({ id: job.id, workerId, attempts: job.attempts });

/** Whether this claim still holds the job; when it does not, whether the job was cancelled or taken. */
export type Ownership = 'owned' | 'lost' | 'cancelled';

/** The rows this claim may still write: a write that matches nothing means the job is no longer ours. */
export const ownedJob = (db: Knex, claim: JobClaim) =>
  db(jobsTable).where({ id: claim.id, lockedBy: claim.workerId, attempts: claim.attempts, state: 'running' });

/** Called after a write matched nothing, to say why. */
export async function whyNotOwned(db: Knex, jobId: string): Promise<Exclude<Ownership, 'owned'>> {
  const row = (await db(jobsTable).select('state').where('id', jobId).first()) as Pick<JobRow, 'state'> | undefined;
  return row?.state === 'cancelled' ? 'cancelled' : 'lost';
}

/** Pushes the lease forward by leaseMs from now (the database's clock). */
export async function extendLease(db: Knex, claim: JobClaim, leaseMs: number): Promise<Ownership> {
  const updated = await ownedJob(db, claim).update({
    lockedUntil: db.raw("now() + ?::integer * interval '1 millisecond'", [Math.round(leaseMs)]),
    updatedAt: db.fn.now(),
  });
  return updated > 0 ? 'owned' : whyNotOwned(db, claim.id);
}

/** The error a write under a claim that no longer holds its job fails with. */
export const notOwnedError = (jobId: string, ownership: Exclude<Ownership, 'owned'>): Error =>
  ownership === 'cancelled' ? new JobCancelledError(jobId) : new LeaseLostError(jobId);

/**
 * Locks the job's row until `trx` ends and checks that this claim still holds the job. While the lock is
 * held no other worker can reclaim the job (claims skip locked rows) nor can it be cancelled, so every
 * write in `trx` after the fence commits only if the job was still ours when it committed. A lease that
 * lapsed but that nobody has reclaimed yet still counts as held: the lock keeps it so.
 * Says 'lost' or 'cancelled' when the job is no longer ours; the caller then throws (notOwnedError) so
 * that `trx` rolls back (JobRunContext.fence does).
 */
export async function fenceClaim(trx: Knex.Transaction, claim: JobClaim): Promise<Ownership> {
  if (!trx.isTransaction) throw new Error('A job fence needs a transaction: its row lock lasts only as long as one');
  const held = await ownedJob(trx, claim).select('id').forUpdate().first();
  return held ? 'owned' : whyNotOwned(trx, claim.id);
}
