import { EMAIL_ALREADY_VERIFIED_MESSAGE } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../../db/create-database';
import type { AppDeps } from '../../../deps';
import { ConflictError, NotFoundError } from '../../../errors/app-error';
import { UserModel } from '../../../models/user';
import { NO_SUCH_ACCOUNT } from '../../admin/find-account';
import { issueEmailVerification } from './issue-email-verification';

export const ACCOUNT_DISABLED_NO_LINK = 'This account is disabled, so no verification link was sent. Enable it first.';
export const ACCOUNT_BEING_DELETED_NO_LINK = 'This account is scheduled for deletion, so no verification link was sent.';

type Recipient = Pick<UserModel, 'id' | 'email' | 'emailVerifiedAt' | 'disabledAt' | 'deletionScheduledFor'>;

function assertMaySendLink(user: Recipient): void {
  if (user.emailVerifiedAt) throw new ConflictError(EMAIL_ALREADY_VERIFIED_MESSAGE);
  // As with the account e-mails, none to an account that cannot sign in or whose owner asked for it to go.
  if (user.disabledAt) throw new ConflictError(ACCOUNT_DISABLED_NO_LINK);
  if (user.deletionScheduledFor) throw new ConflictError(ACCOUNT_BEING_DELETED_NO_LINK);
}

/**
 * Sends the account a new verification link (the older ones stop working). It is the one way both the owner and an
 * admin ask for a link, so the two share one per-account allowance and neither can fill the inbox. `record` runs in
 * the link's transaction (the admin's audit row), so it is written exactly when the e-mail is queued. Answers the
 * account as it was when the link was made.
 */
export async function sendVerificationLink(
  deps: AppDeps,
  user: Recipient,
  record?: (trx: Database, user: UserModel) => Promise<void>,
): Promise<UserModel> {
  assertMaySendLink(user);
  await deps.rateLimits.emailVerificationsPerAccount.consume(user.id);
  return deps.db.transaction(async (trx) => {
    // Read again under the lock: the address may have been verified, or the account disabled, since `user` was read.
    const current = await UserModel.query(trx).findById(user.id).forNoKeyUpdate();
    if (!current) throw new NotFoundError(NO_SUCH_ACCOUNT);
    assertMaySendLink(current);
    await issueEmailVerification(deps, trx, current);
    await record?.(trx, current);
    return current;
  });
}
