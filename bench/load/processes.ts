/**
 * The processes under load: the built API (as `npm start` runs it; from source in a smoke run) and, optionally,
 * standalone workers, each with its output kept so that the report can count what the servers themselves logged as
 * errors.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { apiEntryArgs } from '../support/smoke.mjs';

export interface BenchProcess {
  label: string;
  child: ChildProcess;
  url?: string;
  /** pino lines at level error (50) or fatal (60), as the process wrote them. */
  errorLines: string[];
  warningLines: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function launch(label: string, entry: 'server' | 'worker', env: Record<string, string>): BenchProcess {
  const child = spawn(process.execPath, apiEntryArgs(entry), {
    cwd: join(import.meta.dirname, '../..'),
    // Several APIs and workers on one machine: none takes the metrics port.
    env: { ...process.env, LOG_LEVEL: 'warn', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errorLines: string[] = [];
  const warningLines: string[] = [];
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
      // Anything that is not a pino line (a crash's stack trace) counts as an error too.
      if (level >= 50 || (level === 0 && line.trim() !== '')) errorLines.push(line);
      else if (level === 40) warningLines.push(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    label,
    child,
    errorLines,
    warningLines,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await once(child, 'exit');
      clearTimeout(killer);
    },
  };
}

/** Starts the built server and waits until /api/health answers 200. */
export async function startApi(label: string, env: Record<string, string>): Promise<BenchProcess & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // PUBLIC_URL on 127.0.0.1: presigned storage URLs are built from it, and `localhost` may resolve to ::1 first.
  const proc = launch(label, 'server', { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env });
  // Three minutes: a smoke run starts it from source, on a machine that may be busy.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${label} exited early:\n${proc.errorLines.join('\n')}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200) return { ...proc, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not handed back to the caller, so nobody else would stop it.
      await proc.stop();
      throw new Error(`${label} did not become ready:\n${proc.errorLines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export function startWorker(label: string, env: Record<string, string>): BenchProcess {
  return launch(label, 'worker', env);
}
