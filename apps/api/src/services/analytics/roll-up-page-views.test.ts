import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/create-database';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test-support/test-databases';
import { rollUpPageViews } from './roll-up-page-views';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-27T15:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(NOW.getTime() - days * DAY_MS - hours * 3_600_000);

describe.each(testDatabases())('rolling up page views on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  async function setUp() {
    database = await createTestDatabase(kind);
    const db = database.db;
    const [user] = await db('users')
      .insert({ email: `rollup.${kind}@example.com` })
      .returning('id');
    return { db, userId: String(user.id) };
  }

  async function session(db: Database, userId: string | null, startedAt: Date, lastSeenAt: Date) {
    const [row] = await db('analytics_sessions')
      .insert({ userId, startedAt, lastSeenAt, timezone: 'UTC', country: 'France' })
      .returning('id');
    return String(row.id);
  }

  async function view(db: Database, sessionId: string, page: string, viewedAt: Date) {
    await db('page_views').insert({ sessionId, userId: null, page, title: '', referrer: '', viewedAt });
  }

  it('counts whole days past the retention period per day and page, deletes those views, and keeps the rest', async () => {
    const { db, userId } = await setUp();
    const old = await session(db, userId, daysAgo(95, 1), daysAgo(95));
    const other = await session(db, userId, daysAgo(95, 2), daysAgo(90, 14));
    const recent = await session(db, userId, daysAgo(1), daysAgo(0));
    // 95 days ago: two visits saw /dashboard (three views), one saw /billing.
    await view(db, old, '/dashboard', daysAgo(95, 1));
    await view(db, old, '/dashboard', daysAgo(95));
    await view(db, other, '/dashboard', daysAgo(95, 2));
    await view(db, other, '/billing', daysAgo(95, 2));
    await view(db, other, '/billing', daysAgo(93));
    // 90 days and a few hours ago: past 90 days, but its day is not over the line yet, so it stays for now.
    await view(db, other, '/settings', daysAgo(90, 14));
    await view(db, recent, '/dashboard', daysAgo(1));

    const result = await rollUpPageViews(db, NOW, 90);

    expect(result.pageViews).toBe(5);
    const days = await db('page_view_days').select('day', 'page', 'views', 'sessions').orderBy(['day', 'page']);
    expect(days.map((d) => ({ ...d, day: new Date(d.day).toISOString().slice(0, 10) }))).toEqual([
      { day: '2026-08-24', page: '/billing', views: 1, sessions: 1 },
      { day: '2026-08-24', page: '/dashboard', views: 3, sessions: 2 },
      { day: '2026-08-26', page: '/billing', views: 1, sessions: 1 },
    ]);
    expect((await db('page_views').pluck('page')).sort()).toEqual(['/dashboard', '/settings']);
  });

  it('adds to a day already rolled up, and counts nothing twice when run again or by two servers at once', async () => {
    const { db, userId } = await setUp();
    const first = await session(db, userId, daysAgo(100), daysAgo(100));
    await view(db, first, '/', daysAgo(100));
    await rollUpPageViews(db, NOW, 90);
    const late = await session(db, userId, daysAgo(100), daysAgo(100));
    await view(db, late, '/', daysAgo(100));
    await view(db, late, '/', daysAgo(100));

    const runs = await Promise.all([rollUpPageViews(db, NOW, 90), rollUpPageViews(db, NOW, 90), rollUpPageViews(db, NOW, 90)]);
    expect(runs.reduce((sum, run) => sum + run.pageViews, 0)).toBe(2);
    expect(await db('page_view_days').select('page', 'views', 'sessions')).toEqual([{ page: '/', views: 3, sessions: 2 }]);
    expect((await rollUpPageViews(db, NOW, 90)).pageViews).toBe(0);
  });

  it("deletes visits past the period, but each user's latest, which holds their place and last activity", async () => {
    const { db, userId } = await setUp();
    const [other] = await db('users')
      .insert({ email: `rollup.other.${kind}@example.com` })
      .returning('id');
    const [quiet] = await db('users')
      .insert({ email: `rollup.quiet.${kind}@example.com` })
      .returning('id');
    const older = await session(db, userId, daysAgo(200), daysAgo(200));
    const latestOld = await session(db, userId, daysAgo(150), daysAgo(150));
    const superseded = await session(db, String(other.id), daysAgo(300), daysAgo(300));
    const current = await session(db, String(other.id), daysAgo(2), daysAgo(2));
    const onlyVisit = await session(db, String(quiet.id), daysAgo(400), daysAgo(400));
    const orphan = await session(db, null, daysAgo(120), daysAgo(120));
    await view(db, older, '/', daysAgo(200));

    const result = await rollUpPageViews(db, NOW, 90);

    expect(result).toEqual({ pageViews: 1, sessions: 3 });
    const left = await db('analytics_sessions').pluck('id');
    expect(left.sort()).toEqual([latestOld, current, onlyVisit].sort());
    for (const gone of [older, superseded, orphan]) expect(left).not.toContain(gone);
  });

  it('keeps everything within the retention period', async () => {
    const { db, userId } = await setUp();
    const visit = await session(db, userId, daysAgo(30), daysAgo(30));
    await view(db, visit, '/', daysAgo(30));
    expect(await rollUpPageViews(db, NOW, 31)).toEqual({ pageViews: 0, sessions: 0 });
    expect(await rollUpPageViews(db, NOW, 29)).toEqual({ pageViews: 1, sessions: 0 });
  });
});
