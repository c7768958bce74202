import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { hashToken } from '../../lib/tokens';
import { PasswordResetTokenModel } from '../../models/password-reset-token';
import { UserModel } from '../../models/user';

const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired.';

export class InvalidResetTokenError extends AppError {
  constructor() {
    super(400, 'INVALID_RESET_TOKEN', INVALID_RESET_TOKEN_MESSAGE);
  }
}

/** The unused, unexpired reset token and its user; otherwise 400 INVALID_RESET_TOKEN. */
export async function findValidResetToken(deps: AppDeps, token: string) {
  const row = await PasswordResetTokenModel.query(deps.db).findById(hashToken(token));
  if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= deps.now().getTime()) throw new InvalidResetTokenError();
  const user = await UserModel.query(deps.db).findById(row.userId);
  if (!user) throw new InvalidResetTokenError();
  return { row, user };
}
