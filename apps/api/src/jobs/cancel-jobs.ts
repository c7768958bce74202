import type { Knex } from 'knex';
import type { JobDefinition } from './define-job';
import { jobsTable } from './job-row';

export interface CancelJobsWhere {
  ids?: string[];
  /** A job type id, or its definition. */
  type?: string | Pick<JobDefinition, 'id'>;
  uniqueKey?: string;
  /** Jobs whose payload contains this JSON (Postgres `@>`), e.g. `{ transcriptionId }`. */
  payloadContains?: Record<string, unknown>;
  /** Leaves these out (a job cancelling its siblings leaves itself to finish). */
  exceptIds?: string[];
}

/**
 * Cancels the queued and running jobs that match every given criterion; returns how many.
 * A running handler is not interrupted here: its worker notices at its next heartbeat (within one
 * heartbeat interval) and aborts the handler's signal with a JobCancelledError.
 */
export async function cancelJobs(db: Knex, where: CancelJobsWhere): Promise<number> {
  const { ids, type, uniqueKey, payloadContains, exceptIds } = where;
  if (ids === undefined && type === undefined && uniqueKey === undefined && payloadContains === undefined) {
    throw new Error('cancelJobs needs at least one criterion');
  }
  if (ids?.length === 0) return 0;
  const query = db(jobsTable).whereIn('state', ['queued', 'running']);
  if (ids) query.whereIn('id', ids);
  if (type !== undefined) query.where('type', typeof type === 'string' ? type : type.id);
  if (uniqueKey !== undefined) query.where('uniqueKey', uniqueKey);
  if (exceptIds?.length) query.whereNotIn('id', exceptIds);
  if (payloadContains !== undefined) query.whereRaw('payload @> ?::jsonb', [JSON.stringify(payloadContains)]);
  return query.update({
    state: 'cancelled',
    lockedUntil: null,
    finishedAt: db.fn.now(),
    updatedAt: db.fn.now(),
  });
}
