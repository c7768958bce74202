import type { AppDeps } from '../../deps';
import { AnalyticsSessionNotFoundError, checkSessionId } from './own-analytics-session';

export interface PageviewInput {
  sessionId: string;
  page: string;
  title: string;
  referrer: string;
}

/**
 * Records a page of one of the caller's visits (another user's visit is 404). The visit is seen again, and goes on if
 * it had ended: a reload ends it as the old page is left, and the new page keeps the same visit.
 */
export async function recordPageview(deps: AppDeps, userId: string, view: PageviewInput): Promise<void> {
  checkSessionId(view.sessionId);
  const now = deps.now();
  await deps.db.transaction(async (trx) => {
    const seen = await trx('analytics_sessions')
      .where({ id: view.sessionId, userId })
      .update({ lastSeenAt: now, endedAt: null })
      .returning('id');
    if (seen.length === 0) throw new AnalyticsSessionNotFoundError();
    await trx('page_views').insert({
      sessionId: view.sessionId,
      userId,
      page: view.page,
      title: view.title,
      referrer: view.referrer,
      viewedAt: now,
    });
  });
}
