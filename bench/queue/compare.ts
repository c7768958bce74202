/**
 * Our knex job table against graphile-worker, on the same PostgreSQL, in one run: no-op jobs per second through 4
 * worker processes of each, with the same concurrency per process.
 *
 *   node --conditions=@verbatim/source --import tsx bench/queue/compare.ts [--jobs 10000] [--workers 4]
 *     [--concurrency 16] [--rounds 3] [--smoke]
 *
 * One throw-away database on the DATABASE_URL server (default postgres://postgres@127.0.0.1:5432/test) holds both:
 * ours in its migrated tables, graphile-worker in a schema of its own. Each round measures every queue once, in an
 * order that turns round from one round to the next, so that neither always runs on a warmer or a busier machine.
 * A measurement: the workers start and wait; every job is inserted in one statement or transaction (which wakes the
 * workers through NOTIFY, in both); the clock runs from the insert's end until the last job is done; then the workers
 * stop and say how many jobs they ran, which must be every job exactly once.
 * graphile-worker is measured twice: as it comes, and with its batching on (a local queue of 100 claimed jobs and
 * completions written together), its documented way to its highest throughput; ours always writes completions
 * together (group commit) and claims up to its free slots in one statement.
 * --smoke: one round of 200 jobs through one worker of each.
 */
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { makeWorkerUtils, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { jobsNotifyChannel } from '../../apps/api/src/jobs';
import { createTestDatabase, type TestDatabase } from '../../apps/api/src/test-support/test-databases';
import { startBenchWorker, until } from './bench-workers';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    smoke: { type: 'boolean', default: false },
  },
});
const jobCount = values.smoke ? 200 : Number(values.jobs);
const workerCount = values.smoke ? 1 : Number(values.workers);
const concurrency = Number(values.concurrency);
const rounds = values.smoke ? 1 : Number(values.rounds);
const graphileSchema = 'graphile_worker_bench';
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';

interface Queue {
  name: string;
  /** The worker script, beside this file, and what it needs in its environment. */
  script: string;
  env: Record<string, string>;
  enqueue(count: number): Promise<void>;
  /** Jobs not yet done. */
  remaining(): Promise<number>;
  /** How many runs a worker's last line reports. */
  runsOf(line: { ran: string[] | number }): number;
}

async function measure(queue: Queue) {
  const workers = Array.from({ length: workerCount }, () =>
    startBenchWorker(queue.script, { BENCH_CONCURRENCY: String(concurrency), ...queue.env }),
  );
  try {
    await until(() => workers.every((worker) => worker.output().includes('ready\n')), `${queue.name} workers to start`, 120_000, 50);
    const insertStarted = performance.now();
    await queue.enqueue(jobCount);
    const started = performance.now();
    await until(async () => (await queue.remaining()) === 0, `${queue.name} to finish`, 600_000);
    const seconds = (performance.now() - started) / 1000;
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => (worker.child.exitCode === null ? once(worker.child, 'exit') : undefined)));
    const runs = workers.map((worker) => {
      const line = worker
        .output()
        .split('\n')
        .find((text) => text.startsWith('{'));
      return line ? queue.runsOf(JSON.parse(line) as { ran: string[] | number }) : 0;
    });
    const ran = runs.reduce((sum, count) => sum + count, 0);
    return {
      queue: queue.name,
      jobsPerSecond: Math.round(jobCount / seconds),
      seconds: Number(seconds.toFixed(2)),
      insertSeconds: Number(((started - insertStarted) / 1000).toFixed(2)),
      ran,
      perWorker: runs,
      load: loadavg()[0]?.toFixed(2),
    };
  } finally {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  }
}

const database: TestDatabase = await createTestDatabase('postgres');
const { db } = database;
const url = database.url ?? '';
// graphile-worker's utilities on a pool of our own, ended before the database is dropped: a pool it makes itself may
// still hold an idle connection when the drop terminates it, and an idle client's error with no listener ends the run.
const graphilePool = new pg.Pool({ connectionString: url });
graphilePool.on('error', () => undefined);
const graphile = await (async () => {
  await runMigrations({ pgPool: graphilePool, schema: graphileSchema });
  return makeWorkerUtils({ pgPool: graphilePool, schema: graphileSchema });
})();

const ours: Queue = {
  name: 'ours (knex job table)',
  script: 'worker.ts',
  env: { BENCH_DATABASE_URL: url },
  async enqueue(count) {
    await db('jobs').delete();
    const rows = Array.from({ length: count }, (_, n) => ({
      type: 'bench.noop',
      version: 1,
      payload: JSON.stringify({ n }),
      maxAttempts: 5,
    }));
    await db.transaction(async (trx) => {
      for (let start = 0; start < rows.length; start += 5000) await trx('jobs').insert(rows.slice(start, start + 5000));
      await trx.raw('select pg_notify(?, ?)', [jobsNotifyChannel, 'bench.noop']);
    });
  },
  async remaining() {
    return Number((await db('jobs').whereNot('state', 'succeeded').count({ n: '*' }))[0]?.n);
  },
  runsOf: (line) => (Array.isArray(line.ran) ? new Set(line.ran).size : 0),
};

const graphileQueue = (batched: boolean): Queue => ({
  name: batched ? 'graphile-worker 0.17, batched' : 'graphile-worker 0.17',
  script: 'graphile-worker.ts',
  env: { BENCH_DATABASE_URL: url, BENCH_SCHEMA: graphileSchema, BENCH_BATCHED: String(batched) },
  async enqueue(count) {
    await graphile.addJobs(Array.from({ length: count }, (_, n) => ({ identifier: 'bench_noop', payload: { n } })));
  },
  async remaining() {
    // graphile-worker deletes a job once it has succeeded.
    const result = await db.raw(`select count(*)::int as n from ${graphileSchema}._private_jobs`);
    return Number(result.rows[0]?.n);
  },
  runsOf: (line) => (typeof line.ran === 'number' ? line.ran : 0),
});

const queues = [ours, graphileQueue(false), graphileQueue(true)];
const results: Awaited<ReturnType<typeof measure>>[] = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    for (let step = 0; step < queues.length; step += 1) {
      const queue = queues[(round + step) % queues.length] as Queue;
      const result = await measure(queue);
      results.push(result);
      process.stderr.write(`round ${round + 1}: ${JSON.stringify(result)}\n`);
    }
  }
} finally {
  await graphile.release();
  await graphilePool.end();
  await database.drop();
}

const sound = results.every((result) => result.ran === jobCount);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
console.log(
  `${jobCount} no-op jobs, ${workerCount} worker processes × concurrency ${concurrency}, PostgreSQL ${(await serverVersion()) ?? ''}, ${rounds} rounds (median, every round in brackets):`,
);
console.log('');
console.log('| queue | jobs/s | every round |');
console.log('| --- | ---: | --- |');
for (const queue of queues) {
  const mine = results.filter((result) => result.queue === queue.name).map((result) => result.jobsPerSecond);
  console.log(`| ${queue.name} | ${median(mine)} | ${mine.join(', ')} |`);
}
console.log('');
console.log(`every job ran exactly once: ${sound ? 'yes' : 'NO'}`);
if (!sound) process.exitCode = 1;

async function serverVersion(): Promise<string | undefined> {
  const { createDatabase } = await import('../../apps/api/src/db/create-database');
  const admin = createDatabase({ databaseUrl: process.env.DATABASE_URL ?? '' });
  try {
    const result = await admin.raw('show server_version');
    return String(result.rows[0]?.server_version ?? '').split(' ')[0];
  } finally {
    await admin.destroy();
  }
}
