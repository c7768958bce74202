import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { closeServer, createApp } from './app';
import type { Config } from './config';
import { createAppDeps } from './create-app-deps';
import { createDatabase, type Database, pgliteDirIn } from './db/create-database';
import { migrateToLatest } from './db/migration-source';
import type { AppDeps } from './deps';
import { createCaptionsSocket } from './http/captions-socket';
import { keepIdleConnectionsOpen } from './http/idle-connections';
import { answerMalformedRequests } from './http/malformed-request-answers';
import { routeSocketUpgrades } from './http/socket-upgrades';
import { createUpdatesSocket } from './http/updates-socket';
import { createWorker, jobsNotifyChannel, type Worker } from './jobs';
import { createAppMetrics } from './metrics/app-metrics';
import { registerConnectionGauges } from './metrics/connection-gauges';
import { registerDatabaseGauges } from './metrics/database-gauges';
import { type MetricsListener, startMetricsListener } from './metrics/metrics-listener';
import { recordJobMetrics } from './metrics/record-job-metrics';
import { ensureDeletionsScheduled } from './services/account-data/ensure-deletions-scheduled';
import { takeStorageSnapshotIfDue } from './services/admin/storage-snapshots';
import { rollUpPageViews } from './services/analytics/roll-up-page-views';
import { abandonStalePayments } from './services/billing/abandon-stale-payments';
import { loadBlogLibrary } from './services/blog/load-blog-posts';
import { deleteExpiredIdempotencyKeys } from './services/idempotency/idempotency-keys';
import { ensureNewsletterSweepScheduled } from './services/newsletter/sweep-unconfirmed-subscriptions';
import { ensureWeeklyReportScheduled } from './services/notifications/weekly-report';
import { renewSandboxSubscriptions } from './services/payments/sandbox/renew-sandbox-subscriptions';
import type { Captioner } from './services/speech/captioner';
import type { SpeechEngine } from './services/speech/speech-engine';
import type { ObjectStorage } from './services/storage/object-storage';
import { promoteAdminEmails } from './services/users/set-user-role';

/** Time to write the answers of requests stopped at the end of the grace period, before connections are cut. */
const MIN_CLOSE_MS = 2_000;

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  deps: AppDeps;
  worker: Worker | undefined;
  /** Where Prometheus scrapes this server (`http://host:port/metrics`); undefined when METRICS_PORT=0. */
  metricsUrl: string | undefined;
  /** Graceful stop: no new connections, requests and jobs in flight finish (or are handed back), then the database closes. */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** An already-open database (tests); otherwise one is opened from the config. */
  db?: Database;
  now?: () => Date;
  storage?: ObjectStorage;
  speech?: SpeechEngine;
  /** Another captioner than the local one (tests). */
  captioner?: Captioner;
}

/** Opens the database, migrates it, listens, and starts the in-process worker. Shared by the CLI entry point and the tests. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.logLevel });
  // The blog's posts are read and checked first: a bad post file stops the start, named, rather than failing its page.
  await loadBlogLibrary(config.blogContentDir);
  // The metrics port is taken before anything is opened: a port already in use stops the start with nothing to undo.
  const metrics = createAppMetrics();
  const metricsListener: MetricsListener | undefined = config.metrics
    ? await startMetricsListener(metrics.registry, config.metrics.host, config.metrics.port)
    : undefined;
  const db = options.db ?? createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const promoted = await promoteAdminEmails(db, config.adminEmails);
  if (promoted > 0) logger.info({ promoted }, 'ADMIN_EMAILS accounts made admins');

  // Listen first: with PORT=0 (tests) the public URL, which signed links use, is known only then.
  // Until the app is built, every request gets a quick 503 rather than no answer.
  let handle: RequestListener = (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
    res.end(JSON.stringify({ status: 'unavailable' }));
  };
  const server = createServer((req, res) => handle(req, res));
  answerMalformedRequests(server);
  keepIdleConnectionsOpen(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (config.port === 0 && config.publicUrl.endsWith(':0')) {
    config.publicUrl = url;
    config.allowedOrigins.push(url);
  }

  const opened = await createAppDeps(config, db, logger, {
    metrics,
    ...(options.now ? { now: options.now } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.speech ? { speech: options.speech } : {}),
    ...(options.captioner ? { captioner: options.captioner } : {}),
  });
  const { deps, notifications } = opened;

  const app = createApp(deps);
  handle = app.callback();
  const sockets = [createUpdatesSocket(deps), createCaptionsSocket(deps)];
  routeSocketUpgrades(server, deps, sockets);

  const worker = config.worker.inProcess
    ? createWorker({
        db,
        jobs: deps.jobs.definitions,
        logger,
        concurrency: config.worker.concurrency,
        leaseMs: config.worker.leaseMs,
        freeMaxWaitMs: config.worker.freeMaxWaitMs,
        wakeSource: async (wake) => {
          // Jobs enqueued while the LISTEN connection was down notified nobody: look for them once it is back.
          const stopWaking = notifications.onReconnect(wake);
          const stopListening = await notifications.listen(jobsNotifyChannel, () => wake());
          return async () => {
            stopWaking();
            await stopListening();
          };
        },
        databaseOutage: deps.databaseOutage,
      })
    : undefined;
  registerConnectionGauges(metrics.registry, server, sockets);
  registerDatabaseGauges(metrics.registry, { db, now: deps.now, jobTypes: deps.jobs.definitions.map((job) => job.id) });
  const stopJobMetrics = worker ? recordJobMetrics(worker, metrics) : undefined;
  await worker?.start();
  // The weekly report e-mails schedule each next week themselves; this makes sure a first (or lost) one exists, and
  // that every account marked for deletion has its deletion job.
  await ensureWeeklyReportScheduled(deps).catch((error: unknown) => logger.warn({ err: error }, 'could not schedule the weekly report'));
  await ensureDeletionsScheduled(deps).catch((error: unknown) => logger.warn({ err: error }, 'could not reschedule account deletions'));
  // The daily sweep of newsletter sign-ups never confirmed schedules each next day itself, like the weekly report.
  await ensureNewsletterSweepScheduled(deps).catch((error: unknown) =>
    logger.warn({ err: error }, 'could not schedule the newsletter sweep'),
  );
  // The storage history: today's snapshot now, in the background (a first start has one at once), then by the hourly
  // sweep below, once per UTC day.
  const snapshotStorage = () =>
    takeStorageSnapshotIfDue(deps).catch((error: unknown) => logger.warn({ err: error }, 'could not take the storage snapshot'));
  const firstSnapshot = snapshotStorage();
  // Resumable uploads nobody finished are removed after a day, and so are idempotency keys; checkouts left
  // pending for a day are marked abandoned, the sandbox renews the subscriptions whose period ended, and page views
  // past ANALYTICS_RETENTION_DAYS are rolled up into daily counts.
  const sweeper = setInterval(() => {
    deps.resumableUploads
      .cleanUpExpired()
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, 'removed resumable uploads nobody finished within a day');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not clean up expired uploads'));
    renewSandboxSubscriptions(deps)
      .then((renewed) => {
        if (renewed > 0) logger.info({ renewed }, 'the sandbox renewed subscriptions whose period ended');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not renew sandbox subscriptions'));
    abandonStalePayments(db, deps.now())
      .then((abandoned) => {
        if (abandoned > 0) logger.info({ abandoned }, 'marked checkouts nobody finished within a day abandoned');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not mark abandoned checkouts'));
    rollUpPageViews(db, deps.now(), config.analytics.retentionDays)
      .then((rolled) => {
        if (rolled.pageViews + rolled.sessions > 0) logger.info(rolled, 'rolled up page views past the analytics retention period');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not roll up old page views'));
    void snapshotStorage();
    // Idempotency keys past their day: a claim replaces its own expired key, so this only keeps the table small.
    deleteExpiredIdempotencyKeys(db, deps.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not delete expired idempotency keys'),
    );
  }, 3_600_000);
  sweeper.unref();

  return {
    url,
    port,
    server,
    deps,
    worker,
    metricsUrl: metricsListener?.url,
    async close() {
      clearInterval(sweeper);
      // A start's snapshot still measuring gets a moment to finish before the database closes under it.
      await Promise.race([firstSnapshot, new Promise((resolve) => setTimeout(resolve, MIN_CLOSE_MS).unref())]);
      for (const socket of sockets) socket.close();
      const graceMs = config.shutdownGraceMs;
      const started = Date.now();
      // Uploads first, while the server still listens: new ones are answered 503 with Retry-After (a closed port
      // would only give the client a connection error), running ones get the grace period, and those still running
      // at its end are answered 503 rather than cut off.
      const stopped = await deps.uploadGate.drain(graceMs);
      if (stopped > 0) {
        logger.warn(
          { uploads: stopped, graceSeconds: graceMs / 1000 },
          'shutdown: uploads still running when the grace period ended were answered 503',
        );
      }
      // Whatever is left of the grace, and at least a moment to write those 503 answers, for the other requests.
      const left = () => Math.max(graceMs - (Date.now() - started), MIN_CLOSE_MS);
      await closeServer(server, left());
      await worker?.stop({ graceMs: left() });
      stopJobMetrics?.();
      // Scraped until the end, so that the last figures of a draining process are seen.
      await metricsListener?.close();
      await opened.close();
      await db.destroy();
    },
  };
}
