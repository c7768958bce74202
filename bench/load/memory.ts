/**
 * Resident memory of the processes under load, read from /proc every few hundred milliseconds: the Node process
 * itself, and the whole tree under it (ffmpeg and pocketsphinx run as children of whichever process holds the job,
 * and on a real host their memory counts as much as Node's).
 */
import { readFileSync } from 'node:fs';

function rssKiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // the process ended between listing and reading
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function treeRssKiB(pid: number): number {
  let total = rssKiB(pid);
  for (const child of childrenOf(pid)) total += treeRssKiB(child);
  return total;
}

/**
 * CPU seconds of one process: its own user + system time, and that plus the time of the child processes it has
 * waited for (fields 14-17 of /proc/PID/stat, in 1/100 s): the media tools and the speech engine the worker runs.
 */
export function cpuSeconds(pid: number): { own: number; withChildren: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const own = ((f[11] as number) + (f[12] as number)) / 100;
    return { own, withChildren: own + ((f[13] as number) + (f[14] as number)) / 100 };
  } catch {
    return { own: 0, withChildren: 0 };
  }
}

export interface MemoryFigures {
  /** MiB at each named moment (mark), in the order marked. */
  marks: Map<string, number>;
  peakMiB: number;
  /** The process and its children (media tools, speech engine) together. */
  treePeakMiB: number;
}

/** Samples each pid until stop(); mark(name) records the current RSS under a name ("start", "sockets open", "end"). */
export function sampleMemory(pids: number[], intervalMs = 250) {
  const figures = new Map<number, MemoryFigures>(pids.map((pid) => [pid, { marks: new Map(), peakMiB: 0, treePeakMiB: 0 }]));
  const sample = () => {
    for (const [pid, f] of figures) {
      f.peakMiB = Math.max(f.peakMiB, rssKiB(pid) / 1024);
      f.treePeakMiB = Math.max(f.treePeakMiB, treeRssKiB(pid) / 1024);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    figures,
    mark(name: string) {
      sample();
      for (const [pid, f] of figures) f.marks.set(name, rssKiB(pid) / 1024);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
