#!/usr/bin/env node
// `npm start`: set up, build the apps, then run the API server (which migrates and
// serves the web app) in the foreground, passing signals through for a clean stop.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup } from './setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
setup('start');

const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
const build = spawnSync(
  bin('turbo'),
  ['run', 'build', '--filter=@verbatim/api', '--filter=@verbatim/web', '--filter=@verbatim/admin', '--output-logs=errors-only'],
  { cwd: root, stdio: 'inherit', env },
);
if (build.status !== 0) {
  console.error('[start] the build failed; see the errors above.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
