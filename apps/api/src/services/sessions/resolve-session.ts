import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { SessionModel } from '../../models/session';
import { UserModel } from '../../models/user';
import { sessionLapsed } from './session-lapsed';

// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 60_000;

/** The session's times, read along with its user. */
interface SessionTimes {
  sessionLastSeenAt: Date | string;
  sessionExpiresAt: Date | string;
}

/**
 * The live session and its user for a cookie token, or null when it is unknown or has lapsed. Every signed-in request
 * starts here, so the session and its user come in one query: a second round trip to the database was a quarter of
 * the work of a list request.
 */
export async function resolveSession(deps: AppDeps, token: string) {
  const id = hashToken(token);
  const found = (await UserModel.query(deps.db)
    .select('users.*', 'sessions.lastSeenAt as sessionLastSeenAt', 'sessions.expiresAt as sessionExpiresAt')
    .innerJoin('sessions', 'sessions.userId', 'users.id')
    .where('sessions.id', id)
    .first()) as (UserModel & SessionTimes) | undefined;
  if (!found) return null;
  const lastSeenAt = new Date(found.sessionLastSeenAt);
  const expiresAt = new Date(found.sessionExpiresAt);
  // The user travels on as a user, without the session's columns.
  Reflect.deleteProperty(found, 'sessionLastSeenAt');
  Reflect.deleteProperty(found, 'sessionExpiresAt');
  const user: UserModel = found;

  const now = deps.now().getTime();
  // Disabling an account, or asking for its deletion, deletes its sessions; this also stops one that a sign-in racing
  // with it made meanwhile.
  if (user.disabledAt || user.deletionScheduledFor || sessionLapsed({ lastSeenAt, expiresAt }, new Date(now), deps.config.session)) {
    await SessionModel.query(deps.db).deleteById(id);
    return null;
  }
  if (now - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await SessionModel.query(deps.db)
      .patch({ lastSeenAt: new Date(now) })
      .where('id', id);
  }
  return { session: { id, userId: user.id, lastSeenAt, expiresAt }, user };
}
