import type { Logger } from 'pino';
import type { AppDeps } from '../../deps';
import { createToken, hashToken } from '../../lib/tokens';
import { PasswordResetTokenModel } from '../../models/password-reset-token';
import { UserModel } from '../../models/user';
import { passwordResetEmail } from '../mail/password-reset-email';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Mails a single-use reset link when the e-mail belongs to an account, and does nothing otherwise. Runs as a
 * job, after the request has been answered, so neither the answer nor its timing says whether the account exists.
 */
export async function sendPasswordReset(deps: AppDeps, email: string, log: Logger): Promise<void> {
  const user = await UserModel.query(deps.db).findOne({ email });
  if (!user) return;
  const token = createToken();
  const now = deps.now();
  await PasswordResetTokenModel.query(deps.db).insert({
    id: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(passwordResetEmail(user.email, link));
  } catch (error) {
    // Not retried: another attempt would mint another link. The outbox row keeps the reason, and the person can ask again.
    log.error({ err: error }, 'password reset e-mail could not be sent');
  }
}
