import type { Knex } from 'knex';
import { type JobClaim, type Ownership, whyNotOwned } from './job-claim';
import { jobsTable } from './job-row';

/** At most this many jobs in one UPDATE, so a statement stays small however busy the worker is. */
const maxBatch = 500;

/**
 * Records successes with one UPDATE for every success that arrives while the previous UPDATE is in flight
 * (group commit). A lone success is written at once, as before; under load one statement marks many
 * jobs, instead of one round trip per job. Like every outcome write, it only touches jobs their claim
 * still holds (id, worker and attempt), so a worker that lost a job cannot mark it.
 */
export function markSucceededInBatches(db: Knex): (claim: JobClaim) => Promise<Ownership> {
  let waiting: { claim: JobClaim; settle: (result: Promise<Ownership>) => void }[] = [];
  let flushing = false;

  const write = async (claims: JobClaim[]): Promise<Set<string>> => {
    const rows = (await db(jobsTable)
      .where('state', 'running')
      .whereIn(
        ['id', 'lockedBy', 'attempts'],
        claims.map((claim) => [claim.id, claim.workerId, claim.attempts]),
      )
      .update({ state: 'succeeded', lockedUntil: null, finishedAt: db.fn.now(), updatedAt: db.fn.now() })
      .returning('id')) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  };

  const flush = async () => {
    flushing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      const written = write(batch.map((entry) => entry.claim));
      for (const { claim, settle } of batch) {
        settle(written.then((ids) => (ids.has(claim.id) ? 'owned' : whyNotOwned(db, claim.id))));
      }
      await written.catch(() => undefined);
    }
    flushing = false;
  };

  return (claim) =>
    new Promise<Ownership>((resolve, reject) => {
      waiting.push({ claim, settle: (result) => result.then(resolve, reject) });
      if (!flushing) void flush();
    });
}
