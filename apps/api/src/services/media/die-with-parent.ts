import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

/** The absolute path `command` runs as (searched on PATH when it has no slash), or undefined when there is none. */
export function findExecutable(command: string, path = process.env.PATH ?? ''): string | undefined {
  const candidates = command.includes('/')
    ? [resolve(command)]
    : path
        .split(delimiter)
        .filter(isAbsolute)
        .map((dir) => join(dir, command));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

let setpriv: string | null | undefined;

/**
 * The program and arguments that run `command` so that the kernel kills it when this process dies, however
 * it dies (kill -9 included): util-linux's `setpriv --pdeathsig SIGKILL` sets the parent-death signal, then
 * execs the command in the same process, so its pid and pipes are the command's own. Without it a decoder
 * outlives a killed worker, and one blocked on a named pipe whose reader died waits for ever, holding the
 * media file open. Where setpriv is missing (not Linux) or the command cannot be found (so that spawn still
 * reports ENOENT), the command runs as it is; the next worker's start-up sweep then releases such pipes.
 */
export function dieWithParent(command: string, args: readonly string[]): { file: string; args: string[] } {
  if (setpriv === undefined) setpriv = process.platform === 'linux' ? (findExecutable('setpriv') ?? null) : null;
  const program = setpriv ? findExecutable(command) : undefined;
  if (!setpriv || !program) return { file: command, args: [...args] };
  return { file: setpriv, args: ['--pdeathsig', 'SIGKILL', '--', program, ...args] };
}
