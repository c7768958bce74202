#!/usr/bin/env node
// `npm test`: set up, then typecheck, lint, every unit/integration test (Vitest),
// the Storybook build, and the browser tests (Playwright). Ends with one line
// "tests: N passed, N failed" that counts every test that ran.
//
// Two lanes: Vitest, and beside it the static checks, the apps' build and then the browser tests, whose output is held
// back and shown when each step ends. Vitest's files wait on servers, databases and decoders for part of their time,
// and the other lane fills it: a fresh clone with PostgreSQL took about 900 s instead of 1,120 with the browser tests
// after Vitest (docs/decisions/foundation.md). A last line gives each step's time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup } from './setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
setup('test');

const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' };
const reports = mkdtempSync(join(tmpdir(), 'verbatim-test-'));
const started = Date.now();
const failures = [];
const timings = [];
let passed = 0;
let failed = 0;

/**
 * Runs one step; resolves to whether it passed. Its output is shown as it comes, or, with `held`, all at once when it
 * ends, so that a step running beside another does not interleave with it.
 */
function step(name, command, args, extraEnv = {}, { held = false } = {}) {
  const stepStarted = Date.now();
  if (!held) process.stdout.write(`\n== ${name}\n`);
  const output = [];
  return new Promise((resolve) => {
    const stdio = held ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (ok) => {
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      if (held) process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`);
      process.stdout.write(`== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)\n`);
      timings.push(`${name} ${seconds} s`);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on('error', (error) => {
      process.stdout.write(`could not start ${command}: ${error.message}\n`);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const failedTests = [];

async function runVitest() {
  const report = join(reports, 'vitest.json');
  const ran = await step('unit and integration tests', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const vitest = readJson(report);
  if (!vitest) {
    if (ran) failures.push('unit and integration tests (no report)');
    return;
  }
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failedInFile = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedInFile) failedTests.push({ where, name: test.fullName, message: test.failureMessages?.[0] });
    // A file that fails before any test runs (an import error, a crashed worker) has no assertions.
    if (file.status === 'failed' && failedInFile.length === 0)
      failedTests.push({ where, name: '(the file itself)', message: file.message });
  }
}

const hasE2e = existsSync(join(root, 'e2e')) && readdirSync(join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));

/** Lint, typecheck, the Storybook build and the apps' build for the browser tests; resolves to whether that built. */
async function runStaticChecksAndBuild() {
  const held = { held: true };
  await step('lint', bin('biome'), ['check', '.'], {}, held);
  await step('typecheck', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only'], {}, held);
  await step('storybook build', 'npm', ['run', 'build-storybook', '--silent'], {}, held);
  if (!hasE2e) return false;
  const apps = ['--filter=@verbatim/api', '--filter=@verbatim/web', '--filter=@verbatim/admin'];
  return step('build apps for e2e', bin('turbo'), ['run', 'build', ...apps, '--output-logs=errors-only'], {}, held);
}

/** The browser tests that failed, from Playwright's JSON report: suites nest by file and `describe`, specs hold tests. */
function playwrightFailures(suites) {
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        const message = result?.error?.message ?? result?.errors?.[0]?.message;
        found.push({ where: `e2e/${spec.file}:${spec.line}`, name: [...titles, spec.title].join(' › '), message });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites) visit(suite, []);
  return found;
}

async function runBrowserTests(built) {
  if (!hasE2e || !built) return;
  const report = join(reports, 'playwright.json');
  const reportTo = { PLAYWRIGHT_JSON_OUTPUT_NAME: report };
  await step('browser tests', bin('playwright'), ['test', '--reporter=list,json'], reportTo, { held: true });
  const e2e = readJson(report);
  for (const failure of playwrightFailures(e2e?.suites ?? [])) failedTests.push(failure);
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
  } else if (!failures.includes('browser tests')) {
    failures.push('browser tests (no report)');
  }
}

await Promise.all([runStaticChecksAndBuild().then(runBrowserTests), runVitest()]);

process.stdout.write(`\nsteps: ${timings.join(', ')}; ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`);
// Repeated at the very end, where a truncated log still shows them.
for (const test of failedTests) {
  const firstLines = (test.message ?? '').split('\n').slice(0, 6).join('\n    ');
  process.stdout.write(`failed: ${test.where} › ${test.name}\n    ${firstLines}\n`);
}
if (failures.length > 0) process.stdout.write(`failed steps: ${failures.join(', ')}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
