// A worker process for the kill -9 and SIGTERM tests. It runs test.record-effect jobs, and where it stops
// depends on JOB_TEST_DIE_IN:
// - "handler" (default): the handler writes its effect, says so on stdout ("running <id>"), then hangs
//   (ignoring its signal) until the test kills the process;
// - "completion": the handler writes its effect (the job's "charge") inside a fenced transaction, says so
//   ("completing <id>"), and kills itself with SIGKILL before that transaction commits.
import pino from 'pino';
import { main } from '../../jobs/worker-cli';
import { recordEffectJob } from './record-effect-job';

const databaseUrl = process.env.JOB_TEST_DATABASE_URL;
const workerId = process.env.JOB_TEST_WORKER_ID;
const dieIn = process.env.JOB_TEST_DIE_IN ?? 'handler';
if (!databaseUrl || !workerId) throw new Error('JOB_TEST_DATABASE_URL and JOB_TEST_WORKER_ID are required');
if (dieIn !== 'handler' && dieIn !== 'completion') throw new Error('JOB_TEST_DIE_IN must be handler or completion');

const forever = () => new Promise((resolve) => setTimeout(resolve, 120_000));

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
    dieIn === 'handler'
      ? recordEffectJob(db, async (ctx) => {
          process.stdout.write(`running ${ctx.job.id}\n`);
          await forever();
        })
      : recordEffectJob(
          db,
          async (ctx) => {
            process.stdout.write(`completing ${ctx.job.id}\n`);
            process.kill(process.pid, 'SIGKILL');
            await forever();
          },
          { fenced: true },
        ),
  ],
});
process.stdout.write('ready\n');
