import { pageRoute } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { isoTime } from '../../lib/iso-time';

const MINUTE_MS = 60_000;
/** A visit seen this recently, and not ended, is someone active now. */
export const ACTIVE_WINDOW_MS = 5 * MINUTE_MS;
/** Page views, pages, countries and the average visit cover this much. */
export const RECENT_WINDOW_MS = 60 * MINUTE_MS;
const TOP = 10;
const ACTIVE_LISTED = 100;

interface ActiveSessionRow {
  id: string;
  userId: string | null;
  userEmail: string | null;
  city: string | null;
  country: string | null;
  lastSeenAt: Date | string;
  views: number | string;
}

/**
 * Live traffic, every figure counted from the stored visits and page views; pages by the route they matched
 * (pageRoute). Someone is a user, or a visit whose
 * account was deleted since; a user with two tabs open is one active user, listed with their latest visit's place.
 */
export async function getRealtimeAnalytics(db: Database, now: Date) {
  const activeSince = new Date(now.getTime() - ACTIVE_WINDOW_MS);
  const recentSince = new Date(now.getTime() - RECENT_WINDOW_MS);
  const visitor = db.raw('coalesce(??::text, ??::text)', ['analytics_sessions.user_id', 'analytics_sessions.id']);

  const [activeRows, pageViewCount, duration, topCountries, topPages, recentPageViews] = await Promise.all([
    db('analytics_sessions')
      .leftJoin('users', 'users.id', 'analytics_sessions.userId')
      .where('analytics_sessions.lastSeenAt', '>=', activeSince)
      .whereNull('analytics_sessions.endedAt')
      .select(
        'analytics_sessions.id',
        'analytics_sessions.userId',
        'users.email as userEmail',
        'analytics_sessions.city',
        'analytics_sessions.country',
        'analytics_sessions.lastSeenAt',
        db('page_views').count('*').where('page_views.sessionId', db.ref('analytics_sessions.id')).as('views'),
      )
      .orderBy('analytics_sessions.lastSeenAt', 'desc')
      .orderBy('analytics_sessions.id', 'desc') as Promise<ActiveSessionRow[]>,
    db('page_views').where('viewedAt', '>=', recentSince).count({ count: '*' }).first(),
    db('analytics_sessions')
      .where('lastSeenAt', '>=', recentSince)
      .select(db.raw('avg(extract(epoch from (?? - ??))) as seconds', ['last_seen_at', 'started_at']))
      .first() as Promise<{ seconds: number | string | null } | undefined>,
    db('analytics_sessions')
      .where('lastSeenAt', '>=', recentSince)
      .whereNotNull('country')
      .groupBy('country')
      .select('country', db.raw('count(distinct ?) as users', [visitor]))
      .orderBy([
        { column: 'users', order: 'desc' },
        { column: 'country', order: 'asc' },
      ])
      .limit(TOP) as Promise<{ country: string; users: number | string }[]>,
    db('page_views').where('viewedAt', '>=', recentSince).groupBy('page').select('page', db.raw('count(*) as views')) as Promise<
      { page: string; views: number | string }[]
    >,
    db('page_views')
      .join('analytics_sessions', 'analytics_sessions.id', 'page_views.sessionId')
      .select('page_views.id', 'page_views.page', 'analytics_sessions.country', 'page_views.viewedAt')
      .orderBy('page_views.viewedAt', 'desc')
      .orderBy('page_views.id', 'desc')
      .limit(TOP) as Promise<{ id: string; page: string; country: string | null; viewedAt: Date | string }[]>,
  ]);

  // One entry per person: their latest visit (rows come newest first) with the page views of all their open visits.
  const people = new Map<string, ActiveSessionRow & { totalPageViews: number }>();
  for (const row of activeRows) {
    const key = row.userId ?? `session:${row.id}`;
    const known = people.get(key);
    if (known) known.totalPageViews += Number(row.views);
    else people.set(key, { ...row, totalPageViews: Number(row.views) });
  }
  const seconds = Number(duration?.seconds ?? 0);

  // Pages are counted by route, not by path: every transcript's /transcriptions/<id> is one Transcript page.
  const viewsByRoute = new Map<string, number>();
  for (const row of topPages) {
    const { route } = pageRoute(row.page);
    viewsByRoute.set(route, (viewsByRoute.get(route) ?? 0) + Number(row.views));
  }
  const popularPages = [...viewsByRoute]
    .map(([page, views]) => ({ page, views }))
    .sort((a, b) => b.views - a.views || a.page.localeCompare(b.page))
    .slice(0, TOP);

  return {
    activeUsers: people.size,
    totalPageViews: Number(pageViewCount?.count ?? 0),
    averageSessionDuration: Math.round((seconds / 60) * 10) / 10,
    topCountries: topCountries.map((row) => ({ country: row.country, users: Number(row.users) })),
    topPages: popularPages,
    activeUserDetails: [...people.values()].slice(0, ACTIVE_LISTED).map((person) => ({
      id: person.id,
      userId: person.userId,
      userEmail: person.userEmail,
      city: person.city,
      country: person.country,
      totalPageViews: person.totalPageViews,
      lastActiveAt: isoTime(person.lastSeenAt),
    })),
    recentPageViews: recentPageViews.map((row) => ({ id: row.id, page: row.page, country: row.country, timestamp: isoTime(row.viewedAt) })),
  };
}
