import type { AppDeps } from '../../deps';
import { AnalyticsSessionNotFoundError, checkSessionId } from './own-analytics-session';

/** Ends one of the caller's visits (another user's is 404); ending it again moves its end. */
export async function endAnalyticsSession(deps: AppDeps, userId: string, sessionId: string): Promise<void> {
  checkSessionId(sessionId);
  const now = deps.now();
  const ended = await deps
    .db('analytics_sessions')
    .where({ id: sessionId, userId })
    .update({ lastSeenAt: now, endedAt: now })
    .returning('id');
  if (ended.length === 0) throw new AnalyticsSessionNotFoundError();
}
