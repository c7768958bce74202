import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Mounting a file system takes root (on Linux); elsewhere the tests that need one are not defined. */
export const canMountSmallFileSystem = process.platform === 'linux' && userInfo().uid === 0;

/** A tmpfs of `megabytes` at a new temporary folder: a real disk that fills up, and a write past it fails with ENOSPC. */
export async function mountSmallFileSystem(megabytes: number): Promise<{ dir: string; unmount(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-small-fs-'));
  await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  return {
    dir,
    async unmount() {
      try {
        await run('umount', [dir]);
      } catch {
        // Still busy (a test that failed left a file open): detached now, freed when the last file closes, so that no
        // mount outlives the test.
        await run('umount', ['--lazy', dir]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Fills the file system holding `dir` with one file until it refuses with ENOSPC (in large chunks, then small ones,
 * so that less than a page is left), and returns the file's path: removing it gives the room back.
 */
export function fillFileSystem(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  try {
    for (const size of [1024 * 1024, 4096]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}
