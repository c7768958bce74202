import type { Database } from '../../../db/create-database';
import type { AppDeps } from '../../../deps';
import { UserModel } from '../../../models/user';

/**
 * Records that the account's owner proved the address is theirs (in the caller's transaction), and grants what
 * owning it brings: an address listed in ADMIN_EMAILS becomes an admin now, never before. Nothing changes for an
 * account verified already.
 */
export async function markEmailVerified(
  deps: AppDeps,
  trx: Database,
  user: Pick<UserModel, 'id' | 'email' | 'role' | 'emailVerifiedAt'>,
): Promise<void> {
  if (user.emailVerifiedAt) return;
  const now = deps.now();
  const becomesAdmin = user.role !== 'admin' && deps.config.adminEmails.includes(user.email.toLowerCase());
  await UserModel.query(trx)
    .patch({ emailVerifiedAt: now, updatedAt: now, ...(becomesAdmin ? { role: 'admin' as const } : {}) })
    .where('id', user.id);
  if (becomesAdmin) deps.logger.info({ userId: user.id }, 'ADMIN_EMAILS account made an admin on verifying its address');
}
