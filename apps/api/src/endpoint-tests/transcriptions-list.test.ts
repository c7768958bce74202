import { TRANSCRIPTIONS_PAGE_SIZE, TRANSCRIPTIONS_PAGE_SIZE_MAX, transcriptionPageSchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

interface Seed {
  fileName?: string;
  transcriptText?: string;
  /** ISO time with up to microseconds. */
  createdAt: string;
}

describe.each(endpointTestDatabases())('GET /api/transcriptions paging on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const signedUp = () => signedUpSession(server, 'paging');

  /** Rows straight into the table: paging is about order and cursors, not about how rows got there. */
  async function seed(userId: string, rows: Seed[]): Promise<string[]> {
    const inserted: Array<{ id: string }> = await server.deps
      .db('transcriptions')
      .insert(
        rows.map((row, i) => ({
          userId,
          fileName: row.fileName ?? `file-${i}.mp3`,
          fileSize: 1000 + i,
          uploadPath: 'direct',
          status: 'completed',
          progress: 100,
          transcriptText: row.transcriptText ?? `Transcript number ${i}.`,
          segments: JSON.stringify([{ start: 0, end: 1, text: 'x' }]),
          words: JSON.stringify([{ start: 0, end: 1, text: 'x' }]),
          createdAt: row.createdAt,
        })),
      )
      .returning('id');
    return inserted.map((row) => row.id);
  }

  /** The ids of every row, newest first, as the database orders them: the truth the pages must add up to. */
  async function expectedOrder(userId: string): Promise<string[]> {
    return server.deps
      .db('transcriptions')
      .where({ userId })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .pluck('id');
  }

  async function page(http: HttpSession, query: Record<string, string | number>) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await http.get(`/api/transcriptions?${search}`);
    expect(res.status).toBe(200);
    return transcriptionPageSchema.strict().parse(res.json);
  }

  async function everyPage(http: HttpSession, query: Record<string, string | number>) {
    const pages = [];
    let cursor: string | null = null;
    do {
      const next = await page(http, cursor ? { ...query, cursor } : query);
      pages.push(next);
      cursor = next.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it('pages newest first with the default size, every row once, and no transcript text in the rows', async () => {
    const { http, userId } = await signedUp();
    const base = Date.parse('2026-03-01T12:00:00Z');
    // Every fifth row shares its second with the next one, so ties are broken by id across page ends too.
    await seed(
      userId,
      Array.from({ length: 120 }, (_, i) => ({ createdAt: new Date(base + Math.floor(i / 2) * 1000).toISOString() })),
    );
    const pages = await everyPage(http, {});
    expect(pages.map((p) => p.items.length)).toEqual([TRANSCRIPTIONS_PAGE_SIZE, TRANSCRIPTIONS_PAGE_SIZE, 20]);
    expect(pages.map((p) => p.total)).toEqual([120, 120, 120]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((p) => p.items.map((row) => row.id))).toEqual(await expectedOrder(userId));
    for (const row of pages[0]?.items ?? []) {
      expect(row).not.toHaveProperty('transcriptText');
      expect(row).not.toHaveProperty('segments');
      expect(row).not.toHaveProperty('words');
    }
  });

  it('keeps rows made in the same millisecond apart by their microseconds', async () => {
    const { http, userId } = await signedUp();
    await seed(
      userId,
      ['001', '002', '003', '004', '005'].map((us) => ({ createdAt: `2026-03-02T08:00:00.123${us}Z` })),
    );
    const pages = await everyPage(http, { limit: 2 });
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.items.map((row) => row.id))).toEqual(await expectedOrder(userId));
  });

  it('continues where the last page ended when newer transcriptions arrive in between', async () => {
    const { http, userId } = await signedUp();
    await seed(
      userId,
      Array.from({ length: 30 }, (_, i) => ({ createdAt: new Date(Date.parse('2026-03-03T00:00:00Z') + i * 60_000).toISOString() })),
    );
    const before = await expectedOrder(userId);
    const first = await page(http, { limit: 10 });
    expect(first.items.map((row) => row.id)).toEqual(before.slice(0, 10));

    await seed(userId, [{ createdAt: new Date().toISOString() }, { createdAt: new Date().toISOString() }]);
    const second = await page(http, { limit: 10, cursor: first.nextCursor as string });
    expect(second.items.map((row) => row.id)).toEqual(before.slice(10, 20));
    expect(second.total).toBe(32);
  });

  it(`answers up to ${TRANSCRIPTIONS_PAGE_SIZE_MAX} rows a page and refuses a bigger, smaller or non-numeric limit`, async () => {
    const { http, userId } = await signedUp();
    await seed(
      userId,
      Array.from({ length: TRANSCRIPTIONS_PAGE_SIZE_MAX + 5 }, (_, i) => ({
        createdAt: new Date(Date.parse('2026-03-04T00:00:00Z') + i).toISOString(),
      })),
    );
    expect((await page(http, { limit: TRANSCRIPTIONS_PAGE_SIZE_MAX })).items).toHaveLength(TRANSCRIPTIONS_PAGE_SIZE_MAX);
    for (const limit of [TRANSCRIPTIONS_PAGE_SIZE_MAX + 1, 0, -1, 2.5, 'ten']) {
      const res = await http.get(`/api/transcriptions?limit=${limit}`);
      expect(res.status, String(limit)).toBe(400);
      expect(res.json.error?.code).toBe('VALIDATION_FAILED');
      expect(res.json.error?.details).toMatchObject({ fields: [{ field: 'limit' }] });
    }
  });

  it('answers 400 for a cursor it did not make', async () => {
    const { http } = await signedUp();
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      forged('2026-03-01T00:00:00.000000Z|not-a-uuid'),
      forged('yesterday|3f1c2a4e-8d2b-4c1e-9a3f-1b2c3d4e5f60'),
      forged("2026-03-01T00:00:00.000000Z|3f1c2a4e-8d2b-4c1e-9a3f-1b2c3d4e5f60'; drop table transcriptions; --"),
      'x'.repeat(201),
    ]) {
      const res = await http.get(`/api/transcriptions?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.json.error?.details).toMatchObject({ fields: [{ field: 'cursor' }] });
    }
  });

  it('searches file names and text across pages, counting every match', async () => {
    const { http, userId } = await signedUp();
    const at = (i: number) => new Date(Date.parse('2026-03-05T00:00:00Z') + i * 1000).toISOString();
    const rows: Seed[] = Array.from({ length: 40 }, (_, i) => ({
      createdAt: at(i),
      fileName: i % 4 === 0 ? `Budget-${i}.mp3` : `call-${i}.mp3`,
      transcriptText: i % 4 === 1 ? `We went over the budget line by line (${i}).` : `Small talk ${i}.`,
    }));
    const ids = await seed(userId, rows);
    const matches = ids.filter((_, i) => i % 4 === 0 || i % 4 === 1).reverse();
    const pages = await everyPage(http, { q: 'BUDGET', limit: 7 });
    expect(pages.map((p) => p.items.length)).toEqual([7, 7, 6]);
    expect(pages.flatMap((p) => p.items.map((row) => row.id))).toEqual(matches);
    expect(pages.every((p) => p.total === 20)).toBe(true);
    expect((await page(http, { q: '100%' })).total).toBe(0);
  });

  it('shows nobody else’s transcriptions and needs a session', async () => {
    const owner = await signedUp();
    await seed(owner.userId, [{ createdAt: '2026-03-06T00:00:00Z' }]);
    const stranger = await signedUp();
    expect(await page(stranger.http, {})).toEqual({ items: [], nextCursor: null, total: 0 });
    const firstOfOwner = await page(owner.http, {});
    expect(firstOfOwner.total).toBe(1);
    expect(firstOfOwner.nextCursor).toBeNull();
    expect((await createHttpSession(server.url).get('/api/transcriptions')).status).toBe(401);
  });
});
