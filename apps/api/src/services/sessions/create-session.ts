import type { AppDeps } from '../../deps';
import { createToken, hashToken } from '../../lib/tokens';
import { SessionModel } from '../../models/session';

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Starts a new session for the user; the returned token goes into the cookie and nowhere else. */
export async function createSession(deps: AppDeps, userId: string, client: ClientInfo) {
  const token = createToken();
  const now = deps.now();
  const session = await SessionModel.query(deps.db).insertAndFetch({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.session.absoluteTimeoutMs),
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token, session };
}
