import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DISK_RESERVE_BYTES, judgeWrite } from '../http/database-disk-reserve';
import { DISK_FULL_MESSAGE } from '../http/error-handler';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { diskSpaceAt } from '../lib/disk-space';
import { isDatabaseDiskFull, isStorageFull } from '../lib/storage-full';
import { insertTranscription } from '../test-support/account-data-fixtures';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { signedUpSession } from '../test-support/signed-up-session';
import { canMountSmallFileSystem, fillFileSystem, mountSmallFileSystem } from '../test-support/small-file-system';
import { runEntry } from '../test-support/spawn-server';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { createDatabase } from './create-database';
import { EmbeddedDatabaseStoppedError, embeddedDatabaseDirectory } from './fenced-pglite';

const MB = 1024 * 1024;

describe('keeping the embedded database off a full disk', () => {
  it('takes a write with room to spare, and refuses one below the reserve or an upload that would reach it', () => {
    expect(judgeWrite(100 * MB, 1000, 64 * MB)).toBe('write');
    expect(judgeWrite(63 * MB, 0, 64 * MB)).toBe('below-reserve');
    expect(judgeWrite(100 * MB, 40 * MB, 64 * MB)).toBe('no-room-for-body');
  });

  it('keeps the reserve only where PGlite keeps its files on disk', async () => {
    const postgres = createDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      expect(embeddedDatabaseDirectory(postgres.client)).toBeUndefined();
    } finally {
      await postgres.destroy();
    }
    // An in-memory PGlite is a plain one (starting it would run initdb for nothing here).
    expect(embeddedDatabaseDirectory({ pglite: Object.create(PGlite.prototype) })).toBeUndefined();
  });

  it('answers the database’s own full disk 507, and a database stopped by a PANIC 503', () => {
    const diskFull = Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' });
    expect(isStorageFull(diskFull)).toBe(true);
    expect(isDatabaseDiskFull(diskFull)).toBe(true);
    expect(isDatabaseDiskFull(Object.assign(new Error('no room'), { code: 'ENOSPC' }))).toBe(false);
    // As objection wraps it, from a model's query.
    expect(isDatabaseDiskFull(Object.assign(new Error('insert into …'), { name: 'DBError', nativeError: diskFull }))).toBe(true);
    const stopped = new EmbeddedDatabaseStoppedError(Object.assign(diskFull, { severity: 'PANIC' }));
    expect(isStorageFull(stopped)).toBe(false);
    expect(isDatabaseUnavailable(stopped)).toBe(true);
  });
});

/** A transcription of the owner's as the pipeline leaves it, with one word to correct. */
async function insertTranscript(server: TestServer, userId: string): Promise<string> {
  const row = await insertTranscription(server.deps.db, userId, {
    fileName: 'standup.mp3',
    engine: 'assemblyai',
    words: [
      { start: 0, end: 0.4, text: 'Morning', confidence: 0.9 },
      { start: 0.5, end: 0.9, text: 'zebra', confidence: 0.3 },
    ],
    segments: [{ start: 0, end: 0.9, text: 'Morning zebra', speaker: 'A' }],
    transcriptText: 'Morning zebra',
    durationSeconds: 1,
  });
  return row.id;
}

// Mounting the small file system takes root, as in services/storage/disk-full.test.ts: defined only where the tests run
// as root; the tests above run everywhere.
if (canMountSmallFileSystem) {
  describe('PGlite in DATA_DIR when the disk fills', () => {
    let fs: Awaited<ReturnType<typeof mountSmallFileSystem>>;
    let server: TestServer | undefined;
    let media: string;

    const start = () => startTestServer({ dataDir: fs.dir, pgliteInDataDir: true, env: { RUN_WORKER: 'false' } });

    beforeAll(async () => {
      media = mkdtempSync(join(tmpdir(), 'verbatim-pglite-disk-full-'));
      // A migrated PGlite takes about 45 MB (16 of them its first log segment), leaving room above the reserve.
      fs = await mountSmallFileSystem(160);
      server = await start();
    }, 60_000);
    afterAll(async () => {
      try {
        await server?.close();
      } finally {
        await fs?.unmount();
        rmSync(media, { recursive: true, force: true });
      }
    }, 30_000);

    it('answers writes 507 while it is full, takes them once there is room, and reopens with everything committed', async () => {
      if (!server) throw new Error('no server');
      const live = server;
      const owner = await signedUpSession(live, 'pglitefull');
      const transcriptId = await insertTranscript(live, owner.userId);
      const wav = makeToneWav(join(media, 'short.wav'), 2);
      const upload = (http: HttpSession) => {
        const form = new FormData();
        form.append('file', new Blob([wav], { type: 'audio/wav' }), 'short.wav');
        return http.fetch(`${live.url}/api/transcriptions/upload`, { method: 'POST', body: form });
      };
      const signUp = (label: string) =>
        createHttpSession(live.url).post('/api/auth/register', {
          email: `${label}.${Date.now()}@example.com`,
          password: 'password123',
          firstName: 'P',
        });
      const correct = () =>
        owner.http.request('PATCH', `/api/transcriptions/${transcriptId}`, { edits: [{ start: 1, end: 2, text: 'Zürich' }], version: 0 });
      expect((await upload(owner.http)).status).toBe(201);
      expect((await diskSpaceAt(fs.dir)).freeBytes).toBeGreaterThan(DATABASE_DISK_RESERVE_BYTES);
      const users = async () => Number((await live.deps.db('users').count({ n: '*' }).first())?.n);
      const usersBefore = await users();

      const filler = fillFileSystem(fs.dir);
      expect((await diskSpaceAt(fs.dir)).freeBytes).toBeLessThan(64 * 1024);
      const refusedAt = performance.now();
      const refusals = [
        await signUp('refused'),
        await upload(owner.http).then(async (res) => ({ status: res.status, json: await res.json() })),
        await correct(),
      ];
      const refusedMs = performance.now() - refusedAt;
      for (const refused of refusals) {
        expect(refused.status).toBe(507);
        expect(refused.json).toEqual({ error: { code: 'INSUFFICIENT_STORAGE', message: DISK_FULL_MESSAGE } });
      }
      // Reads go on, and the refused writes left nothing.
      expect((await owner.http.get(`/api/transcriptions/${transcriptId}`)).json).toMatchObject({
        version: 0,
        transcriptText: 'Morning zebra',
      });
      expect((await fetch(`${live.url}/api/health`)).status).toBe(200);
      expect(await users()).toBe(usersBefore);
      expect(await live.deps.db('transcriptions').where({ userId: owner.userId })).toHaveLength(2);

      rmSync(filler);
      const freedAt = performance.now();
      const signedUp = await signUp('after');
      const backMs = performance.now() - freedAt;
      expect(signedUp.status).toBe(201);
      expect((await upload(owner.http)).status).toBe(201);
      const corrected = await correct();
      expect(corrected.status, corrected.text).toBe(200);
      expect(corrected.json).toMatchObject({ version: 1, transcriptText: 'Morning Zürich' });
      console.info(
        `PGlite's disk full: 3 writing requests refused 507 in ${Math.round(refusedMs)} ms; the first write after the room came back took ${Math.round(backMs)} ms`,
      );

      // A restart on the same DATA_DIR opens the database with all of it, and the owner is still signed in.
      await live.close();
      server = undefined;
      server = await start();
      const again = createHttpSession(server.url);
      for (const [name, value] of owner.http.cookies) again.cookies.set(name, value);
      expect((await again.get(`/api/transcriptions/${transcriptId}`)).json).toMatchObject({ version: 1, transcriptText: 'Morning Zürich' });
      expect(await server.deps.db('transcriptions').where({ userId: owner.userId })).toHaveLength(3);
      expect(await server.deps.db('users').where({ email: String((signedUp.json.user as { email: string }).email) })).toHaveLength(1);
      expect(Number((await server.deps.db('users').count({ n: '*' }).first())?.n)).toBe(usersBefore + 1);
    }, 90_000);
  });

  describe('PGlite at a PANIC for want of disk', () => {
    let fs: Awaited<ReturnType<typeof mountSmallFileSystem>>;

    beforeAll(async () => {
      fs = await mountSmallFileSystem(64);
    });
    afterAll(async () => {
      await fs?.unmount();
    });

    it('refuses every query after it at once instead of hanging, and its files reopen whole', async () => {
      const child = runEntry('test-support/pglite-at-a-panic.ts', [fs.dir], {});
      // A limit for a hang: the child starts tsx and PGlite, which beside the rest of the suite on a slow day took over 40 s.
      const killer = setTimeout(() => child.kill('SIGKILL'), 150_000);
      try {
        await once(child, 'exit');
      } finally {
        clearTimeout(killer);
      }
      expect(child.exitCode, child.output()).toBe(0);
      const report = JSON.parse(child.output().trim().split('\n').at(-1) ?? '{}');
      // Postgres could not make the next log segment: a PANIC, reported as the database's full disk.
      expect(report.write).toMatchObject({ ok: false, code: '53100', severity: 'PANIC', storageFull: true });
      // Every query after it fails at once as an unreachable database, rather than spinning forever.
      expect(report.next).toMatchObject({ ok: false, code: '08006', storageFull: false, unavailable: true });
      expect(report.next.ms).toBeLessThan(1000);
      expect(report.answers).toBe(false);
      expect(report.close).toMatchObject({ ok: true });

      rmSync(report.filler);
      const reopened = createDatabase({ pgliteDir: join(fs.dir, 'pglite') });
      try {
        expect(await reopened('notes').count({ n: '*' }).first()).toEqual({ n: 20 });
        // The write met by the PANIC never committed; the next one does.
        expect(await reopened('notes').where({ id: 1 }).first()).toEqual({ id: 1, body: 'note 1' });
        await reopened('notes').where({ id: 1 }).update({ body: 'changed' });
        expect(await reopened('notes').where({ id: 1 }).first()).toEqual({ id: 1, body: 'changed' });
      } finally {
        await reopened.destroy();
      }
    }, 180_000);
  });
}
