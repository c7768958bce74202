import type { Database } from '../../db/create-database';

const DAY_MS = 86_400_000;

export interface RollUpResult {
  /** Page views counted into page_view_days and deleted. */
  pageViews: number;
  /** Visits past the retention period deleted (each user's latest one is kept, for the admin's users list). */
  sessions: number;
}

/**
 * Page views older than the retention period become daily counts per page (page_view_days) and are deleted. Only
 * whole UTC days are rolled up (views before the start of the day `retentionDays` ago), so that each day's views are
 * counted in one go and its count of distinct visits is right. The views are deleted and counted in one statement:
 * two servers sweeping at once cannot count a view twice, since the second finds it already deleted. Visits past the
 * period go too once none of their views is left, but each user's latest, which holds their place and last activity.
 */
export async function rollUpPageViews(db: Database, now: Date, retentionDays: number): Promise<RollUpResult> {
  const cutoff = new Date(Math.floor((now.getTime() - retentionDays * DAY_MS) / DAY_MS) * DAY_MS);
  const rolled = await db.raw(
    `with gone as (
       delete from page_views where viewed_at < ? returning page, session_id, viewed_at
     ), counted as (
       select (viewed_at at time zone 'UTC')::date as day, page, count(*)::int as views, count(distinct session_id)::int as sessions
       from gone group by 1, 2
     ), saved as (
       insert into page_view_days (day, page, views, sessions) select day, page, views, sessions from counted
       on conflict (day, page) do update
       set views = page_view_days.views + excluded.views, sessions = page_view_days.sessions + excluded.sessions
     )
     select count(*)::int as count from gone`,
    [cutoff],
  );
  const deleted = await db.raw(
    `delete from analytics_sessions old
     where old.last_seen_at < ?
       and not exists (select 1 from page_views where page_views.session_id = old.id)
       and (old.user_id is null or exists (
         select 1 from analytics_sessions newer
         where newer.user_id = old.user_id and (newer.last_seen_at, newer.id) > (old.last_seen_at, old.id)
       ))`,
    [cutoff],
  );
  return { pageViews: Number(rolled.rows[0]?.count ?? 0), sessions: Number(deleted.rowCount ?? 0) };
}
