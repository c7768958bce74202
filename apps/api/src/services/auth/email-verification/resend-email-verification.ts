import { EMAIL_ALREADY_VERIFIED_MESSAGE, EMAIL_VERIFICATION_LINK_DAYS } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../../deps';
import { ConflictError } from '../../../errors/app-error';
import type { UserModel } from '../../../models/user';
import { issueEmailVerification } from './issue-email-verification';

/**
 * E-mails the signed-in person a new verification link (the older ones stop working). Counted per account first, so a
 * session cannot be used to fill the address's inbox; an address verified already is 409 and sends nothing.
 */
export async function resendEmailVerification(deps: AppDeps, user: UserModel): Promise<{ message: string }> {
  if (user.emailVerifiedAt) throw new ConflictError(EMAIL_ALREADY_VERIFIED_MESSAGE);
  await deps.rateLimits.emailVerificationsPerAccount.consume(user.id);
  await deps.db.transaction((trx) => issueEmailVerification(deps, trx, user));
  return {
    message: `We have sent a new verification link to ${user.email}. It works for ${EMAIL_VERIFICATION_LINK_DAYS} days; links sent before no longer work.`,
  };
}
