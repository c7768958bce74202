import type { AppDeps } from '../../deps';
import { SessionModel } from '../../models/session';
import { sessionLapsed } from './session-lapsed';

// PostgreSQL takes at most 65535 parameters per statement; a busy process may hold more sockets than that.
const IDS_PER_QUERY = 5000;

/**
 * Which of these sessions (by id, the token's hash) still exist and have not lapsed. Read-only: it neither
 * touches `last_seen_at` nor deletes what lapsed, so a periodic check costs one indexed select per 5000 sessions.
 */
export async function findLiveSessions(deps: AppDeps, sessionIds: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = deps.now();
  for (let start = 0; start < sessionIds.length; start += IDS_PER_QUERY) {
    const ids = sessionIds.slice(start, start + IDS_PER_QUERY);
    const rows = await SessionModel.query(deps.db).select('id', 'lastSeenAt', 'expiresAt').whereIn('id', ids);
    for (const row of rows) if (!sessionLapsed(row, now, deps.config.session)) live.add(row.id);
  }
  return live;
}
