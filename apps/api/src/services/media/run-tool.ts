import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { dieWithParent } from './die-with-parent';

/** The Debian package that ships each external program we run, so the error can say what to install. */
const TOOL_PACKAGES = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffmpeg',
  pocketsphinx_continuous: 'pocketsphinx',
} as const;

export type ToolName = keyof typeof TOOL_PACKAGES;

/** The machine lacks a program: an operator problem, so it is not a MediaError and never blames the user's file. */
export class MissingToolError extends Error {
  override readonly name = 'MissingToolError';
  constructor(
    readonly tool: ToolName,
    readonly command: string,
    cause?: unknown,
  ) {
    const pkg = TOOL_PACKAGES[tool];
    super(`${tool} was not found (tried "${command}"). Install the Debian package "${pkg}": sudo apt-get install ${pkg}`);
    if (cause !== undefined) this.cause = cause;
  }
}

/** Keeps only the end of a child's stderr: ffmpeg can print without limit on a damaged file. */
export function tailCollector(limit = 8192) {
  let text = '';
  return {
    push(chunk: Buffer | string) {
      text += chunk.toString();
      if (text.length > limit * 2) text = text.slice(-limit);
    },
    get text() {
      return text.slice(-limit).trim();
    },
  };
}

/**
 * spawn() reports a missing binary as an asynchronous 'error' event with ENOENT; this turns it into MissingToolError
 * and hands back the child so callers can wire its streams. The child dies with this process (see dieWithParent).
 */
export function spawnTool(tool: ToolName, command: string, args: string[], options: SpawnOptions = {}) {
  const tied = dieWithParent(command, args);
  const child: ChildProcess = spawn(tied.file, tied.args, { ...options, stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'] });
  const finished = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    let failure: Error | null = null;
    child.once('error', (error: NodeJS.ErrnoException) => {
      failure = error.code === 'ENOENT' ? new MissingToolError(tool, command, error) : error;
      // Never started: there is no process to wait for.
      if (child.pid === undefined) reject(failure);
    });
    // An abort kills the child and reports at once; settle only when it is really gone, so no caller (or test) sees
    // a "finished" process that is still running.
    child.once('close', (code, signal) => (failure ? reject(failure) : resolve({ code, signal })));
  });
  // The caller may not await `finished` when it fails early for another reason; avoid an unhandled rejection.
  finished.catch(() => undefined);
  return { child, finished };
}
