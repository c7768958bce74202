import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { createAppDeps } from './create-app-deps';
import { runWorkerProcess } from './jobs';

/**
 * `npm run worker`: a standalone worker. Run any number of them, on any machines, against
 * the same PostgreSQL (DATABASE_URL) and storage as the API; set RUN_WORKER=false on the
 * API processes to leave all processing to them.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const { databaseUrl } = config;
  if (!databaseUrl) {
    process.stderr.write(
      'A standalone worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the server process, which runs its own worker.\n',
    );
    process.exit(78);
  }
  const logger = pino({ level: config.logLevel });
  let close: (() => Promise<void>) | undefined;
  await runWorkerProcess({
    databaseUrl,
    logger,
    concurrency: config.worker.concurrency,
    leaseMs: config.worker.leaseMs,
    jobs: async (db) => {
      const opened = await createAppDeps(config, db, logger);
      close = opened.close;
      return opened.deps.jobs.definitions;
    },
    onStopped: () => close?.() ?? Promise.resolve(),
  });
  logger.info({ concurrency: config.worker.concurrency }, 'worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
