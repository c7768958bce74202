import { EMAIL_VERIFICATION_LINK_DAYS } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../../deps';
import type { UserModel } from '../../../models/user';
import { sendVerificationLink } from './send-verification-link';

/**
 * E-mails the signed-in person a new verification link (the older ones stop working). Counted per account first, so a
 * session cannot be used to fill the address's inbox; an address verified already is 409 and sends nothing.
 */
export async function resendEmailVerification(deps: AppDeps, user: UserModel): Promise<{ message: string }> {
  const sent = await sendVerificationLink(deps, user);
  return {
    message: `We have sent a new verification link to ${sent.email}. It works for ${EMAIL_VERIFICATION_LINK_DAYS} days; links sent before no longer work.`,
  };
}
