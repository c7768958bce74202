import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { hashToken, hasTokenShape } from '../../lib/tokens';
import { UserModel } from '../../models/user';

const INVALID_RESTORE_LINK = 'This link is invalid or has expired: the deletion was already cancelled, or the account has been deleted.';
export const DELETION_CANCELLED_MESSAGE = 'Your account will not be deleted. You can sign in again.';

/**
 * Cancels a scheduled deletion with the e-mailed link's token: the deletion job is cancelled first (a job's writes
 * lock its row before the account's, so the same order here cannot deadlock with a deletion that has just started;
 * once that one commits there is no account left to keep), then the account may sign in again. The token works once.
 */
export async function cancelAccountDeletion(deps: AppDeps, token: string): Promise<void> {
  if (!hasTokenShape(token)) throw new AppError(400, 'INVALID_RESTORE_TOKEN', INVALID_RESTORE_LINK);
  const tokenHash = hashToken(token);
  const kept = await deps.db.transaction(async (trx) => {
    const user = await UserModel.query(trx).findOne({ deletionTokenHash: tokenHash });
    if (!user) return false;
    await deps.jobs.cancelAccountDeletion(trx, user.id);
    const patched = await UserModel.query(trx)
      .patch({ deletionScheduledFor: null, deletionTokenHash: null, updatedAt: deps.now() })
      .where({ id: user.id, deletionTokenHash: tokenHash })
      .returning('id');
    return (patched as unknown as unknown[]).length > 0;
  });
  if (!kept) throw new AppError(400, 'INVALID_RESTORE_TOKEN', INVALID_RESTORE_LINK);
}
