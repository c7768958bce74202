// Starting the built API (and other servers) for the benchmark scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiEntryArgs } from './smoke.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A loopback port nothing listens on at the moment. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `url` answers 2xx (any status with `anyAnswer`); three minutes are given for a server to start (a busy machine is slow). */
export async function waitFor(url, { anyAnswer = false } = {}) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok || anyAnswer) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The built server, as `npm start` runs it (from source in a smoke run: see apiEntryArgs), without the worker: nothing
 * is transcribed in a benchmark. An empty `databaseUrl` means the embedded PGlite.
 * BENCH_CPU_PROFILE_DIR, when set, is where the process writes a CPU profile.
 */
export async function startBuiltApi({ dataDir, databaseUrl }) {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, ...apiEntryArgs('server')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RUN_WORKER: 'false',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`);
  } catch (error) {
    // Not handed back to the caller, so nobody else would stop it.
    child.kill('SIGKILL');
    throw error;
  }
  return { child, url };
}
