import type { AccountDeletionScheduled, RequestAccountDeletion } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ForbiddenError, ValidationError } from '../../errors/app-error';
import { verifyPassword } from '../../lib/passwords';
import { createToken, hashToken } from '../../lib/tokens';
import { UserModel } from '../../models/user';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from '../auth/login-throttle';
import { formatBillingDate } from '../billing/format-billing-date';
import { accountDeletionEmail } from '../mail/account-deletion-email';
import { announceSessionsEnded } from '../sessions/end-sessions';
import { deletionTimeFrom } from './account-deletion-schedule';

const WRONG_PASSWORD = 'That password is not right.';

/**
 * The person proves it is them (and not someone at an unlocked screen): with the password, counted against the same
 * limits as sign-in failures so that a stolen session cannot guess it; or, without a password, by typing the
 * account's e-mail address, which at least cannot be done by a stray click.
 */
async function confirmIdentity(deps: AppDeps, user: UserModel, input: RequestAccountDeletion, ip: string | null): Promise<void> {
  if (user.passwordHash) {
    if (!input.password) throw new ValidationError([{ field: 'password', message: 'Enter your password to confirm.' }]);
    await assertLoginAllowed(deps, user.email, ip);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await recordLoginFailure(deps, user.email, ip);
      throw new ForbiddenError(WRONG_PASSWORD, 'INVALID_CREDENTIALS');
    }
    await clearAccountFailures(deps, user.email);
    return;
  }
  const typed = input.email?.trim().toLowerCase() ?? '';
  if (!typed) throw new ValidationError([{ field: 'email', message: 'Type your e-mail address to confirm.' }]);
  if (typed !== user.email.toLowerCase()) {
    throw new ValidationError([{ field: 'email', message: 'That is not the e-mail address of this account.' }]);
  }
}

/**
 * Schedules the account's deletion: from now on it cannot sign in and every session has ended (sockets close at
 * once), the deletion job waits 15 days, and an e-mail carries the only link that cancels it. One transaction, so
 * that the mail and the job exist only if the account really is marked.
 */
export async function requestAccountDeletion(
  deps: AppDeps,
  user: UserModel,
  input: RequestAccountDeletion,
  ip: string | null,
): Promise<AccountDeletionScheduled> {
  await confirmIdentity(deps, user, input, ip);
  const token = createToken();
  const deleteAt = deletionTimeFrom(deps.now());
  const when = formatBillingDate(deleteAt);
  await deps.db.transaction(async (trx) => {
    const locked = await UserModel.query(trx).findById(user.id).forNoKeyUpdate();
    if (!locked) throw new ForbiddenError('This account no longer exists.');
    await UserModel.query(trx)
      .patch({ deletionScheduledFor: deleteAt, deletionTokenHash: hashToken(token), updatedAt: deps.now() })
      .where({ id: user.id });
    await trx('sessions').where({ userId: user.id }).delete();
    await announceSessionsEnded(deps, { userId: user.id }, trx);
    await deps.jobs.scheduleAccountDeletion(trx, user.id, deleteAt);
    await deps.jobs.enqueueEmail(
      trx,
      accountDeletionEmail(user.email, `${deps.config.publicUrl}/account/restore?token=${encodeURIComponent(token)}`, when),
    );
  });
  return {
    success: true,
    message: `Your account will be deleted on ${when}. We have e-mailed you a link that cancels the deletion until then.`,
    deleteAt: deleteAt.toISOString(),
  };
}
