#!/usr/bin/env node
// Web budgets: the JavaScript the signed-out landing page and the signed-in
// dashboard load, gzipped, and the landing page's Lighthouse performance score, in
// Debian's Chromium against the real server on the embedded defaults. Prints Markdown.
// Usage: node bench/web/run.mjs            (builds the apps first)
//        node bench/web/run.mjs --smoke    (no build: the server from source, started as the measurement starts it,
//                                           and one sign-up; no page, no Lighthouse, no budget)
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import { apiEntryArgs, smoke } from '../support/smoke.mjs';
import { freePort } from '../support/start-built-api.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUDGET_KB = { landing: 125, dashboard: 200 };
const LIGHTHOUSE_TARGET = 95;
// A smoke run takes any free port: other checkouts' test suites may be running one at the same time.
const port = Number(process.env.BENCH_PORT ?? (smoke ? await freePort() : 3290));
const base = `http://127.0.0.1:${port}`;
const run = promisify(execFile);

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'verbatim-bench-web-'));
  const child = spawn(process.execPath, apiEntryArgs('server'), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      NODE_ENV: 'production',
      // Production refuses the sandbox checkout, so it needs Razorpay's settings; no page measured here pays, and the
      // API address is a closed loopback port, so nothing can reach Razorpay.
      RAZORPAY_KEY_ID: 'rzp_test_bench',
      RAZORPAY_KEY_SECRET: 'bench-secret',
      RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
      RAZORPAY_PLAN_BASIC: 'plan_bench_basic',
      RAZORPAY_PLAN_PRO: 'plan_bench_pro',
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Three minutes: the smoke run starts it from source, on a machine that may be busy.
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, dataDir };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(
    child.exitCode !== null ? `the server exited with ${child.exitCode}` : 'the server did not answer /api/health within 180 s',
  );
}

/** Every script a page loads from a fresh start, by URL, with its gzipped size. */
async function scriptsLoadedBy(page, path) {
  const scripts = new Map();
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  };
  page.on('response', onResponse);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  return scripts;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measureScripts() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const landingPage = await (await browser.newContext()).newPage();
    const landing = await scriptsLoadedBy(landingPage, '/');
    await landingPage.getByRole('link', { name: 'Get Started Free' }).first().waitFor();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/auth`);
    const email = `bench-${Date.now()}@example.com`;
    const registered = await page.evaluate(
      async (body) => {
        const r = await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return r.status;
      },
      { email, password: 'correct horse battery', firstName: 'Bench', lastName: 'Mark' },
    );
    if (registered !== 200 && registered !== 201) throw new Error(`sign-up answered ${registered}`);
    const fresh = await context.newPage();
    const dashboard = await scriptsLoadedBy(fresh, '/dashboard');
    // A new account with no transcription yet is welcomed, not welcomed back.
    await fresh.getByText('Welcome, Bench!').waitFor();
    return { landing, dashboard };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(rounds) {
  const scores = [];
  for (let i = 0; i < rounds; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
    try {
      const result = await lighthouse(`${base}/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result.lhr;
      scores.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint'].displayValue,
        lcp: lhr.audits['largest-contentful-paint'].displayValue,
        tbt: lhr.audits['total-blocking-time'].displayValue,
        cls: lhr.audits['cumulative-layout-shift'].displayValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

function table(name, scripts, budget) {
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const rows = [...scripts].map(([url, size]) => `| ${new URL(url).pathname} | ${kb(size)} |`);
  return {
    total,
    text: [
      `${name}: ${kb(total)} KB gzipped (budget ${budget} KB: ${total <= budget * 1024 ? 'met' : 'MISSED'})`,
      '',
      '| script | KB gzipped |',
      '| --- | ---: |',
      ...rows,
      '',
    ].join('\n'),
  };
}

if (!smoke && !process.argv.includes('--no-build')) {
  process.stdout.write('building api and web…\n');
  await run(
    join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=@verbatim/api', '--filter=@verbatim/web', '--output-logs=errors-only'],
    { cwd: root },
  );
}
/** The measurement: both pages' scripts against their budgets, then Lighthouse. True when a target was missed. */
async function measure() {
  let missed = false;
  const { landing, dashboard } = await measureScripts();
  const landingTable = table('Landing page (/) signed out', landing, BUDGET_KB.landing);
  const dashboardTable = table('Dashboard (/dashboard) signed in', dashboard, BUDGET_KB.dashboard);
  process.stdout.write(`\n${landingTable.text}\n${dashboardTable.text}\n`);
  missed ||= landingTable.total > BUDGET_KB.landing * 1024 || dashboardTable.total > BUDGET_KB.dashboard * 1024;

  const rounds = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
  const scores = await lighthouseScores(rounds);
  process.stdout.write(
    'Lighthouse (default mobile profile, simulated throttling), landing page:\n\n| round | score | FCP | LCP | TBT | CLS |\n| ---: | ---: | ---: | ---: | ---: | ---: |\n',
  );
  for (const [i, s] of scores.entries()) process.stdout.write(`| ${i + 1} | ${s.score} | ${s.fcp} | ${s.lcp} | ${s.tbt} | ${s.cls} |\n`);
  const median = scores.map((s) => s.score).sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  process.stdout.write(`\nmedian score ${median} (target ≥ ${LIGHTHOUSE_TARGET}: ${median >= LIGHTHOUSE_TARGET ? 'met' : 'MISSED'})\n`);
  missed ||= median < LIGHTHOUSE_TARGET;
  return missed;
}

/**
 * One short round that enforces nothing: the server started as the measurement starts it (production settings), and one
 * sign-up through it. No page is loaded: a smoke run never builds, and `npm test` builds the apps while Vitest runs, so
 * whatever `apps/web/dist` holds at that moment may be half written.
 */
async function smokeRun() {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery', firstName: 'Bench' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}`);
  process.stdout.write('smoke: the production server started and signed a user up\n');
}

const { child, dataDir } = await startServer();
let failed = false;
try {
  if (smoke) await smokeRun();
  else failed = await measure();
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
