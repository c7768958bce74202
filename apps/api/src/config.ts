import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type AiEnv, aiEnvShape, pickAiEnv, refineAiEnv } from './services/ai/ai-env';
import { isShippedGeoipInstalled, SHIPPED_GEOIP_DATABASES } from './services/analytics/look-up-place';
import { type PaymentsConfig, paymentEnvShape, paymentsConfigFrom, refinePaymentEnv } from './services/payments/payment-env';
import { pickSpeechEnv, refineSpeechEnv, type SpeechEnv, speechEnvShape } from './services/speech/speech-env';
import { refineStorageEnv, type StorageEnv, storageEnvShape } from './services/storage/create-storage';
import { WEBHOOK_TIMEOUT_MS } from './services/webhooks/post-webhook';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(fallback);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Every environment variable the API reads, with its default. Documented in README.md. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number (0-65535)').default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ error: 'must be a URL such as https://verbatim.example' }).optional()),
    ALLOWED_ORIGINS: z.string().default(''),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    TRUST_PROXY: bool.default(false),
    TRUST_PROXY_HOPS: positiveInt(1),
    ADMIN_EMAILS: z.string().default(''),
    SESSION_IDLE_TIMEOUT_MINUTES: positiveInt(7 * 24 * 60),
    SESSION_ABSOLUTE_TIMEOUT_DAYS: positiveInt(30),
    // How long a process keeps a signed-in session it has read (0: read it every request); ending one is immediate.
    SESSION_CACHE_MS: z.coerce.number({ error: 'must be a whole number of milliseconds' }).int().min(0).max(60_000).default(2000),
    WS_PING_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(30),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
    LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
    SIGNUP_MAX_PER_ADDRESS: positiveInt(50),
    SIGNUP_WINDOW_MINUTES: positiveInt(60),
    PASSWORD_RESET_MAX_PER_EMAIL: positiveInt(5),
    PASSWORD_RESET_MAX_PER_ADDRESS: positiveInt(30),
    PASSWORD_RESET_WINDOW_MINUTES: positiveInt(60),
    UPLOAD_MAX_PER_ACCOUNT: positiveInt(300),
    UPLOAD_MAX_PER_ADDRESS: positiveInt(1000),
    UPLOAD_WINDOW_MINUTES: positiveInt(60),
    PAYMENT_MAX_PER_ACCOUNT: positiveInt(60),
    PAYMENT_WINDOW_MINUTES: positiveInt(60),
    SHARED_VIEWS_MAX_PER_ADDRESS: positiveInt(600),
    SHARED_VIEWS_WINDOW_MINUTES: positiveInt(60),
    WIDGET_UPLOAD_MAX_PER_KEY: positiveInt(1000),
    WIDGET_UPLOAD_MAX_PER_ADDRESS: positiveInt(60),
    WIDGET_UPLOAD_WINDOW_MINUTES: positiveInt(60),
    API_KEY_MAX_REQUESTS: positiveInt(600),
    API_KEY_WINDOW_MINUTES: positiveInt(1),
    ACCOUNT_EXPORT_MAX_PER_ACCOUNT: positiveInt(10),
    ACCOUNT_EXPORT_WINDOW_MINUTES: positiveInt(1440),
    ACCOUNT_LINK_MAX_PER_ADDRESS: positiveInt(60),
    ACCOUNT_LINK_WINDOW_MINUTES: positiveInt(60),
    CONTACT_MAX_PER_ADDRESS: positiveInt(20),
    CONTACT_WINDOW_MINUTES: positiveInt(60),
    NEWSLETTER_MAX_PER_ADDRESS: positiveInt(20),
    NEWSLETTER_MAX_PER_EMAIL: positiveInt(3),
    NEWSLETTER_WINDOW_MINUTES: positiveInt(60),
    LOCAL_AI_ANSWERS_MAX_PER_ACCOUNT: positiveInt(120),
    LOCAL_AI_ANSWERS_WINDOW_MINUTES: positiveInt(60),
    EMAIL_VERIFICATION_MAX_PER_ACCOUNT: positiveInt(5),
    EMAIL_VERIFICATION_WINDOW_MINUTES: positiveInt(60),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Verbatim <no-reply@verbatim.local>'),
    MAIL_RETRY_BASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(60),
    SUPPORT_EMAIL: optionalString.pipe(z.email({ error: 'must be an e-mail address' }).default('support@verbatim.local')),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER_URL: z.url({ error: 'must be a URL' }).default('https://accounts.google.com'),
    WEB_DIST_DIR: z.string().optional(),
    ADMIN_DIST_DIR: z.string().optional(),
    WIDGET_SCRIPT_PATH: optionalString,
    BLOG_CONTENT_DIR: optionalString,
    MEDIA_RETENTION_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive('must be above 0').default(24),
    ANALYTICS_RETENTION_DAYS: positiveInt(90),
    GEOIP_DATABASE: z
      .string()
      .trim()
      .default('shipped')
      .refine(
        (v) => v === 'shipped' || v === 'city' || v === 'off' || existsSync(v),
        'must be shipped, city, off, or the path of an existing .mmdb file',
      )
      .refine(
        (v) => v !== 'city' || isShippedGeoipInstalled('city'),
        `city needs the city database, an optional install: npm install ${SHIPPED_GEOIP_DATABASES.city.package} -w @verbatim/api`,
      ),
    RUN_WORKER: bool.default(true),
    WORKER_CONCURRENCY: z.coerce.number({ error: 'must be a whole number' }).int().positive('must be above 0').optional(),
    WORKER_LEASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(30),
    WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(60),
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: bool.default(false),
    QUEUE_FREE_MAX_WAIT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(120),
    METRICS_HOST: z.string().trim().min(1, 'must be a host name or address').default('127.0.0.1'),
    METRICS_PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number (0-65535)')
      .min(0, 'must be a port number (0-65535)')
      .max(65535, 'must be a port number (0-65535)')
      .default(9464),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(20),
    ...storageEnvShape,
    ...speechEnvShape,
    ...paymentEnvShape,
    ...aiEnvShape,
  })
  .superRefine((env, ctx) => {
    refineStorageEnv(env, ctx);
    refineSpeechEnv(env, ctx);
    refinePaymentEnv(env, ctx);
    refineAiEnv(env, ctx);
  });

/** At most `max` actions per key in a window of `windowMs`, counted from the key's first action. */
interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Every limit on the public endpoints; each counts by the key its name says. */
export interface RateLimitRules {
  signUpPerAddress: RateLimitRule;
  /** Failed sign-ins only; a correct password clears the account's count. */
  signInFailuresPerAccount: RateLimitRule;
  signInFailuresPerAddress: RateLimitRule;
  passwordResetPerEmail: RateLimitRule;
  passwordResetPerAddress: RateLimitRule;
  /** Calls that start an upload or turn one into a transcription. */
  uploadsPerAccount: RateLimitRule;
  uploadsPerAddress: RateLimitRule;
  /** Calls that open or verify a payment, each of which asks the payment provider. */
  paymentsPerAccount: RateLimitRule;
  /** Reads of shared transcripts, their media and downloads: a link is public, so its traffic is limited per address. */
  sharedViewsPerAddress: RateLimitRule;
  /** Upload starts through one publishable key, from all its visitors together. */
  widgetUploadsPerKey: RateLimitRule;
  /** Upload starts through one publishable key from one visitor's address. */
  widgetUploadsPerAddress: RateLimitRule;
  /** Every request made with one secret API key, whatever it calls (its owner's own limits apply besides). */
  apiKeyRequestsPerKey: RateLimitRule;
  /** Data exports one account starts (each builds a ZIP of everything it has). */
  accountExportsPerAccount: RateLimitRule;
  /** Uses of e-mailed account links (cancel a deletion, unsubscribe) from one address: slows down anyone trying tokens. */
  accountLinksPerAddress: RateLimitRule;
  /** Messages of the contact and support forms from one address, each of which mails the support team. */
  contactMessagesPerAddress: RateLimitRule;
  /** Newsletter sign-ups from one address, each of which mails someone. */
  newsletterPerAddress: RateLimitRule;
  /** Newsletter sign-ups for one e-mail address, whoever asks: a brake on filling someone's inbox with our e-mails. */
  newsletterPerEmail: RateLimitRule;
  /**
   * Summaries and chat answers the local writer makes for one account: they cost no model's tokens, so they do not
   * count against the day's AI answers, but each still costs CPU, so a script cannot ask for them without end.
   */
  localAiAnswersPerAccount: RateLimitRule;
  /** New verification links one account asks for, each of which mails its (unproven) address. */
  emailVerificationsPerAccount: RateLimitRule;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Check every JSON answer against its endpoint's definition (development and tests: a drift is a 500). */
  checkAnswers: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  allowedOrigins: string[];
  logLevel: string;
  trustProxy: boolean;
  /** With trustProxy: how many X-Forwarded-For entries, from the right, our own proxies added. */
  proxyHops: number;
  adminEmails: string[];
  /** `cacheMs`: how long a process keeps a session it has read, with its user (0: not at all). */
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number; cacheMs: number };
  rateLimits: RateLimitRules;
  /** How often the updates socket pings each client and re-checks that its session is still live. */
  socketPingIntervalMs: number;
  /** `retryBaseMs`: the wait before an e-mail the mail server refused is tried again; each next wait doubles. */
  mail: { smtpUrl: string | undefined; from: string; retryBaseMs: number };
  /** Where the contact and support forms' messages are e-mailed. */
  supportEmail: string;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  webDistDir: string;
  adminDistDir: string;
  /** The widgets' IIFE bundle, served for `<script>` tags on other sites (packages/recorder builds it). */
  widgetScriptPath: string;
  /** The blog's posts, one Markdown file each (`apps/api/content/blog` in the repository). */
  blogContentDir: string;
  /** Media files are deleted this long after processing; transcripts stay. */
  mediaRetentionMs: number;
  /**
   * Page views are kept `retentionDays`, then rolled up into daily counts per page. Visitors' places come from the
   * country database installed with Verbatim (`shipped`), the optional city package (`city`), another .mmdb file
   * (MaxMind's GeoIP2/GeoLite2 or an ip-location-db one), or nowhere (`off`).
   */
  analytics: { retentionDays: number; geoipDatabase: string };
  /** Whether this server process also runs a worker (the embedded default). */
  /** A job's claim lapses this long after its worker's last heartbeat, and another worker takes it. */
  /** A free account's job due this long is claimed before paid plans' work: the most paid work can hold it back. */
  worker: { inProcess: boolean; concurrency: number; leaseMs: number; freeMaxWaitMs: number };
  /**
   * Webhook deliveries: the first retry waits `retryBaseMs`, each next one twice as long (capped), about a day in all
   * with the default. Targets must be https in production; private, loopback, link-local and metadata addresses are
   * refused unless `allowPrivateAddresses` (development and tests with a loopback receiver). A receiver has `timeoutMs`
   * to answer: 10 s, the figure receivers are promised, so it has no variable; a test hands its deps a shorter one.
   */
  webhooks: { retryBaseMs: number; allowPrivateAddresses: boolean; requireHttps: boolean; timeoutMs: number };
  /** Prometheus metrics on a listener of their own; undefined when METRICS_PORT=0 turns them off. */
  metrics: { host: string; port: number } | undefined;
  /** On SIGTERM, uploads and jobs in flight get this long to finish; uploads still running then are answered 503. */
  shutdownGraceMs: number;
  /** The storage variables, turned into a driver by storageOptionsFromEnv. */
  storage: StorageEnv;
  /** The speech-to-text variables, turned into an engine by createSpeechEngineFromConfig. */
  speech: SpeechEnv;
  /** Razorpay when its keys are set, else the sandbox checkout (refused in production). */
  payments: PaymentsConfig;
  /** The AI variables (the model at LLM_BASE_URL, or local), turned into writer and translators by createAiServices. */
  ai: AiEnv;
}

function rateLimitRules(e: z.output<typeof envSchema>): RateLimitRules {
  const rule = (max: number, windowMinutes: number): RateLimitRule => ({ max, windowMs: windowMinutes * 60_000 });
  return {
    signUpPerAddress: rule(e.SIGNUP_MAX_PER_ADDRESS, e.SIGNUP_WINDOW_MINUTES),
    signInFailuresPerAccount: rule(e.LOGIN_MAX_FAILURES_PER_ACCOUNT, e.LOGIN_FAILURE_WINDOW_MINUTES),
    signInFailuresPerAddress: rule(e.LOGIN_MAX_FAILURES_PER_ADDRESS, e.LOGIN_FAILURE_WINDOW_MINUTES),
    passwordResetPerEmail: rule(e.PASSWORD_RESET_MAX_PER_EMAIL, e.PASSWORD_RESET_WINDOW_MINUTES),
    passwordResetPerAddress: rule(e.PASSWORD_RESET_MAX_PER_ADDRESS, e.PASSWORD_RESET_WINDOW_MINUTES),
    uploadsPerAccount: rule(e.UPLOAD_MAX_PER_ACCOUNT, e.UPLOAD_WINDOW_MINUTES),
    uploadsPerAddress: rule(e.UPLOAD_MAX_PER_ADDRESS, e.UPLOAD_WINDOW_MINUTES),
    paymentsPerAccount: rule(e.PAYMENT_MAX_PER_ACCOUNT, e.PAYMENT_WINDOW_MINUTES),
    sharedViewsPerAddress: rule(e.SHARED_VIEWS_MAX_PER_ADDRESS, e.SHARED_VIEWS_WINDOW_MINUTES),
    widgetUploadsPerKey: rule(e.WIDGET_UPLOAD_MAX_PER_KEY, e.WIDGET_UPLOAD_WINDOW_MINUTES),
    widgetUploadsPerAddress: rule(e.WIDGET_UPLOAD_MAX_PER_ADDRESS, e.WIDGET_UPLOAD_WINDOW_MINUTES),
    apiKeyRequestsPerKey: rule(e.API_KEY_MAX_REQUESTS, e.API_KEY_WINDOW_MINUTES),
    accountExportsPerAccount: rule(e.ACCOUNT_EXPORT_MAX_PER_ACCOUNT, e.ACCOUNT_EXPORT_WINDOW_MINUTES),
    accountLinksPerAddress: rule(e.ACCOUNT_LINK_MAX_PER_ADDRESS, e.ACCOUNT_LINK_WINDOW_MINUTES),
    contactMessagesPerAddress: rule(e.CONTACT_MAX_PER_ADDRESS, e.CONTACT_WINDOW_MINUTES),
    newsletterPerAddress: rule(e.NEWSLETTER_MAX_PER_ADDRESS, e.NEWSLETTER_WINDOW_MINUTES),
    newsletterPerEmail: rule(e.NEWSLETTER_MAX_PER_EMAIL, e.NEWSLETTER_WINDOW_MINUTES),
    localAiAnswersPerAccount: rule(e.LOCAL_AI_ANSWERS_MAX_PER_ACCOUNT, e.LOCAL_AI_ANSWERS_WINDOW_MINUTES),
    emailVerificationsPerAccount: rule(e.EMAIL_VERIFICATION_MAX_PER_ACCOUNT, e.EMAIL_VERIFICATION_WINDOW_MINUTES),
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and checks the environment; a wrong value names the variable and what it accepts. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or neither).');
  }
  const root = resolve(import.meta.dirname, '../../..');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const list = (value: string) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    env: e.NODE_ENV,
    checkAnswers: e.NODE_ENV !== 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    allowedOrigins: [new URL(publicUrl).origin, ...list(e.ALLOWED_ORIGINS)],
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    proxyHops: e.TRUST_PROXY_HOPS,
    adminEmails: list(e.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    session: {
      idleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_DAYS * 86_400_000,
      cacheMs: e.SESSION_CACHE_MS,
    },
    rateLimits: rateLimitRules(e),
    socketPingIntervalMs: e.WS_PING_INTERVAL_SECONDS * 1000,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, retryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000 },
    supportEmail: e.SUPPORT_EMAIL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : undefined,
    webDistDir: resolve(e.WEB_DIST_DIR ?? `${root}/apps/web/dist`),
    adminDistDir: resolve(e.ADMIN_DIST_DIR ?? `${root}/apps/admin/dist`),
    widgetScriptPath: resolve(e.WIDGET_SCRIPT_PATH ?? `${root}/packages/recorder/dist/verbatim.global.js`),
    // From source (src/config.ts) and from the bundle (dist/server.js) alike, the repository is three folders up.
    blogContentDir: resolve(e.BLOG_CONTENT_DIR ?? `${root}/apps/api/content/blog`),
    mediaRetentionMs: e.MEDIA_RETENTION_HOURS * 3_600_000,
    analytics: { retentionDays: e.ANALYTICS_RETENTION_DAYS, geoipDatabase: e.GEOIP_DATABASE },
    worker: {
      inProcess: e.RUN_WORKER,
      concurrency: e.WORKER_CONCURRENCY ?? availableParallelism(),
      leaseMs: e.WORKER_LEASE_SECONDS * 1000,
      freeMaxWaitMs: e.QUEUE_FREE_MAX_WAIT_SECONDS * 1000,
    },
    webhooks: {
      retryBaseMs: e.WEBHOOK_RETRY_BASE_SECONDS * 1000,
      allowPrivateAddresses: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
      requireHttps: e.NODE_ENV === 'production',
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    },
    metrics: e.METRICS_PORT === 0 ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    storage: {
      STORAGE_DRIVER: e.STORAGE_DRIVER,
      S3_BUCKET: e.S3_BUCKET,
      S3_REGION: e.S3_REGION,
      S3_ENDPOINT: e.S3_ENDPOINT,
      S3_PUBLIC_ENDPOINT: e.S3_PUBLIC_ENDPOINT,
      S3_FORCE_PATH_STYLE: e.S3_FORCE_PATH_STYLE,
      S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
      STORAGE_SIGNING_SECRET: e.STORAGE_SIGNING_SECRET,
    },
    speech: pickSpeechEnv(e),
    payments: paymentsConfigFrom(e),
    ai: pickAiEnv(e),
  };
}
