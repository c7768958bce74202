import type { AppContext } from '../../context';
import { hashToken } from '../../lib/tokens';
import { SessionModel } from '../../models/session';
import { UserModel } from '../../models/user';

// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 60_000;

/** The live session and its user for a cookie token, or null when it is unknown or has lapsed. */
export async function resolveSession(ctx: AppContext, token: string) {
  const session = await SessionModel.query(ctx.db).findById(hashToken(token));
  if (!session) return null;
  const now = ctx.now().getTime();
  const idleLapsed = now - new Date(session.lastSeenAt).getTime() > ctx.config.session.idleTimeoutMs;
  const absoluteLapsed = now >= new Date(session.expiresAt).getTime();
  if (idleLapsed || absoluteLapsed) {
    await SessionModel.query(ctx.db).deleteById(session.id);
    return null;
  }
  const user = await UserModel.query(ctx.db).findById(session.userId);
  if (!user) return null;
  if (now - new Date(session.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await SessionModel.query(ctx.db)
      .patch({ lastSeenAt: new Date(now) })
      .where('id', session.id);
  }
  return { session, user };
}
