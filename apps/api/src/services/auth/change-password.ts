import type { AppDeps } from '../../deps';
import { AppError, BadRequestError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { PasswordResetTokenModel } from '../../models/password-reset-token';
import { UserModel } from '../../models/user';
import { enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';
import { endOtherSessionsIn } from '../sessions/end-other-sessions';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './login-throttle';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const NO_PASSWORD_MESSAGE =
  'This account signs in with Google and has no password yet. Use "Forgot password" on the sign-in page to set one.';

/**
 * A wrong current password is a 400, not a 401: the caller is signed in, and clients treat a 401 as "signed out".
 * The code is sign-in's, as it is the same mistake.
 */
class WrongCurrentPasswordError extends AppError {
  constructor() {
    super(400, 'INVALID_CREDENTIALS', WRONG_CURRENT_PASSWORD_MESSAGE, {
      fields: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    });
  }
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Sets a new password once the current one is proven, and ends every other session of the account (whoever else
 * knew the old password is signed out, and reset links already sent stop working); the session `keepSessionId` stays. Wrong current passwords count with
 * failed sign-ins of the account and of the address, so a stolen session cannot be used to guess the password faster
 * than the sign-in page allows. The owner is mailed about it (when "Account updates" is on) from the same transaction.
 * Answers how many sessions ended.
 */
export async function changePassword(
  deps: AppDeps,
  user: UserModel,
  keepSessionId: string,
  input: ChangePasswordInput,
  ip: string | null,
): Promise<number> {
  if (!user.passwordHash) throw new BadRequestError(NO_PASSWORD_MESSAGE);
  await assertLoginAllowed(deps, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordLoginFailure(deps, user.email, ip);
    throw new WrongCurrentPasswordError();
  }
  await clearAccountFailures(deps, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (trx) => {
    await UserModel.query(trx).patch({ passwordHash, updatedAt: deps.now() }).where('id', user.id);
    // A reset link asked for before the change would undo it.
    await PasswordResetTokenModel.query(trx).patch({ usedAt: deps.now() }).where('userId', user.id).whereNull('usedAt');
    const ended = await endOtherSessionsIn(deps, trx, user.id, keepSessionId);
    await enqueueAccountUpdateEmail(deps, trx, user, { kind: 'password-changed', endedSessions: ended });
    return ended;
  });
}
