import type { FreeAllowance } from '@verbatim/core-sdk/contracts';
import type { UserModel } from '../../models/user';
import { subscriptionState } from '../billing/subscription-state';
import { FREE_DAILY_TRANSCRIPTIONS, FREE_MAX_SECONDS } from '../users/plans';

/** The next midnight UTC after `now`: today's free transcriptions renew then. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Today's free transcriptions as every screen tells them, by the rule the access gate applies (assertCanTranscribe):
 * they are in use while no plan is in effect (the free plan, or one that ended), with the account's daily limit and
 * the free plan's longest file. Null while a plan or the trial is in effect: it pays only from credits.
 */
export function describeFreeAllowance(
  user: Pick<UserModel, 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt' | 'trialTranscriptionLimit'>,
  usedToday: number,
  now: Date,
): FreeAllowance | null {
  if (subscriptionState(user, now).inEffect) return null;
  const limit = user.trialTranscriptionLimit ?? FREE_DAILY_TRANSCRIPTIONS;
  return {
    limit,
    used: usedToday,
    left: Math.max(0, limit - usedToday),
    renewsAt: nextUtcMidnight(now).toISOString(),
    maxMinutesPerFile: FREE_MAX_SECONDS / 60,
  };
}
