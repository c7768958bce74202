import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, NEWSLETTER_ADMIN_EMAIL } from './e2e/support/accounts';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './e2e/support/mailbox';
import { MODEL_LOOPBACK_PORT, MODEL_SERVER_PORT } from './e2e/support/model-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The real server, built as `npm start` builds it, on the embedded defaults with a fresh data folder.
const port = 3210;
const dataDir = mkdtempSync(join(tmpdir(), 'verbatim-e2e-'));
// A second one configured with an OpenAI-compatible model: a loopback server that speaks the protocol.
const modelDataDir = mkdtempSync(join(tmpdir(), 'verbatim-e2e-model-'));

export default defineConfig({
  testDir: 'e2e',
  // Files run in two workers against the same servers, tests within a file in order: most of a browser test's time is
  // waiting on the server, the decoder or the page, which a second worker fills.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A check's wait is a limit for a hang, not an estimate: the browser tests share two cores with Vitest, and under
  // that load a page that takes 1 s alone has taken more than Playwright's default 5 s to show its heading.
  expect: { timeout: 15_000 },
  forbidOnly: true,
  outputDir: join(tmpdir(), 'verbatim-e2e-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records a screencast and a DOM snapshot at every action of every test, failing or not: about a third of
    // Chromium's CPU time here (measured on the auth, small-things and secret-keys files: 66 CPU-seconds with it, 46
    // without). A failure keeps its screenshot; `E2E_TRACE=1` records traces again when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-loopback.ts',
      port: MAIL_HTTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The embedded defaults (PGlite in a fresh DATA_DIR), even when the test run itself has a DATABASE_URL.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Two servers run at once here: neither takes the metrics port.
        METRICS_PORT: '0',
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: '',
        // The admin tests' accounts become admins once their addresses are verified, as ADMIN_EMAILS does in production.
        ADMIN_EMAILS: `${ADMIN_EMAIL},${NEWSLETTER_ADMIN_EMAIL}`,
        // E-mails go to a real SMTP server on loopback, where the tests read what a person would receive.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // The webhook test's receiver listens on loopback, which production refuses.
        WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
    },
    {
      command: 'node --import tsx e2e/support/model-loopback.ts',
      port: MODEL_LOOPBACK_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MODEL_LOOPBACK_PORT: String(MODEL_LOOPBACK_PORT) },
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `http://localhost:${MODEL_SERVER_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(MODEL_SERVER_PORT),
        DATA_DIR: modelDataDir,
        LOG_LEVEL: 'warn',
        METRICS_PORT: '0',
        PUBLIC_URL: `http://localhost:${MODEL_SERVER_PORT}`,
        DATABASE_URL: '',
        LLM_BASE_URL: `http://127.0.0.1:${MODEL_LOOPBACK_PORT}/v1`,
        LLM_MODEL: 'e2e-model',
      },
    },
  ],
});
