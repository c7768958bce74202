import type { AppDeps } from '../../deps';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password. The link expires in 1 hour.';

/**
 * Queues the reset e-mail for any well-formed address, counted against the address's limit so that nobody
 * can flood a mailbox. Nothing here looks the account up: a known and an unknown address take the same
 * path and get the same answer, and the job (sendPasswordReset) decides whether there is anything to send.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  await deps.rateLimits.passwordResetPerEmail.consume(email);
  await deps.jobs.enqueuePasswordReset(deps.db, email);
}
