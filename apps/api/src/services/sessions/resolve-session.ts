import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { SessionModel } from '../../models/session';
import { UserModel } from '../../models/user';
import type { ResolvedSession } from './session-cache';
import { sessionLapsed } from './session-lapsed';

// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 60_000;

/** The session's times, read along with its user. */
interface SessionTimes {
  sessionLastSeenAt: Date | string;
  sessionExpiresAt: Date | string;
}

/** The session and its user in one query: a second round trip was a quarter of the work of a list request. */
async function readSession(deps: AppDeps, id: string): Promise<ResolvedSession | null> {
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
  return { session: { id, userId: found.id, lastSeenAt, expiresAt }, user: found };
}

/**
 * The live session and its user for a cookie token, or null when it is unknown or has lapsed. Every signed-in request
 * starts here, so what was read is kept by the process for a moment (`deps.sessionCache`): whatever ends the session
 * or changes its user forgets it on every process, and the timeouts are checked on every request all the same.
 */
export async function resolveSession(deps: AppDeps, token: string): Promise<ResolvedSession | null> {
  const id = hashToken(token);
  const cache = deps.sessionCache;
  const now = deps.now();
  let resolved = cache.get(id);
  if (!resolved) {
    const generation = cache.generation();
    const read = await readSession(deps, id);
    if (!read) return null;
    // Disabling an account, or asking for its deletion, deletes its sessions; this also stops one that a sign-in
    // racing with it made meanwhile.
    if (read.user.disabledAt || read.user.deletionScheduledFor) return endLapsed(deps, id);
    cache.set(id, read, generation);
    resolved = read;
  }
  if (sessionLapsed(resolved.session, now, deps.config.session)) return endLapsed(deps, id);
  if (now.getTime() - resolved.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    resolved.session.lastSeenAt = now;
    await SessionModel.query(deps.db).patch({ lastSeenAt: now }).where('id', id);
  }
  return resolved;
}

async function endLapsed(deps: AppDeps, id: string): Promise<null> {
  deps.sessionCache.forgetSessions([id]);
  await SessionModel.query(deps.db).deleteById(id);
  return null;
}
