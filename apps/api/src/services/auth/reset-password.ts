import type { AppDeps } from '../../deps';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { PasswordResetTokenModel } from '../../models/password-reset-token';
import { SessionModel } from '../../models/session';
import { UserModel } from '../../models/user';
import { enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';
import { announceSessionsEnded } from '../sessions/end-sessions';
import { markEmailVerified } from './email-verification/mark-email-verified';
import { findValidResetToken, InvalidResetTokenError } from './find-valid-reset-token';
import { clearAccountFailures } from './login-throttle';

export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now sign in with the new password.';

/**
 * Sets a new password with a reset token, uses the token up and ends every session of the account; the owner is mailed
 * about it (when "Account updates" is on) from the same transaction. The link came to the account's address, so
 * following it proves the address too: an unverified account is verified (markEmailVerified), and whoever chose its
 * password before is signed out with the rest.
 */
export async function resetPassword(deps: AppDeps, input: { token: string; password: string }): Promise<void> {
  const { user } = await findValidResetToken(deps, input.token);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (trx) => {
    // Claiming the token in the same statement that checks it makes two racing resets use it once.
    const claimed = await PasswordResetTokenModel.query(trx)
      .patch({ usedAt: deps.now() })
      .where('id', hashToken(input.token))
      .whereNull('usedAt');
    if (claimed === 0) throw new InvalidResetTokenError();
    await UserModel.query(trx).patch({ passwordHash, updatedAt: deps.now() }).where('id', user.id);
    await markEmailVerified(deps, trx, user);
    // Other outstanding links for this account are void too.
    await PasswordResetTokenModel.query(trx).patch({ usedAt: deps.now() }).where('userId', user.id).whereNull('usedAt');
    await SessionModel.query(trx).delete().where('userId', user.id);
    await announceSessionsEnded(deps, { userId: user.id }, trx);
    await enqueueAccountUpdateEmail(
      deps,
      trx,
      { ...user, emailVerifiedAt: user.emailVerifiedAt ?? deps.now() },
      { kind: 'password-reset' },
    );
  });
  await clearAccountFailures(deps, user.email);
}
