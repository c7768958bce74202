import type { SetUserDisabledResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { UserModel } from '../../models/user';
import { announceSessionsEnded } from '../sessions/end-sessions';
import { recordAdminAction } from './admin-audit-log';
import { lockAccount, NO_SUCH_ACCOUNT } from './find-account';
import { findAdminUser } from './list-admin-users';

/**
 * Disables an account or enables it again. Disabling deletes every session of the account and tells every API
 * process, so its pages and sockets stop at once; sign-in then refuses it. Nothing else of the account changes.
 * Admins cannot disable themselves, so the last admin cannot lock everyone out by mistake.
 */
export async function setUserDisabled(
  deps: AppDeps,
  admin: UserModel,
  userId: string,
  input: { disabled: boolean; reason?: string | undefined },
): Promise<SetUserDisabledResponse> {
  if (input.disabled && userId === admin.id) throw new ConflictError('You cannot disable your own account.');
  const reason = input.reason?.trim() || null;
  const email = await deps.db.transaction(async (trx) => {
    const user = await lockAccount(trx, userId);
    if (input.disabled) {
      await UserModel.query(trx)
        .patch({ disabledAt: user.disabledAt ?? deps.now(), updatedAt: deps.now() })
        .where('id', user.id);
      // Counted from the deleted rows: PGlite's driver reports no row count for a delete.
      const ended = await trx('sessions').where({ userId: user.id }).delete().returning('id');
      const sessionsEnded = ended.length;
      await announceSessionsEnded(deps, { userId: user.id }, trx);
      await recordAdminAction(trx, admin, {
        action: 'user.disable',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, reason, sessionsEnded },
      });
    } else {
      await UserModel.query(trx).patch({ disabledAt: null, updatedAt: deps.now() }).where('id', user.id);
      await recordAdminAction(trx, admin, {
        action: 'user.enable',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, reason },
      });
    }
    return user.email;
  });
  const user = await findAdminUser(deps, userId);
  if (!user) throw new NotFoundError(NO_SUCH_ACCOUNT);
  return {
    success: true,
    message: input.disabled ? `${email} is disabled: their sessions have ended and they cannot sign in.` : `${email} can sign in again.`,
    user,
  };
}
