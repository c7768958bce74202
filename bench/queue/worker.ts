/**
 * One worker process of the queue benchmark: runs no-op jobs from the knex job table until told to stop
 * (SIGTERM), then prints the ids of the jobs its handler ran as one JSON line, for the parent to check.
 */
import pino from 'pino';
import { z } from 'zod';
import { defineJob, runWorkerProcess } from '../../apps/api/src/jobs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

const ran: string[] = [];
const noop = defineJob({
  id: 'bench.noop',
  version: 1,
  payload: z.object({ n: z.number() }),
  async handler(_payload, ctx) {
    ran.push(ctx.job.id);
  },
});

const running = await runWorkerProcess({
  databaseUrl,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
  migrate: false,
  handleSignals: false,
  concurrency,
  jobs: () => [noop],
});
process.on('SIGTERM', () => {
  void running.stop().then(() => {
    process.stdout.write(`${JSON.stringify({ ran })}\n`);
    process.exit(0);
  });
});
process.stdout.write('ready\n');
