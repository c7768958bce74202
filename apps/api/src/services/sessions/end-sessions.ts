import type { AppContext } from '../../context';
import { hashToken } from '../../lib/tokens';
import { SessionModel } from '../../models/session';

/** Ends the session behind one cookie token. */
export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await SessionModel.query(ctx.db).deleteById(hashToken(token));
}

/** Ends every session of a user (after a password reset, for instance). */
export async function endAllSessionsOf(ctx: AppContext, userId: string): Promise<number> {
  return SessionModel.query(ctx.db).delete().where('userId', userId);
}
