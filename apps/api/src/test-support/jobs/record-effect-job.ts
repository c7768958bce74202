import { z } from 'zod';
import type { Database } from '../../db/create-database';
import { defineJob, type JobRunContext } from '../../jobs/define-job';

const recordEffectPayload = z.object({ key: z.string().min(1) });

/**
 * A job whose side effect is idempotent, as real handlers' must be: it notes every run in
 * job_test_runs, writes its effect once per key in job_test_effects, then does `afterWrite`.
 * With `fenced`, the effect and `afterWrite` share one transaction that the job's claim fences, as a
 * handler's charge does: whatever `afterWrite` does happens before the effect is committed.
 */
export function recordEffectJob(db: Database, afterWrite?: (ctx: JobRunContext) => Promise<void>, options: { fenced?: boolean } = {}) {
  return defineJob({
    id: 'test.record-effect',
    version: 1,
    payload: recordEffectPayload,
    maxAttempts: 3,
    async handler({ key }, ctx) {
      await db('job_test_runs').insert({ jobId: ctx.job.id, workerId: ctx.job.lockedBy, attempt: ctx.attempt });
      const writeEffect = async (into: Database) => {
        await into('job_test_effects').insert({ key, jobId: ctx.job.id }).onConflict('key').ignore();
        await afterWrite?.(ctx);
      };
      if (!options.fenced) return writeEffect(db);
      await db.transaction(async (trx) => {
        await ctx.fence(trx);
        await writeEffect(trx);
      });
    },
  });
}
