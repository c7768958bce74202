import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageFull } from '../../lib/storage-full';
import { makeToneWav } from '../../test-support/media/make-tone-wav';
import { signedUpSession } from '../../test-support/signed-up-session';
import { canMountSmallFileSystem, mountSmallFileSystem } from '../../test-support/small-file-system';
import { startTestServer, type TestServer } from '../../test-support/start-test-server';

function thrownBy(write: () => void): unknown {
  try {
    write();
  } catch (error) {
    return error;
  }
  throw new Error('the write did not fail');
}

describe('telling a full disk from other write failures', () => {
  it('a write to a device with no room is a full disk; one to a missing folder is not', () => {
    // /dev/full refuses every write with ENOSPC, for any user: the file system's own answer, without a full disk.
    expect(isStorageFull(thrownBy(() => writeFileSync('/dev/full', 'x')))).toBe(true);
    expect(isStorageFull(thrownBy(() => writeFileSync('/no/such/folder/file', 'x')))).toBe(false);
  });
});

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

// Mounting the small file system takes root: defined where the tests run as root (CI containers), so nothing shows
// as skipped elsewhere; the test above runs everywhere.
if (canMountSmallFileSystem)
  describe('an upload when DATA_DIR is full', () => {
    let fs: Awaited<ReturnType<typeof mountSmallFileSystem>>;
    let server: TestServer;
    let media: string;

    beforeAll(async () => {
      media = mkdtempSync(join(tmpdir(), 'verbatim-disk-full-'));
      fs = await mountSmallFileSystem(1);
      server = await startTestServer({ dataDir: fs.dir, env: { RUN_WORKER: 'false' } });
    });
    afterAll(async () => {
      await server?.close();
      await fs?.unmount();
      rmSync(media, { recursive: true, force: true });
    });

    it('answers 507 with the JSON error, keeps nothing of it, and takes a file that fits afterwards', async () => {
      const { http, userId } = await signedUpSession(server, 'diskfull');
      const before = filesUnder(join(fs.dir, 'storage'));
      // 40 s of 16 kHz audio is about 1.3 MB: more than the whole 1 MB file system.
      const big = makeToneWav(join(media, 'big.wav'), 40);
      const form = new FormData();
      form.append('file', new Blob([big], { type: 'audio/wav' }), 'big.wav');
      const refused = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
      expect(refused.status).toBe(507);
      expect(await refused.json()).toEqual({
        error: { code: 'INSUFFICIENT_STORAGE', message: 'Verbatim has no room to store this file right now. Please try again later.' },
      });
      expect(filesUnder(join(fs.dir, 'storage'))).toEqual(before);
      expect(await server.deps.db('transcriptions').where({ userId })).toEqual([]);

      // The refused file left the room it took: a small one is stored and becomes a transcription.
      const small = makeToneWav(join(media, 'small.wav'), 2);
      const fits = new FormData();
      fits.append('file', new Blob([small], { type: 'audio/wav' }), 'small.wav');
      const stored = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: fits });
      expect(stored.status).toBe(201);
      expect(await server.deps.db('transcriptions').where({ userId })).toHaveLength(1);
    });
  });
