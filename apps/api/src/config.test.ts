import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { ValidationError } from './errors/app-error';
import { checkWebhookUrl } from './services/webhooks/check-webhook-url';

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      google: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.session.idleTimeoutMs).toBe(7 * 24 * 3_600_000);
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('honours PORT, DATA_DIR, DATABASE_URL, ADMIN_EMAILS and PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/elsewhere',
      DATABASE_URL: 'postgres://u@db:5432/verbatim',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      PUBLIC_URL: 'https://verbatim.example/',
    });
    expect(config.port).toBe(4100);
    expect(config.dataDir).toBe('/tmp/elsewhere');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/verbatim');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.publicUrl).toBe('https://verbatim.example');
    expect(config.allowedOrigins).toContain('https://verbatim.example');
  });

  it.each([
    ['PORT', 'eighty', 'PORT="eighty"'],
    ['PORT', '70000', 'port number'],
    ['DATABASE_URL', 'mysql://x', 'must be a postgres:// URL'],
    ['NODE_ENV', 'staging', 'must be development, production or test'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['TRUST_PROXY', 'maybe', 'must be true or false'],
    ['SMTP_URL', 'http://mail', 'must be an smtp:// or smtps:// URL'],
    ['PUBLIC_URL', 'not a url', 'must be a URL'],
    ['SESSION_IDLE_TIMEOUT_MINUTES', '-5', 'must be above 0'],
    ['UPLOAD_MAX_PER_ACCOUNT', '0', 'must be above 0'],
    ['PASSWORD_RESET_WINDOW_MINUTES', '1.5', 'must be a whole number'],
    ['LLM_BASE_URL', 'localhost:11434', 'must be an http:// or https:// URL'],
    ['LLM_MODEL', 'gpt-4o-mini', 'has no effect without LLM_BASE_URL'],
    ['LLM_CONTEXT_TOKENS', '512', 'must be at least 2048'],
    ['METRICS_PORT', '-1', 'must be a port number (0-65535)'],
    ['METRICS_PORT', '65536', 'must be a port number (0-65535)'],
    ['METRICS_PORT', 'nine', 'must be a port number'],
    ['METRICS_HOST', ' ', 'must be a host name or address'],
  ])('names %s when it is %s', (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).toContain(expected);
    }
  });

  it('has rate limits a person never meets, each configurable', () => {
    const hour = 3_600_000;
    expect(loadConfig({}).rateLimits).toEqual({
      signUpPerAddress: { max: 50, windowMs: hour },
      signInFailuresPerAccount: { max: 5, windowMs: 15 * 60_000 },
      signInFailuresPerAddress: { max: 50, windowMs: 15 * 60_000 },
      passwordResetPerEmail: { max: 5, windowMs: hour },
      passwordResetPerAddress: { max: 30, windowMs: hour },
      uploadsPerAccount: { max: 300, windowMs: hour },
      uploadsPerAddress: { max: 1000, windowMs: hour },
      paymentsPerAccount: { max: 60, windowMs: hour },
      sharedViewsPerAddress: { max: 600, windowMs: hour },
      widgetUploadsPerKey: { max: 1000, windowMs: hour },
      widgetUploadsPerAddress: { max: 60, windowMs: hour },
      apiKeyRequestsPerKey: { max: 600, windowMs: 60_000 },
      contactMessagesPerAddress: { max: 20, windowMs: hour },
      newsletterPerAddress: { max: 20, windowMs: hour },
      newsletterPerEmail: { max: 3, windowMs: hour },
      localAiAnswersPerAccount: { max: 120, windowMs: hour },
      accountExportsPerAccount: { max: 10, windowMs: 24 * hour },
      accountLinksPerAddress: { max: 60, windowMs: hour },
      emailVerificationsPerAccount: { max: 5, windowMs: hour },
    });
    const custom = loadConfig({ SIGNUP_MAX_PER_ADDRESS: '3', SIGNUP_WINDOW_MINUTES: '10', UPLOAD_MAX_PER_ADDRESS: '7' }).rateLimits;
    expect(custom.signUpPerAddress).toEqual({ max: 3, windowMs: 10 * 60_000 });
    expect(custom.uploadsPerAddress).toEqual({ max: 7, windowMs: hour });
    const shared = loadConfig({ SHARED_VIEWS_MAX_PER_ADDRESS: '20', SHARED_VIEWS_WINDOW_MINUTES: '5' }).rateLimits;
    expect(shared.sharedViewsPerAddress).toEqual({ max: 20, windowMs: 5 * 60_000 });
    const widget = loadConfig({
      WIDGET_UPLOAD_MAX_PER_KEY: '9',
      WIDGET_UPLOAD_MAX_PER_ADDRESS: '2',
      WIDGET_UPLOAD_WINDOW_MINUTES: '5',
    }).rateLimits;
    expect(widget.widgetUploadsPerKey).toEqual({ max: 9, windowMs: 5 * 60_000 });
    expect(widget.widgetUploadsPerAddress).toEqual({ max: 2, windowMs: 5 * 60_000 });
    const account = loadConfig({
      ACCOUNT_EXPORT_MAX_PER_ACCOUNT: '2',
      ACCOUNT_EXPORT_WINDOW_MINUTES: '30',
      ACCOUNT_LINK_MAX_PER_ADDRESS: '4',
      ACCOUNT_LINK_WINDOW_MINUTES: '5',
    }).rateLimits;
    expect(account.accountExportsPerAccount).toEqual({ max: 2, windowMs: 30 * 60_000 });
    expect(account.accountLinksPerAddress).toEqual({ max: 4, windowMs: 5 * 60_000 });
    const localAi = loadConfig({ LOCAL_AI_ANSWERS_MAX_PER_ACCOUNT: '6', LOCAL_AI_ANSWERS_WINDOW_MINUTES: '2' }).rateLimits;
    expect(localAi.localAiAnswersPerAccount).toEqual({ max: 6, windowMs: 2 * 60_000 });
  });

  it('limits contact messages per address, and mails them to SUPPORT_EMAIL', () => {
    const contact = loadConfig({ CONTACT_MAX_PER_ADDRESS: '4', CONTACT_WINDOW_MINUTES: '10' }).rateLimits;
    expect(contact.contactMessagesPerAddress).toEqual({ max: 4, windowMs: 10 * 60_000 });
    expect(loadConfig({}).supportEmail).toBe('support@verbatim.local');
    expect(loadConfig({ SUPPORT_EMAIL: '' }).supportEmail).toBe('support@verbatim.local');
    expect(loadConfig({ SUPPORT_EMAIL: ' help@example.com ' }).supportEmail).toBe('help@example.com');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL="not an address": must be an e-mail address/);
  });

  it("bounds a free account's wait behind paid work, two minutes unless QUEUE_FREE_MAX_WAIT_SECONDS says", () => {
    expect(loadConfig({}).worker.freeMaxWaitMs).toBe(120_000);
    expect(loadConfig({ QUEUE_FREE_MAX_WAIT_SECONDS: '30' }).worker.freeMaxWaitMs).toBe(30_000);
    expect(() => loadConfig({ QUEUE_FREE_MAX_WAIT_SECONDS: '0' })).toThrow(/QUEUE_FREE_MAX_WAIT_SECONDS="0": must be above 0/);
    expect(() => loadConfig({ QUEUE_FREE_MAX_WAIT_SECONDS: 'soon' })).toThrow(
      /QUEUE_FREE_MAX_WAIT_SECONDS="soon": must be a number of seconds/,
    );
  });

  it('finds the widget bundle in the recorder package, or where WIDGET_SCRIPT_PATH says', () => {
    expect(loadConfig({}).widgetScriptPath).toMatch(/\/packages\/recorder\/dist\/verbatim\.global\.js$/);
    expect(loadConfig({ WIDGET_SCRIPT_PATH: '/srv/widgets/v1.js' }).widgetScriptPath).toBe('/srv/widgets/v1.js');
  });

  it('wants both Google variables or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
    });
  });

  it('runs AI locally by default, and wants a model with LLM_BASE_URL', () => {
    expect(loadConfig({}).ai).toMatchObject({ LLM_BASE_URL: undefined, LLM_CONTEXT_TOKENS: 8192 });
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL="": is required when LLM_BASE_URL is set/);
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1:8b' }).ai).toMatchObject({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1:8b',
      LLM_API_KEY: undefined,
    });
  });

  it('serves metrics on 127.0.0.1:9464 by default, elsewhere with METRICS_HOST and METRICS_PORT, not at all with METRICS_PORT=0', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_HOST: '0.0.0.0', METRICS_PORT: '9100' }).metrics).toEqual({ host: '0.0.0.0', port: 9100 });
    expect(loadConfig({ METRICS_PORT: '0' }).metrics).toBeUndefined();
  });

  it('sends webhooks only to https targets in production, and lets development and tests use http', () => {
    const razorpay = {
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
      RAZORPAY_PLAN_BASIC: 'plan_basic',
      RAZORPAY_PLAN_PRO: 'plan_pro',
    };
    const production = loadConfig({ NODE_ENV: 'production', ...razorpay });
    expect(production.webhooks).toMatchObject({ requireHttps: true, allowPrivateAddresses: false, timeoutMs: 10_000 });
    expect(() => checkWebhookUrl(production, 'http://backend.example.com/hooks')).toThrow(ValidationError);
    expect(() => checkWebhookUrl(production, 'https://backend.example.com/hooks')).not.toThrow();
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.webhooks.requireHttps, NODE_ENV).toBe(false);
      expect(() => checkWebhookUrl(config, 'http://backend.example.com/hooks')).not.toThrow();
    }
  });
});
