import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeOwnedTempDir, ownerHasEnded, removeOrphanedTempDirs } from './owned-temp-dirs';

/** The pid of a process that has ended. */
function endedPid(): number {
  const { pid } = spawnSync('true');
  if (!pid) throw new Error('could not run true');
  return pid;
}

describe('owned temporary folders', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'owned-temp-dirs-test-'));
  });
  afterEach(async () => rm(parent, { recursive: true, force: true }));

  it('names a folder after this process, which is running', async () => {
    const dir = await makeOwnedTempDir('local', parent);
    expect(basename(dir)).toMatch(new RegExp(`^verbatim-local-owner-${process.pid}-\\d+-`));
    expect(ownerHasEnded(basename(dir))).toBe(false);
    expect(ownerHasEnded('verbatim-test-media-abc')).toBeUndefined();
  });

  it("removes the folders of ended processes, with a pid's new owner told apart by its start time, and nothing else", async () => {
    const mine = await makeOwnedTempDir('local', parent);
    const dead = join(parent, `verbatim-local-owner-${endedPid()}-12345-abc`);
    // This process's pid, but another start time: a previous process of the same pid (a restarted container's pid 1).
    const reused = join(parent, `verbatim-openai-owner-${process.pid}-1-abc`);
    const unrelated = join(parent, 'verbatim-local-abc');
    for (const dir of [dead, reused, unrelated]) mkdirSync(dir);

    expect((await removeOrphanedTempDirs(parent)).sort()).toEqual([dead, reused].sort());
    expect([mine, dead, reused, unrelated].map((dir) => existsSync(dir))).toEqual([true, false, false, true]);
  });

  it('lets a writer blocked on a named pipe of a dead owner go, instead of waiting for a reader for ever', async () => {
    const dir = join(parent, `verbatim-local-owner-${endedPid()}-x-abc`);
    mkdirSync(dir);
    const fifo = join(dir, 'chunk-0.s16le');
    spawnSync('mkfifo', [fifo]);
    // Opening a FIFO for writing blocks until a reader opens it: like ffmpeg left behind by a killed worker.
    const writer = spawn('sh', ['-c', `echo samples > ${fifo}`], { stdio: 'ignore' });
    const exited = once(writer, 'exit');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writer.exitCode).toBeNull();

    expect(await removeOrphanedTempDirs(parent)).toEqual([dir]);
    await exited;
    expect(existsSync(dir)).toBe(false);
  });
});
