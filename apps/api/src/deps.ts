import type { Logger } from 'pino';
import type { AppJobs } from './app-jobs';
import type { Config } from './config';
import type { Database } from './db/create-database';
import type { DatabaseOutage } from './db/database-outage';
import type { AppMetrics } from './metrics/app-metrics';
import type { AiServices } from './services/ai/ai-services';
import type { EventBus } from './services/events/event-bus';
import type { Mailer } from './services/mail/mailer';
import type { PaymentProvider } from './services/payments/payment-provider';
import type { RateLimits } from './services/rate-limits/create-rate-limits';
import type { SessionCache } from './services/sessions/session-cache';
import type { Captioner } from './services/speech/captioner';
import type { SpeechEngine } from './services/speech/speech-engine';
import type { ObjectStorage } from './services/storage/object-storage';
import type { ResumableUploads } from './services/uploads/resumable-uploads';
import type { UploadGate } from './services/uploads/upload-gate';

/** What every service is given: no globals, so two servers can live in one process (tests). */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Whether the database is reachable, so that an outage is answered 503 and logged once. */
  databaseOutage: DatabaseOutage;
  mailer: Mailer;
  logger: Logger;
  /** The clock, so that expiry can be tested without waiting. */
  now: () => Date;
  storage: ObjectStorage;
  /** The local storage driver's URL-signing secret (undefined with S3). */
  storageSigningSecret: string | undefined;
  /** Live events across API processes (Postgres LISTEN/NOTIFY). */
  events: EventBus;
  /** Sessions this process read a moment ago; forgotten on every process when they end or their user changes. */
  sessionCache: SessionCache;
  speech: SpeechEngine;
  /** Live captions of microphone chunks (the captions socket): pocketsphinx on this machine, whatever the engine. */
  captioner: Captioner;
  /** Who writes summaries and chat answers and who translates: local, or the configured model. */
  ai: AiServices;
  jobs: AppJobs;
  /** The tus server for resumable large uploads. */
  resumableUploads: ResumableUploads;
  /** Limits on the public endpoints, counted in the database so they hold across API processes. */
  rateLimits: RateLimits;
  /** Who takes payments: Razorpay, or the sandbox checkout on a machine without payment keys. */
  payments: PaymentProvider;
  /** Uploads in flight, so that shutdown lets them finish and refuses new ones. */
  uploadGate: UploadGate;
  /** The process's Prometheus metrics (its own registry: two servers in one test process count apart). */
  metrics: AppMetrics;
}
