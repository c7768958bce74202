import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { SessionModel } from '../../models/session';

/**
 * Tells every API process that sessions ended, so that sockets opened with them close at once. Pass the
 * transaction that deletes them, so that the news goes out only if the deletion commits.
 */
export function announceSessionsEnded(deps: AppDeps, ended: { userId: string; sessionIds?: string[] }, db: Database = deps.db) {
  return deps.events.publish({ type: 'sessions_ended', ...ended }, db);
}

/** Ends the session behind one cookie token. */
export async function endSession(deps: AppDeps, token: string): Promise<void> {
  const id = hashToken(token);
  await deps.db.transaction(async (trx) => {
    const session = await SessionModel.query(trx).findById(id).select('userId');
    if (!session) return;
    await SessionModel.query(trx).deleteById(id);
    await announceSessionsEnded(deps, { userId: session.userId, sessionIds: [id] }, trx);
  });
}
