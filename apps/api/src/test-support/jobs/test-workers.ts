import type { Database } from '../../db/create-database';
import { createWorker, type Worker, type WorkerOptions } from '../../jobs/worker';
import type { WorkerEvent } from '../../jobs/worker-events';
import { testLogger } from './job-test-database';

type TestWorkerOptions = Omit<WorkerOptions, 'logger' | 'db'> & Partial<Pick<WorkerOptions, 'logger' | 'db'>>;

/** Creates workers on the test's database with short test timings, and stops every one of them after each test. */
export function testWorkers(database: () => Database) {
  const created: Worker[] = [];
  return {
    create(options: TestWorkerOptions): Worker {
      const worker = createWorker({ db: database(), logger: testLogger, pollMs: 50, leaseMs: 2000, concurrency: 2, ...options });
      created.push(worker);
      return worker;
    },
    async stopAll() {
      await Promise.all(created.splice(0).map((worker) => worker.stop({ graceMs: 200 })));
    },
  };
}

/** Resolves with the first event of this type (for this job, when given) that the worker reports. */
export function nextEvent<T extends WorkerEvent['type']>(
  worker: Worker,
  type: T,
  jobId?: string,
): Promise<Extract<WorkerEvent, { type: T }>> {
  return new Promise((resolve) => {
    const unsubscribe = worker.subscribe((event) => {
      if (event.type !== type || (jobId !== undefined && event.job.id !== jobId)) return;
      unsubscribe();
      resolve(event as Extract<WorkerEvent, { type: T }>);
    });
  });
}

/** Every event the worker reports from now on. */
export function recordEvents(worker: Worker): WorkerEvent[] {
  const events: WorkerEvent[] = [];
  worker.subscribe((event) => events.push(event));
  return events;
}

/** A promise and the function that resolves it, for handlers that wait on the test. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Resolves when the signal is aborted, with its reason. */
export const aborted = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) => {
    if (signal.aborted) resolve(signal.reason);
    else signal.addEventListener('abort', () => resolve(signal.reason), { once: true });
  });

/** The database's clock. */
export async function databaseNow(db: Database): Promise<Date> {
  const result = (await db.raw('select now() as now')) as { rows: { now: Date }[] };
  const row = result.rows[0];
  if (!row) throw new Error('no row from select now()');
  return row.now;
}
