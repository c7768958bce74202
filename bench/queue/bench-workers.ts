// What the queue benchmarks share: worker processes started from source, and waiting on a condition with a deadline.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface BenchWorker {
  child: ChildProcess;
  /** Everything the worker has printed on stdout so far ("ready" once it claims). */
  output: () => string;
}

/** Starts `script` (beside this file) from source through tsx, with `env` added to this process's. */
export function startBenchWorker(script: string, env: Record<string, string>): BenchWorker {
  const child = spawn(process.execPath, ['--conditions=@verbatim/source', '--import', 'tsx', join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

/** Resolves once `check` holds; throws naming `what` when `timeoutMs` passes first. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
