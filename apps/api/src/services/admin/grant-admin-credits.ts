import type { GrantCreditsResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { grantCredits } from '../billing/grant-credits';
import { getAvailableCredits } from '../credits/get-available-credits';
import { enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';
import { recordAdminAction } from './admin-audit-log';
import { lockAccount } from './find-account';

/**
 * Adds credits to an account: a `grant` row of the ledger, whose description (the person sees it in their credit
 * history) carries the reason, an audit row naming the admin, and the person's "Account updates" e-mail with the
 * reason and their new balance, in one transaction (a repeated request with the same Idempotency-Key runs none of it).
 */
export async function grantAdminCredits(
  deps: AppDeps,
  admin: UserModel,
  userId: string,
  input: { credits: number; reason: string },
): Promise<GrantCreditsResponse> {
  return deps.db.transaction(async (trx) => {
    const user = await lockAccount(trx, userId);
    await grantCredits(trx, {
      userId: user.id,
      amount: input.credits,
      kind: 'grant',
      description: `Granted by Verbatim: ${input.reason}`,
      paymentAttemptId: null,
    });
    const creditsRemaining = await getAvailableCredits(trx, user.id);
    await enqueueAccountUpdateEmail(deps, trx, user, {
      kind: 'credits-granted',
      credits: input.credits,
      reason: input.reason,
      balance: creditsRemaining,
    });
    await recordAdminAction(trx, admin, {
      action: 'user.grant_credits',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, credits: input.credits, reason: input.reason, creditsAfter: creditsRemaining },
    });
    return {
      success: true as const,
      message: `${input.credits} credits were added to ${user.email}.`,
      creditsRemaining,
    };
  });
}
