import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
      await run('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
