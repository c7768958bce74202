// A worker process for the kill -9 and SIGTERM tests: it runs test.record-effect jobs whose handler
// writes its effect, says so on stdout, then hangs (ignoring its signal) until the process ends.
import pino from 'pino';
import { main } from '../worker-cli';
import { recordEffectJob } from './record-effect-job';

const databaseUrl = process.env.JOB_TEST_DATABASE_URL;
const workerId = process.env.JOB_TEST_WORKER_ID;
if (!databaseUrl || !workerId) throw new Error('JOB_TEST_DATABASE_URL and JOB_TEST_WORKER_ID are required');

await main({
  databaseUrl,
  workerId,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  migrate: false,
  leaseMs: Number(process.env.JOB_TEST_LEASE_MS ?? 1000),
  graceMs: Number(process.env.JOB_TEST_GRACE_MS ?? 200),
  pollMs: 100,
  concurrency: 1,
  jobs: (db) => [
    recordEffectJob(db, async (ctx) => {
      process.stdout.write(`running ${ctx.job.id}\n`);
      await new Promise((resolve) => setTimeout(resolve, 120_000));
    }),
  ],
});
process.stdout.write('ready\n');
