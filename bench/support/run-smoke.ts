import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export interface SmokeResult {
  /** The exit code, or null when the run was stopped (its signal is in `output`). */
  code: number | null;
  stdout: string;
  /** stdout and stderr together, for the failure message. */
  output: string;
}

/** The environment a benchmark gets from `npm run bench`: Vitest's own variables (NODE_ENV=test among them) left out. */
function benchEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  return env;
}

/**
 * Runs one benchmark command with `--smoke` from the repository root. It runs in a process group of its own, so that
 * when it overruns `timeoutMs` the servers and workers it started are stopped with it, not left behind.
 */
export function runSmoke(command: string[], timeoutMs: number): Promise<SmokeResult> {
  const [program, ...args] = command;
  if (!program) throw new Error('an empty command');
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, '--smoke'], {
      cwd: root,
      env: benchEnvironment(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      output += `\n(stopped after ${timeoutMs / 1000} s)`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Whatever the benchmark left running in its group goes too.
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group is already empty
        }
      }
      resolve({ code, stdout, output: signal ? `${output}\n(ended by ${signal})` : output });
    });
  });
}
