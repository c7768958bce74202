import type { AppDeps } from '../../deps';
import { ForbiddenError, UnauthorizedError } from '../../errors/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/passwords';
import { UserModel } from '../../models/user';
import { deletionScheduledMessage } from '../account-data/account-deletion-schedule';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './login-throttle';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Contact support if you think this is a mistake.';

/** Checks an e-mail and password; the same 401 for an unknown e-mail as for a wrong password. */
export async function authenticateUser(deps: AppDeps, input: { email: string; password: string }, ip: string | null): Promise<UserModel> {
  await assertLoginAllowed(deps, input.email, ip);
  const user = await UserModel.query(deps.db).findOne({ email: input.email });
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!user || !ok) {
    await recordLoginFailure(deps, input.email, ip);
    throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  await clearAccountFailures(deps, input.email);
  // Said only to someone who knows the password, so it tells nobody else whether the account exists.
  if (user.disabledAt) throw new ForbiddenError(ACCOUNT_DISABLED_MESSAGE);
  if (user.deletionScheduledFor) {
    throw new ForbiddenError(deletionScheduledMessage(new Date(user.deletionScheduledFor)), 'ACCOUNT_DELETION_SCHEDULED');
  }
  return user;
}
