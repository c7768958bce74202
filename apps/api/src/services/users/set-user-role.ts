import type { UserRole } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { UserModel } from '../../models/user';

/** Gives or takes the admin role; returns false when no account has that e-mail. */
export async function setUserRole(db: Database, email: string, role: UserRole): Promise<boolean> {
  const updated = await UserModel.query(db).patch({ role }).where('email', email.trim().toLowerCase());
  return updated > 0;
}

/**
 * ADMIN_EMAILS at start: the listed accounts that exist and whose owners verified the address become admins. An
 * unverified one waits: whoever signed up with the address has not shown it is theirs (markEmailVerified grants it then).
 */
export async function promoteAdminEmails(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  return UserModel.query(db)
    .patch({ role: 'admin' })
    .whereIn('email', emails)
    .whereNotNull('emailVerifiedAt')
    .andWhere('role', '<>', 'admin');
}
