import { type AdminResendVerificationEmailResponse, EMAIL_VERIFICATION_LINK_DAYS } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError, RateLimitedError } from '../../errors/app-error';
import { UserModel } from '../../models/user';
import { sendVerificationLink } from '../auth/email-verification/send-verification-link';
import { recordAdminAction } from './admin-audit-log';
import { assertAccountIdShape, NO_SUCH_ACCOUNT } from './find-account';

/**
 * E-mails anyone's unverified account a new verification link, as the owner's own resend does (sendVerificationLink):
 * the same per-account limit counts both, so an admin's clicks cannot flood an inbox either. A verified address, or an
 * account disabled or scheduled for deletion, is 409 and sends nothing. Written to the audit log in the same
 * transaction as the e-mail.
 */
export async function adminResendVerificationEmail(
  deps: AppDeps,
  admin: UserModel,
  userId: string,
): Promise<AdminResendVerificationEmailResponse> {
  assertAccountIdShape(userId);
  const user = await UserModel.query(deps.db).findById(userId);
  if (!user) throw new NotFoundError(NO_SUCH_ACCOUNT);
  try {
    const sent = await sendVerificationLink(deps, user, (trx, current) =>
      recordAdminAction(trx, admin, {
        action: 'user.resend_verification',
        targetType: 'user',
        targetId: current.id,
        details: { email: current.email },
      }),
    );
    return {
      success: true,
      message: `A new verification link was sent to ${sent.email}. It works for ${EMAIL_VERIFICATION_LINK_DAYS} days; links sent before no longer work.`,
    };
  } catch (error) {
    // The owner's refusal says "check your inbox"; the admin needs to hear whose inbox, and that waiting is the answer.
    if (error instanceof RateLimitedError) {
      throw new RateLimitedError(
        `${user.email} has been sent several verification links lately. Please wait a while before sending another.`,
        Number(error.headers['Retry-After']),
      );
    }
    throw error;
  }
}
