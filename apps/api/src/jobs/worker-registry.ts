import type { Knex } from 'knex';

/** The table of live workers and their slots (see the migration that creates it). */
export const workersTable = 'job_workers';

/** Says this worker is alive, with `slots` jobs at once, until `ttlMs` from now (the database's clock). */
export async function announceWorker(db: Knex, workerId: string, slots: number, ttlMs: number): Promise<void> {
  await db(workersTable)
    .insert({ id: workerId, slots, expiresAt: db.raw("now() + ?::integer * interval '1 millisecond'", [Math.round(ttlMs)]) })
    .onConflict('id')
    .merge();
}

/** A stopping worker takes its slots away at once, rather than leaving them counted until its row lapses. */
export async function withdrawWorker(db: Knex, workerId: string): Promise<void> {
  await db(workersTable).where('id', workerId).delete();
}

/**
 * Slots free across every live worker now: their slots minus the jobs running under a lease that has not lapsed.
 * Queued jobs are not subtracted: a job waits only while every slot is busy, and then this is 0 already. Rows of
 * workers gone for good are removed on the way, so the table holds only the living.
 */
export async function freeWorkerSlots(db: Knex): Promise<number> {
  await db(workersTable).where('expiresAt', '<', db.fn.now()).delete();
  const result = (await db.raw(
    `select greatest(0,
       coalesce((select sum(slots) from job_workers where expires_at >= now()), 0)
       - (select count(*) from jobs where state = 'running' and locked_until >= now())
     ) as free`,
  )) as { rows: { free: number | string }[] };
  return Number(result.rows[0]?.free ?? 0);
}
