import type { Database } from '../db/create-database';
import { jobsTable } from '../jobs/job-row';

export interface JobTypeBacklog {
  /** Queued jobs whose time to run has come. */
  due: number;
  /** Seconds since the oldest due job could have started (0 when none is due). */
  oldestDueSeconds: number;
  running: number;
}

export interface Backlog {
  jobs: Map<string, JobTypeBacklog>;
  /** E-mails still waiting to be sent, and the age in seconds of the oldest (0 when none waits). */
  outbox: { pending: number; oldestSeconds: number };
  /** Webhook deliveries not yet succeeded nor given up (waiting for an attempt or a retry), and the oldest's age. */
  webhooks: { pending: number; oldestSeconds: number };
}

interface JobCountRow {
  type: string;
  state: 'queued' | 'running';
  count: number | string;
  oldest: Date | string | null;
}

const secondsSince = (then: Date | string | null, now: Date) => (then ? Math.max(0, (now.getTime() - new Date(then).getTime()) / 1000) : 0);

/**
 * The queue, the mail outbox and the webhook outbox, read in three aggregate queries that only touch the pending rows:
 * due queued and running jobs through the (state, run_at) index, pending e-mails and webhook deliveries through their
 * partial indexes. A scrape every few
 * seconds costs the database next to nothing however many finished rows the tables hold.
 */
export async function readBacklog(db: Database, now: Date): Promise<Backlog> {
  type PendingRow = { count: number | string; oldest: Date | string | null };
  const [jobRows, outboxRows, webhookRows] = await Promise.all([
    db(jobsTable)
      .select('type', 'state')
      .count({ count: '*' })
      .min({ oldest: 'run_at' })
      .where((q) => q.where('state', 'queued').andWhere('run_at', '<=', now).orWhere('state', 'running'))
      .groupBy('type', 'state') as unknown as Promise<JobCountRow[]>,
    db('email_outbox').where('status', 'pending').count({ count: '*' }).min({ oldest: 'created_at' }) as unknown as Promise<PendingRow[]>,
    db('webhook_deliveries').where('state', 'pending').count({ count: '*' }).min({ oldest: 'created_at' }) as unknown as Promise<
      PendingRow[]
    >,
  ]);
  const jobs = new Map<string, JobTypeBacklog>();
  for (const row of jobRows) {
    const entry = jobs.get(row.type) ?? { due: 0, oldestDueSeconds: 0, running: 0 };
    if (row.state === 'queued') {
      entry.due = Number(row.count);
      entry.oldestDueSeconds = secondsSince(row.oldest, now);
    } else {
      entry.running = Number(row.count);
    }
    jobs.set(row.type, entry);
  }
  const pending = (row: PendingRow | undefined) => ({
    pending: Number(row?.count ?? 0),
    oldestSeconds: secondsSince(row?.oldest ?? null, now),
  });
  return { jobs, outbox: pending(outboxRows[0]), webhooks: pending(webhookRows[0]) };
}
