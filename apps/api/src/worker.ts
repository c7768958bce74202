import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { createAppDeps } from './create-app-deps';
import { runWorkerProcess } from './jobs';
import { createAppMetrics } from './metrics/app-metrics';
import { registerDatabaseGauges } from './metrics/database-gauges';
import { type MetricsListener, startMetricsListener } from './metrics/metrics-listener';
import { recordJobMetrics } from './metrics/record-job-metrics';

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
  // The same metrics as the API's, on this process's own METRICS_PORT, minus the HTTP ones: a worker answers no requests.
  const metrics = createAppMetrics();
  const metricsListener: MetricsListener | undefined = config.metrics
    ? await startMetricsListener(metrics.registry, config.metrics.host, config.metrics.port)
    : undefined;
  let close: (() => Promise<void>) | undefined;
  let jobTypes: string[] = [];
  await runWorkerProcess({
    databaseUrl,
    logger,
    concurrency: config.worker.concurrency,
    leaseMs: config.worker.leaseMs,
    freeMaxWaitMs: config.worker.freeMaxWaitMs,
    jobs: async (db) => {
      const opened = await createAppDeps(config, db, logger, { metrics });
      close = opened.close;
      jobTypes = opened.deps.jobs.definitions.map((job) => job.id);
      return opened.deps.jobs.definitions;
    },
    beforeStart: (worker, db) => {
      recordJobMetrics(worker, metrics);
      registerDatabaseGauges(metrics.registry, { db, now: () => new Date(), jobTypes });
    },
    onStopped: async () => {
      await metricsListener?.close();
      await close?.();
    },
  });
  logger.info({ concurrency: config.worker.concurrency, metrics: metricsListener?.url }, 'worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
