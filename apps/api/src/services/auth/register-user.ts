import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword } from '../../lib/passwords';
import { UserModel } from '../../models/user';
import { FREE_DAILY_TRANSCRIPTIONS } from '../users/plans';
import { issueEmailVerification } from './email-verification/issue-email-verification';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName?: string | null | undefined;
}

/**
 * Creates an account on the free plan, with its address unverified, and e-mails the link that verifies it (in the same
 * transaction). Nobody has shown the address is theirs yet, so the account gets no role from it: an address in
 * ADMIN_EMAILS becomes an admin only once the link is followed (markEmailVerified).
 */
export async function registerUser(deps: AppDeps, input: RegisterInput): Promise<UserModel> {
  const existing = await UserModel.query(deps.db).findOne({ email: input.email });
  if (existing) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (trx) => {
      const user = await UserModel.query(trx).insertAndFetch({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName?.trim() || null,
        role: 'user',
        subscriptionPlan: 'free',
        trialTranscriptionLimit: FREE_DAILY_TRANSCRIPTIONS,
        emailVerifiedAt: null,
      });
      await issueEmailVerification(deps, trx, user);
      return user;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw error;
  }
}
