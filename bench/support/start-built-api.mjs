// Starting the built API (and other servers) for the benchmark scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A loopback port nothing listens on at the moment. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `url` answers 2xx; a minute is given for a server to start. */
export async function waitFor(url) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The built server, as `npm start` runs it (run from source through tsx, the API used several times the CPU),
 * without the worker: nothing is transcribed in a benchmark. An empty `databaseUrl` means the embedded PGlite.
 * BENCH_CPU_PROFILE_DIR, when set, is where the process writes a CPU profile.
 */
export async function startBuiltApi({ dataDir, databaseUrl }) {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RUN_WORKER: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return { child, url };
}
