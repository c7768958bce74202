/**
 * One worker process of the queue comparison running graphile-worker: runs no-op jobs until told to stop (SIGTERM),
 * then prints how many its task ran as one JSON line. BENCH_BATCHED=true turns on graphile-worker's own batching
 * (a local queue of claimed jobs and completions written together), its documented way to its best throughput.
 */
import { Logger, run } from 'graphile-worker';

const connectionString = process.env.BENCH_DATABASE_URL;
const schema = process.env.BENCH_SCHEMA;
if (!connectionString || !schema) throw new Error('BENCH_DATABASE_URL and BENCH_SCHEMA are required');
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const batched = process.env.BENCH_BATCHED === 'true';

let ran = 0;
// Warnings and errors only, as our workers log at 'warn' here.
const logger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') process.stderr.write(`graphile-worker ${level}: ${message}\n`);
});
const runner = await run({
  connectionString,
  schema,
  concurrency,
  // Its documented advice: a pool of at least the concurrency plus two.
  maxPoolSize: concurrency + 2,
  noHandleSignals: true,
  logger,
  taskList: {
    bench_noop: async () => {
      ran += 1;
    },
  },
  ...(batched ? { preset: { worker: { localQueue: { size: 100 }, completeJobBatchDelay: 0 } } } : {}),
});
process.on('SIGTERM', () => {
  void runner.stop().then(() => {
    process.stdout.write(`${JSON.stringify({ ran })}\n`);
    process.exit(0);
  });
});
process.stdout.write('ready\n');
