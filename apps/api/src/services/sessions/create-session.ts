import type { AppContext } from '../../context';
import { createToken, hashToken } from '../../lib/tokens';
import { SessionModel } from '../../models/session';

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Starts a new session for the user; the returned token goes into the cookie and nowhere else. */
export async function createSession(ctx: AppContext, userId: string, client: ClientInfo) {
  const token = createToken();
  const now = ctx.now();
  const session = await SessionModel.query(ctx.db).insertAndFetch({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.session.absoluteTimeoutMs),
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token, session };
}
