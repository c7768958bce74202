import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { SessionModel } from '../../models/session';
import { type AccountUpdateRecipient, enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';
import { announceSessionsEnded } from './end-sessions';

/** Session ids per announcement: a NOTIFY payload holds at most 8000 bytes, and each id is 64 characters. */
const IDS_PER_ANNOUNCEMENT = 50;

/**
 * Ends every session of the user but `keepSessionId` (the token's hash), and closes the live connections opened with
 * them, inside `trx` (so that a larger change, such as a new password, and the ending commit together). Answers how
 * many ended.
 */
export async function endOtherSessionsIn(deps: AppDeps, trx: Database, userId: string, keepSessionId: string): Promise<number> {
  const ended = (await SessionModel.query(trx)
    .delete()
    .where('userId', userId)
    .whereNot('id', keepSessionId)
    .returning('id')) as unknown as Pick<SessionModel, 'id'>[];
  const sessionIds = ended.map((row) => row.id);
  for (let start = 0; start < sessionIds.length; start += IDS_PER_ANNOUNCEMENT) {
    await announceSessionsEnded(deps, { userId, sessionIds: sessionIds.slice(start, start + IDS_PER_ANNOUNCEMENT) }, trx);
  }
  return sessionIds.length;
}

/**
 * Signs the user out everywhere but the session `keepSessionId`, and mails them that it happened (when "Account
 * updates" is on and any session ended) from the same transaction; answers how many sessions ended.
 */
export function endOtherSessions(deps: AppDeps, user: AccountUpdateRecipient, keepSessionId: string): Promise<number> {
  return deps.db.transaction(async (trx) => {
    const ended = await endOtherSessionsIn(deps, trx, user.id, keepSessionId);
    if (ended > 0) await enqueueAccountUpdateEmail(deps, trx, user, { kind: 'other-sessions-ended', endedSessions: ended });
    return ended;
  });
}
