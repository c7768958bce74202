import { constants, readFileSync } from 'node:fs';
import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Temporary folders named after the process that made them, so that a process starting later can tell
 * the leftovers of one that died (kill -9, out of memory, a crashed machine) from those of one still at
 * work, and remove them. A name carries the owner's pid and, on Linux, the time it started (in clock
 * ticks since boot): a pid is reused, often at once in a container where the worker is pid 1, and the
 * start time tells the new process from the dead one.
 */

const ownedName = /^verbatim-[a-z0-9]+-owner-(\d+)-(\d+|x)-/;

/** When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat); undefined when it does not exist or off Linux. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so count fields after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process's part of a folder name; worked out once, since neither part changes while it runs. */
let ownMark: string | undefined;
function ownerMark(): string {
  ownMark ??= `${process.pid}-${processStart(process.pid) ?? 'x'}`;
  return ownMark;
}

/** Makes a fresh folder under `parent` (the OS temp folder by default) named for this process: `verbatim-{kind}-owner-…`. */
export function makeOwnedTempDir(kind: string, parent = tmpdir()): Promise<string> {
  if (!/^[a-z0-9]+$/.test(kind)) throw new Error(`temporary folder kind "${kind}" must be lower-case letters and digits`);
  return mkdtemp(join(parent, `verbatim-${kind}-owner-${ownerMark()}-`));
}

/** Whether the process that made a folder of this name has ended; undefined for a name that is not an owned folder. */
export function ownerHasEnded(name: string): boolean | undefined {
  const match = ownedName.exec(name);
  if (!match) return undefined;
  const pid = Number(match[1]);
  const start = match[2];
  if (start === 'x') return !isRunning(pid);
  const current = processStart(pid);
  return current === undefined ? !isRunning(pid) : current !== start;
}

/**
 * A decoder writing into a named pipe whose reader died waits in open() for ever. Opening the pipe for
 * reading, without waiting, and closing it again lets that open() return; the writer's next write then
 * fails (no reader) and it exits. Only needed where children could not be tied to their parent's death.
 */
async function releaseBlockedWriters(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFIFO()) continue;
    try {
      const handle = await open(join(dir, entry.name), constants.O_RDONLY | constants.O_NONBLOCK);
      await handle.close();
    } catch {
      // Gone already, or not ours to open: removing the folder is all that is left to do.
    }
  }
}

/**
 * Removes the owned temporary folders under `parent` whose owner has ended; returns their paths. Call it
 * when a process that makes such folders starts. Folders of live processes, and every other file, are left alone.
 */
export async function removeOrphanedTempDirs(parent = tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent)) {
    if (ownerHasEnded(name) !== true) continue;
    const dir = join(parent, name);
    try {
      if (!(await stat(dir)).isDirectory()) continue;
      await releaseBlockedWriters(dir);
      await rm(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // Another process removed it meanwhile, or it is not ours to remove.
    }
  }
  return removed;
}
