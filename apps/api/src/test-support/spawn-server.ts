import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';
import { bundledEntryPath, SPAWNED_ENTRIES } from './spawned-entries';

const apiDir = join(import.meta.dirname, '../..');

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** This test run's bundle folder; none outside a Vitest worker (the benchmarks start entries through this module too). */
function runBundleDir(): string | undefined {
  try {
    return inject('spawnedEntriesDir');
  } catch {
    return undefined;
  }
}

/**
 * How to start `entry` (a file under src/): from this run's bundle of it, made by the API project's global setup. Only
 * where a test file runs without that setup is it started from source through tsx, which takes seconds longer.
 */
function entryCommand(entry: string): string[] {
  const bundleDir = runBundleDir();
  if (!bundleDir) return ['--conditions=@verbatim/source', '--import', 'tsx', join(apiDir, 'src', entry)];
  if (!(SPAWNED_ENTRIES as readonly string[]).includes(entry)) {
    throw new Error(`${entry} is not bundled for tests: add it to SPAWNED_ENTRIES in src/test-support/spawned-entries.ts`);
  }
  return ['--enable-source-maps', join(bundleDir, bundledEntryPath(entry))];
}

/** Runs one of the API's entry points in a child process, as `npm start` runs the build. */
export function runEntry(entry: string, args: string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, [...entryCommand(entry), ...args], {
    cwd: apiDir,
    // PGlite in DATA_DIR unless the test names a database: never the DATABASE_URL the test run itself was given.
    // No metrics listener either unless the test asks: test processes run side by side, and 9464 is one port.
    env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return Object.assign(child, { output: () => output });
}

/** Starts the real server as a process and waits until /api/health answers 200. */
export async function spawnServer(env: Record<string, string>) {
  const port = await freePort();
  const child = runEntry('server.ts', [], { HOST: '127.0.0.1', PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  // A limit for a server that hangs, not a measurement: beside Vitest's other files and the browser tests, a start from
  // a bundle and a migrated copy took over 30 s.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${child.output()}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    child,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
  };
}

/** Runs an entry point to completion and returns its exit code and output. */
export async function runToCompletion(entry: string, args: string[], env: Record<string, string>) {
  const child = runEntry(entry, args, env);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: child.output() };
}
