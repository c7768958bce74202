import { readdirSync, readFileSync } from 'node:fs';

export interface ChildProcessInfo {
  pid: number;
  /** The kernel's short name of the program (at most 15 characters: "pocketsphinx_co"). */
  name: string;
}

/**
 * The processes whose parent is `parentPid`, read from /proc (Linux), so a test can see what our code spawned and
 * check that an abort really ended it, without reaching into the code under test.
 */
export function childProcesses(parentPid = process.pid): ChildProcessInfo[] {
  const children: ChildProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it exited while we looked
    }
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so split after the last ")".
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const [state, ppid] = stat.slice(close + 2).split(' ');
    if (Number(ppid) === parentPid && state !== 'Z') children.push({ pid: Number(entry), name });
  }
  return children;
}

/** Polls until `predicate` holds, for tests that wait on another process. */
export async function waitUntil(predicate: () => boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether a process exists and has not ended (a zombie waiting for its parent to reap it has ended). */
export function processIsRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Whether a process id still names a running process. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
