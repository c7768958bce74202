import type { SubscriptionPlan, SubscriptionStatus } from '@verbatim/core-sdk/contracts';
import type { UserModel } from '../../models/user';

export interface SubscriptionState {
  plan: SubscriptionPlan;
  /** As a person should read it: a period or trial whose end has passed is `expired`, whatever was stored. */
  status: SubscriptionStatus | null;
  /** A paid plan or trial whose period is running: uploads are paid from credits, without the free plan's limits. */
  inEffect: boolean;
  /** How a plan that is no longer in effect ended, for the access gate's refusal. */
  lapsedBy: 'cancelled' | 'expired' | null;
}

/**
 * The account's subscription at a moment. A period is stored as its end (`subscriptionExpiresAt`), so nothing has
 * to run when it passes: renewal moves the end forward, and until then the end having passed means expired.
 */
export function subscriptionState(
  user: Pick<UserModel, 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt'>,
  now: Date,
): SubscriptionState {
  const plan = user.subscriptionPlan;
  const stored = user.subscriptionStatus;
  if (plan === 'free' || stored === null) return { plan, status: stored, inEffect: false, lapsedBy: null };
  const end = user.subscriptionExpiresAt === null ? null : new Date(user.subscriptionExpiresAt);
  const ended = end !== null && end.getTime() <= now.getTime();
  if (stored === 'expired' || ended) {
    return { plan, status: 'expired', inEffect: false, lapsedBy: stored === 'cancelled' ? 'cancelled' : 'expired' };
  }
  return { plan, status: stored, inEffect: true, lapsedBy: null };
}
