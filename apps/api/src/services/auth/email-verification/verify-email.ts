import { EMAIL_VERIFICATION_INVALID_LINK } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors/app-error';
import { hashToken, hasTokenShape } from '../../../lib/tokens';
import { EmailVerificationTokenModel } from '../../../models/email-verification-token';
import { UserModel } from '../../../models/user';
import { markEmailVerified } from './mark-email-verified';

export class InvalidVerificationTokenError extends AppError {
  constructor() {
    super(400, 'INVALID_VERIFICATION_TOKEN', EMAIL_VERIFICATION_INVALID_LINK);
  }
}

/** What the verification link's page says once the address is verified. */
export const emailVerifiedMessage = (email: string) => `Your e-mail address ${email} is verified.`;

/**
 * Verifies the address the link was sent to, uses the link up (with any other outstanding link of the account), and
 * grants what owning the address brings (markEmailVerified). Following a link of an address that is verified already
 * changes nothing and says the same, so a mail program that opens the link first is no harm. A link that is unknown,
 * expired, replaced by a newer one, or sent to an address the account no longer has, is 400 INVALID_VERIFICATION_TOKEN.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<{ message: string }> {
  if (!hasTokenShape(token)) throw new InvalidVerificationTokenError();
  return deps.db.transaction(async (trx) => {
    const row = await EmailVerificationTokenModel.query(trx).findById(hashToken(token)).forUpdate();
    if (!row) throw new InvalidVerificationTokenError();
    // Locked, so two clicks racing verify once.
    const user = await UserModel.query(trx).findById(row.userId).forUpdate();
    if (!user || user.email !== row.email) throw new InvalidVerificationTokenError();
    if (user.emailVerifiedAt) return { message: emailVerifiedMessage(user.email) };
    if (row.usedAt || new Date(row.expiresAt).getTime() <= deps.now().getTime()) throw new InvalidVerificationTokenError();

    await EmailVerificationTokenModel.query(trx).patch({ usedAt: deps.now() }).where('userId', user.id).whereNull('usedAt');
    await markEmailVerified(deps, trx, user);
    return { message: emailVerifiedMessage(user.email) };
  });
}
