import type { User } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { toPublicUser, type UserModel } from '../../models/user';
import { describeFreeAllowance } from '../access/describe-free-allowance';
import { countAllowanceTranscriptionsToday } from '../access/free-plan-usage';
import { subscriptionState } from '../billing/subscription-state';
import { getAvailableCredits } from '../credits/get-available-credits';

/**
 * The user with their live figures: the credits they can spend (the ledger's balance less what is held for
 * transcriptions in flight), today's free transcriptions (while no plan is in effect), and the plan's status as of now.
 */
export async function presentUser(deps: AppDeps, user: UserModel): Promise<User> {
  const [credits, transcriptionsToday] = await Promise.all([
    getAvailableCredits(deps.db, user.id),
    countAllowanceTranscriptionsToday(deps.db, user.id, deps.now()),
  ]);
  const now = deps.now();
  return toPublicUser(user, {
    credits,
    transcriptionsToday,
    subscriptionStatus: subscriptionState(user, now).status,
    freeAllowance: describeFreeAllowance(user, transcriptionsToday, now),
  });
}
