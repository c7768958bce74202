#!/usr/bin/env node
// `npm test`: set up, then typecheck, lint, every unit/integration test (Vitest),
// the Storybook build, and the browser tests (Playwright). Ends with one line
// "tests: N passed, N failed" that counts every test that ran.
import { spawnSync } from 'node:child_process';
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
const failures = [];
let passed = 0;
let failed = 0;

function step(name, command, args) {
  process.stdout.write(`\n== ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  process.stdout.write(`== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)\n`);
  if (!ok) failures.push(name);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

step('typecheck', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only']);
step('lint', bin('biome'), ['check', '.']);

const vitestReport = join(reports, 'vitest.json');
step('unit and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
const failedTests = [];
if (vitest) {
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
} else if (!failures.includes('unit and integration tests')) {
  failures.push('unit and integration tests (no report)');
}

step('storybook build', 'npm', ['run', 'build-storybook', '--silent']);

const hasE2e = existsSync(join(root, 'e2e')) && readdirSync(join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
if (hasE2e) {
  const e2eReport = join(reports, 'playwright.json');
  const built = step('build apps for e2e', bin('turbo'), [
    'run',
    'build',
    '--filter=@verbatim/api',
    '--filter=@verbatim/web',
    '--filter=@verbatim/admin',
    '--output-logs=errors-only',
  ]);
  if (built) {
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = e2eReport;
    step('browser tests', bin('playwright'), ['test', '--reporter=list,json']);
    const e2e = readJson(e2eReport);
    if (e2e?.stats) {
      passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
      failed += e2e.stats.unexpected;
    }
  }
}

process.stdout.write('\n');
// Repeated at the very end, where a truncated log still shows them.
for (const test of failedTests) {
  const firstLines = (test.message ?? '').split('\n').slice(0, 6).join('\n    ');
  process.stdout.write(`failed: ${test.where} › ${test.name}\n    ${firstLines}\n`);
}
if (failures.length > 0) process.stdout.write(`failed steps: ${failures.join(', ')}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
