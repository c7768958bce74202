/**
 * Job queue throughput: no-op jobs through the knex job table on PostgreSQL, run by 4 worker processes.
 *
 *   node --conditions=@verbatim/source --import tsx bench/queue/run.ts [--jobs 20000] [--workers 4] [--concurrency 16] [--rounds 3]
 *     [--jobs-of accounts|app] [--smoke]
 *
 * --smoke: one round of 200 jobs through 2 workers; each job must still run exactly once.
 * `--jobs-of accounts` (the default) queues the jobs as accounts' work, as transcriptions are: 50 accounts, half on a
 * paid plan and half free, each with its share of the jobs in turns, so every claim walks the lanes and the turns.
 * `--jobs-of app` queues them as the app's own work (mail, clean-up), which is claimed in time order.
 * Each round: a fresh database; the workers start and wait; every job is inserted in one transaction
 * (one NOTIFY wakes the workers); the clock runs from that commit until the last job is marked succeeded.
 * Then the workers stop and report every job id their handler ran, and the benchmark checks that each
 * job ran exactly once (none twice, none lost) and that every row is succeeded with one attempt.
 * Needs DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); throw-away databases are made on that server.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { migrateToLatest } from '../../apps/api/src/db/migration-source';
import { jobsNotifyChannel } from '../../apps/api/src/jobs';
import { createTestDatabase, type TestDatabase } from '../../apps/api/src/test-support/test-databases';
import { type BenchWorker, startBenchWorker, until } from './bench-workers';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '20000' },
    workers: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    'jobs-of': { type: 'string', default: 'accounts' },
    smoke: { type: 'boolean', default: false },
  },
});
const jobCount = values.smoke ? 200 : Number(values.jobs);
const workerCount = values.smoke ? 2 : Number(values.workers);
const concurrency = Number(values.concurrency);
const rounds = values.smoke ? 1 : Number(values.rounds);
const jobsOf = values['jobs-of'];
if (jobsOf !== 'accounts' && jobsOf !== 'app') throw new Error('--jobs-of must be accounts or app');
const accountCount = 50;
const accountIds = Array.from({ length: accountCount }, () => randomUUID());

/** What enqueueJob stores for the n-th job: its lane, its account and its turn among that account's jobs. */
function placementOf(n: number) {
  if (jobsOf === 'app') return {};
  const account = n % accountCount;
  return { priorityClass: account % 2 === 0 ? 1 : 2, accountId: accountIds[account], turn: Math.floor(n / accountCount) };
}
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';

async function round(index: number) {
  const database: TestDatabase = await createTestDatabase('postgres');
  const { db } = database;
  const workers: BenchWorker[] = [];
  try {
    await migrateToLatest(db);
    for (let n = 0; n < workerCount; n += 1)
      workers.push(startBenchWorker('worker.ts', { BENCH_DATABASE_URL: database.url ?? '', BENCH_CONCURRENCY: String(concurrency) }));
    await until(() => workers.every((worker) => worker.output().includes('ready\n')), 'the workers to start', 60_000, 50);
    const rows = Array.from({ length: jobCount }, (_, n) => ({
      type: 'bench.noop',
      version: 1,
      payload: JSON.stringify({ n }),
      maxAttempts: 5,
      ...placementOf(n),
    }));

    const insertStarted = performance.now();
    await db.transaction(async (trx) => {
      for (let start = 0; start < rows.length; start += 5000) await trx('jobs').insert(rows.slice(start, start + 5000));
      await trx.raw('select pg_notify(?, ?)', [jobsNotifyChannel, 'bench.noop']);
    });
    const started = performance.now();
    const succeeded = async () => Number((await db('jobs').where('state', 'succeeded').count({ n: '*' }))[0]?.n);
    await until(async () => (await succeeded()) === jobCount, 'every job to succeed', 600_000, 10);
    const seconds = (performance.now() - started) / 1000;

    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => (worker.child.exitCode === null ? once(worker.child, 'exit') : undefined)));
    const ran = workers.flatMap((worker) => {
      const line = worker
        .output()
        .split('\n')
        .find((text) => text.startsWith('{'));
      return line ? (JSON.parse(line) as { ran: string[] }).ran : [];
    });
    const counts = new Map<string, number>();
    for (const id of ran) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ids = (await db('jobs').select('id')).map((row: { id: string }) => row.id);
    const lost = ids.filter((id) => !counts.has(id)).length;
    const twice = [...counts.values()].filter((count) => count > 1).length;
    const [states] = await db('jobs').select(
      db.raw("count(*) filter (where state <> 'succeeded') as unfinished"),
      db.raw('count(*) filter (where attempts <> 1) as reattempted'),
    );
    const perWorker = workers.map((worker) => {
      const line = worker
        .output()
        .split('\n')
        .find((text) => text.startsWith('{'));
      return line ? (JSON.parse(line) as { ran: string[] }).ran.length : 0;
    });
    return {
      round: index + 1,
      jobs: jobCount,
      seconds: Number(seconds.toFixed(2)),
      jobsPerSecond: Math.round(jobCount / seconds),
      insertSeconds: Number(((started - insertStarted) / 1000).toFixed(2)),
      ranTwice: twice,
      lost,
      unfinished: Number(states?.unfinished),
      reattempted: Number(states?.reattempted),
      perWorker,
      load: loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
    };
  } finally {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await database.drop();
  }
}

const results = [];
for (let index = 0; index < rounds; index += 1) {
  const result = await round(index);
  results.push(result);
  console.log(JSON.stringify(result));
}
const best = Math.max(...results.map((result) => result.jobsPerSecond));
const sound = results.every((result) => result.ranTwice === 0 && result.lost === 0 && result.unfinished === 0);
console.log(
  `${workerCount} workers × concurrency ${concurrency}, ${jobCount} no-op jobs (${jobsOf === 'app' ? "the app's own" : `${accountCount} accounts'`}): best ${best} jobs/s ` +
    `(${results.map((result) => result.jobsPerSecond).join(', ')}); target 1000: ${best >= 1000 ? 'met' : 'not met'}; ` +
    `run twice or lost: ${sound ? 'none' : 'SOME'}`,
);
if (!sound) process.exitCode = 1;
