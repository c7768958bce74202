import { EMAIL_VERIFICATION_LINK_DAYS } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../../db/create-database';
import type { AppDeps } from '../../../deps';
import { createToken, hashToken } from '../../../lib/tokens';
import { EmailVerificationTokenModel } from '../../../models/email-verification-token';
import type { UserModel } from '../../../models/user';
import { emailVerificationEmail } from '../../mail/email-verification-email';

const LINK_LIFETIME_MS = EMAIL_VERIFICATION_LINK_DAYS * 24 * 60 * 60 * 1000;

/**
 * Mints a verification link for the account's address and queues its e-mail, in the caller's transaction `trx`: the
 * e-mail goes out only if the account (or the request for another link) commits. Only the token's hash is stored, and
 * the links sent before stop working, so only the newest one in the mailbox counts.
 */
export async function issueEmailVerification(deps: AppDeps, trx: Database, user: Pick<UserModel, 'id' | 'email'>): Promise<void> {
  const now = deps.now();
  await EmailVerificationTokenModel.query(trx).patch({ usedAt: now }).where('userId', user.id).whereNull('usedAt');
  const token = createToken();
  await EmailVerificationTokenModel.query(trx).insert({
    id: hashToken(token),
    userId: user.id,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
  });
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.jobs.enqueueEmail(trx, emailVerificationEmail(user.email, link));
}
