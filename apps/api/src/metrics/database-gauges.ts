import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/create-database';
import { type Backlog, type JobTypeBacklog, readBacklog } from './read-backlog';

/** knex's connection pool (tarn), which knex does not type. */
interface ConnectionPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  readonly max: number;
}

export interface DatabaseGaugeOptions {
  db: Database;
  now: () => Date;
  /** Every job type this process knows: each gets a series, 0 when none is waiting, so alerts see a number. */
  jobTypes: readonly string[];
}

/**
 * The gauges read from the database when Prometheus scrapes: the queue by job type, the mail outbox, the pool's
 * connections and whether the database answered at all. A database that does not answer leaves the backlog series
 * out of that scrape and sets verbatim_database_up to 0, rather than failing the whole scrape.
 */
export function registerDatabaseGauges(registry: Registry, { db, now, jobTypes }: DatabaseGaugeOptions) {
  // A scrape calls every collector at once: they share the read in flight, and the next scrape reads afresh.
  let inFlight: Promise<Backlog | undefined> | undefined;
  const backlog = () => {
    inFlight ??= readBacklog(db, now())
      .catch(() => undefined)
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  const registers = [registry];

  new Gauge({
    name: 'verbatim_database_up',
    help: '1 when the database answered the scrape’s queries, 0 when it did not.',
    registers,
    async collect() {
      this.set((await backlog()) ? 1 : 0);
    },
  });
  const jobSeries = (name: string, help: string, pick: (entry: JobTypeBacklog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['type'] as const,
      registers,
      async collect() {
        this.reset();
        const read = await backlog();
        if (!read) return;
        for (const type of new Set([...jobTypes, ...read.jobs.keys()])) {
          const entry = read.jobs.get(type);
          this.set({ type }, entry ? pick(entry) : 0);
        }
      },
    });
  jobSeries('verbatim_job_queue_depth', 'Queued jobs whose time to run has come, by job type.', (entry) => entry.due);
  jobSeries(
    'verbatim_job_queue_oldest_age_seconds',
    'How long the oldest due queued job has waited for a worker, by job type.',
    (entry) => entry.oldestDueSeconds,
  );
  jobSeries('verbatim_jobs_running', 'Jobs claimed by a worker and not yet finished, by job type.', (entry) => entry.running);

  new Gauge({
    name: 'verbatim_mail_outbox_pending',
    help: 'E-mails in the outbox not yet sent.',
    registers,
    async collect() {
      this.reset();
      const read = await backlog();
      if (read) this.set(read.outbox.pending);
    },
  });
  new Gauge({
    name: 'verbatim_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail in the outbox not yet sent (0 when none waits).',
    registers,
    async collect() {
      this.reset();
      const read = await backlog();
      if (read) this.set(read.outbox.oldestSeconds);
    },
  });

  new Gauge({
    name: 'verbatim_webhook_deliveries_pending',
    help: 'Webhook deliveries waiting for an attempt or a retry.',
    registers,
    async collect() {
      this.reset();
      const read = await backlog();
      if (read) this.set(read.webhooks.pending);
    },
  });
  new Gauge({
    name: 'verbatim_webhook_deliveries_oldest_age_seconds',
    help: 'Age of the oldest webhook delivery not yet succeeded nor given up (0 when none waits).',
    registers,
    async collect() {
      this.reset();
      const read = await backlog();
      if (read) this.set(read.webhooks.oldestSeconds);
    },
  });

  const pool = () => (db.client as { pool?: ConnectionPool }).pool;
  new Gauge({
    name: 'verbatim_db_pool_connections',
    help: 'Connections of this process’s database pool: in use, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const current = pool();
      this.set({ state: 'used' }, current?.numUsed() ?? 0);
      this.set({ state: 'free' }, current?.numFree() ?? 0);
      this.set({ state: 'pending' }, current?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'verbatim_db_pool_max',
    help: 'The most connections this process’s database pool opens.',
    registers,
    collect() {
      const current = pool();
      if (current) this.set(current.max);
    },
  });
}
