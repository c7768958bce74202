import type { Knex } from 'knex';
import { z } from 'zod';
import type { JobDefinition } from './define-job';
import { InvalidJobPayloadError } from './job-errors';
import { type JobRow, jobsTable } from './job-row';
import { laneClasses, nextTurn, type QueuePlacement } from './queue-placement';

/** Postgres NOTIFY channel that enqueueJob signals on; connect a LISTEN on it to `worker.wake()`. */
export const jobsNotifyChannel = 'verbatim_jobs';

export interface EnqueueOptions {
  /** Not before this time (default: now, by the database's clock). */
  runAt?: Date;
  /**
   * While a job of this type with this key is queued or running, enqueueing another does nothing.
   * Once it has finished (succeeded, failed or cancelled) the key is free again.
   */
  uniqueKey?: string;
  /** Overrides the definition's maxAttempts for this job. */
  maxAttempts?: number;
  /**
   * Whose work this is: a paid or free account's jobs wait in that lane, in turns with the lane's other accounts.
   * Without one the job is the app's own work, claimed before any account's, in time order.
   */
  placement?: QueuePlacement;
  /**
   * Waits in this job's lane, for its account, at its turn (instead of `placement`): the parts of a job already
   * claimed keep the place that job had, rather than queueing behind the account's later files.
   */
  inTurnOf?: Pick<JobRow, 'priorityClass' | 'accountId' | 'turn'>;
}

/**
 * Adds a job. Pass a transaction as `db` to enqueue atomically with your own writes: the job becomes
 * visible to workers (and the NOTIFY is delivered) only when that transaction commits.
 * Returns the new row, or undefined when an unfinished job with the same uniqueKey already exists.
 */
export async function enqueueJob<Schema extends z.ZodType>(
  db: Knex,
  definition: JobDefinition<Schema>,
  payload: z.input<Schema>,
  options: EnqueueOptions = {},
): Promise<JobRow | undefined> {
  const json = JSON.stringify(payload);
  if (json === undefined) throw new InvalidJobPayloadError(definition.id, 'the payload must be a JSON value');
  // Validate what will be stored, after the JSON round trip, since that is what the handler will receive.
  const checked = definition.payload.safeParse(JSON.parse(json));
  if (!checked.success) throw new InvalidJobPayloadError(definition.id, z.prettifyError(checked.error));
  const maxAttempts = options.maxAttempts ?? definition.maxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a positive integer, not ${maxAttempts}`);

  const row = {
    type: definition.id,
    version: definition.version,
    payload: json,
    maxAttempts,
    uniqueKey: options.uniqueKey ?? null,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(options.inTurnOf
      ? { priorityClass: options.inTurnOf.priorityClass, accountId: options.inTurnOf.accountId, turn: options.inTurnOf.turn }
      : options.placement
        ? {
            priorityClass: laneClasses[options.placement.lane],
            accountId: options.placement.accountId,
            turn: await nextTurn(db, options.placement),
          }
        : {}),
  };
  // The conflict target names the partial unique index of the migration, predicate included.
  const [created] = (await db(jobsTable)
    .insert(row)
    .onConflict(db.raw("(type, unique_key) where state in ('queued', 'running')"))
    .ignore()
    .returning('*')) as JobRow[];
  if (created) await db.raw('select pg_notify(?, ?)', [jobsNotifyChannel, definition.id]);
  return created;
}
