import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createAppJobs } from './create-app-jobs';
import type { Database } from './db/create-database';
import { watchDatabaseOutage } from './db/database-outage';
import type { AppDeps } from './deps';
import { removeOrphanedTempDirs } from './lib/owned-temp-dirs';
import { type AppMetrics, createAppMetrics } from './metrics/app-metrics';
import type { AiServices } from './services/ai/ai-services';
import { createAiServices } from './services/ai/create-ai-services';
import { createEventBus } from './services/events/event-bus';
import { createNotificationListener, type NotificationListener } from './services/events/notification-listener';
import { createMailer } from './services/mail/mailer';
import { createPaymentProvider } from './services/payments/create-payment-provider';
import type { PaymentProvider } from './services/payments/payment-provider';
import { createRateLimits } from './services/rate-limits/create-rate-limits';
import { watchSessionChanges } from './services/sessions/watch-session-changes';
import type { Captioner } from './services/speech/captioner';
import { createSpeechEngineFromConfig } from './services/speech/engine-from-config';
import { createLocalCaptioner } from './services/speech/local/local-captioner';
import type { SpeechEngine } from './services/speech/speech-engine';
import { createStorage, readOrCreateSigningSecret, storageOptionsFromEnv } from './services/storage/create-storage';
import type { ObjectStorage } from './services/storage/object-storage';
import { watchStorageOutage } from './services/storage/watch-storage-outage';
import { createResumableUploads } from './services/uploads/resumable-uploads';
import { createUploadGate } from './services/uploads/upload-gate';

export interface AppDepsOverrides {
  now?: () => Date;
  storage?: ObjectStorage;
  speech?: SpeechEngine;
  captioner?: Captioner;
  ai?: AiServices;
  payments?: PaymentProvider;
  /** The process's metrics, when its entry point serves them; otherwise a registry nobody scrapes. */
  metrics?: AppMetrics;
}

/** The storage driver, signing with the same clock the API checks signatures with. */
async function openStorage(config: Config, now: () => Date) {
  const local = config.storage.STORAGE_DRIVER === 'local';
  const secret =
    config.storage.STORAGE_SIGNING_SECRET ??
    (local ? await readOrCreateSigningSecret(join(config.dataDir, 'secrets', 'storage-signing-secret')) : undefined);
  const storage = createStorage(
    storageOptionsFromEnv(config.storage, {
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      now,
      ...(secret ? { signingSecret: secret } : {}),
    }),
  );
  return { storage, secret: local ? secret : undefined };
}

/**
 * Everything services need, for an API process or a standalone worker alike: mail, storage,
 * the speech engine, the AI writer and translators, live events and the job types. `close()` releases what it opened (not the database).
 */
export async function createAppDeps(config: Config, db: Database, logger: Logger, overrides: AppDepsOverrides = {}) {
  // Jobs decode in temporary folders; a worker killed mid-job (kill -9) leaves its folder behind, with named pipes.
  const orphans = await removeOrphanedTempDirs();
  if (orphans.length > 0) logger.info({ folders: orphans }, 'removed the temporary folders of processes that ended');
  const notifications: NotificationListener = createNotificationListener(db, config.databaseUrl, logger);
  const events = await createEventBus(db, notifications, logger);
  const sessions = watchSessionChanges(events, config.session.cacheMs);
  const speech = overrides.speech ?? createSpeechEngineFromConfig(config);
  const now = overrides.now ?? (() => new Date());
  // The mailer queues its retries as jobs; the job types are made from deps, so the call reaches them once they exist.
  const mailer = createMailer({
    db,
    logger,
    now,
    from: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
    retryBaseMs: config.mail.retryBaseMs,
    scheduleRetry: (id, runAt) => deps.jobs.enqueueEmailRetry(db, id, runAt),
  });
  const opened = overrides.storage ? { storage: overrides.storage, secret: undefined } : await openStorage(config, now);
  const storage = watchStorageOutage(opened.storage, logger);
  const databaseOutage = watchDatabaseOutage(db, logger);
  const deps = {
    config,
    db,
    databaseOutage,
    mailer,
    logger,
    now,
    storage,
    storageSigningSecret: opened.secret,
    events,
    sessionCache: sessions.cache,
    speech,
    captioner: overrides.captioner ?? createLocalCaptioner(),
    ai: overrides.ai ?? createAiServices(config),
    resumableUploads: createResumableUploads(config, storage, logger, now),
    uploadGate: createUploadGate(),
    rateLimits: createRateLimits(db, config.rateLimits, logger),
    payments: overrides.payments ?? (await createPaymentProvider(config, db)),
    metrics: overrides.metrics ?? createAppMetrics(),
  } as AppDeps;
  deps.jobs = createAppJobs(deps);
  return {
    deps,
    notifications,
    async close() {
      deps.rateLimits.close();
      databaseOutage.stop();
      sessions.stop();
      await events.close();
      await notifications.close();
      await opened.storage.close();
      mailer.close();
    },
  };
}
