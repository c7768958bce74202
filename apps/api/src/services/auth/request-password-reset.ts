import type { AppContext } from '../../context';
import { createToken, hashToken } from '../../lib/tokens';
import { PasswordResetTokenModel } from '../../models/password-reset-token';
import { UserModel } from '../../models/user';
import { passwordResetEmail } from '../mail/password-reset-email';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password. The link expires in 1 hour.';

/**
 * Sends a single-use reset link when the account exists. The caller answers the same
 * either way, so the answer cannot be used to find out who has an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await UserModel.query(ctx.db).findOne({ email });
  if (!user) return;
  const token = createToken();
  const now = ctx.now();
  await PasswordResetTokenModel.query(ctx.db).insert({
    id: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(passwordResetEmail(user.email, link));
}
