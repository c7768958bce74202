import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AiUnavailableError } from '../ai-writer';

export interface RunApertiumOptions {
  /** The `apertium` command: a name on PATH or a path. */
  command: string;
  args: readonly string[];
  /** The text to translate, if any: written to a temporary file whose path is passed after `args`. */
  input?: string;
  /** Longest the run may take before it is stopped and reported unavailable. */
  timeoutMs: number;
  signal: AbortSignal;
}

/** What to tell a person who has no Apertium: the packages that bring it. */
const INSTALL_HINT = 'Install it with: sudo apt-get install apertium apertium-en-es (or run node scripts/setup.mjs).';

/**
 * Runs `apertium` once and resolves with what it wrote. The text goes in a temporary file, not on standard input:
 * the script opens /dev/stdin by name, which fails on the socket Node gives a child for its input (and the script
 * still exits 0, with nothing written).
 */
export async function runApertium(options: RunApertiumOptions): Promise<string> {
  options.signal.throwIfAborted();
  if (options.input === undefined) return runProcess(options.command, options.args, options);
  const folder = await mkdtemp(join(tmpdir(), 'verbatim-apertium-'));
  try {
    const file = join(folder, 'input.txt');
    await writeFile(file, options.input, 'utf8');
    const output = await runProcess(options.command, [...options.args, file], options);
    if (output.trim() === '' && options.input.trim() !== '') throw new AiUnavailableError('Apertium failed: it wrote no translation.');
    return output;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Runs one command to its end. `apertium` is a shell script that starts a pipeline of programs (lt-proc,
 * apertium-tagger, apertium-transfer…), so stopping the script alone would leave them running: it is started in a
 * process group of its own, and a timeout or an abort ends the whole group. An abort rejects with the signal's
 * reason; a missing command, a timeout or a failed run rejects with `AiUnavailableError`.
 */
function runProcess(command: string, args: readonly string[], { timeoutMs, signal }: RunApertiumOptions): Promise<string> {
  signal.throwIfAborted();
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let settled = false;
    let closed = false;

    const killGroup = () => {
      if (child.pid === undefined || closed) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already gone.
      }
    };
    const finish = (error: unknown, output?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (error === undefined) resolve(output ?? '');
      else {
        killGroup();
        reject(error);
      }
    };
    const onAbort = () => finish(signal.reason);
    const timer = setTimeout(
      () => finish(new AiUnavailableError(`Apertium did not finish within ${Math.round(timeoutMs / 1000)} s.`)),
      timeoutMs,
    );
    signal.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        new AiUnavailableError(
          error.code === 'ENOENT'
            ? `Apertium is not installed (no "${command}" command). ${INSTALL_HINT}`
            : `Apertium could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code, exitSignal) => {
      closed = true;
      if (code === 0) {
        finish(undefined, Buffer.concat(stdout).toString('utf8'));
        return;
      }
      const message = Buffer.concat(stderr).toString('utf8').trim().split('\n')[0] || `exit ${exitSignal ?? code}`;
      finish(new AiUnavailableError(`Apertium failed: ${message}`));
    });
  });
}
