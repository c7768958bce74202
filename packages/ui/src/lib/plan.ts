import type { SubscriptionPlan, User } from '@verbatim/core-sdk/contracts';

const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  // The spec's 'Credits & Billing' panel calls the free plan Pay-as-you-go.
  free: 'Pay-as-you-go',
  basic: 'Basic',
  pro: 'Pro',
  enterprise: 'Enterprise',
  unlimited: 'Unlimited',
};

/** The plan's name as the dashboard shows it. */
export function planLabel(plan: SubscriptionPlan): string {
  return PLAN_LABELS[plan] ?? plan;
}

export type PlanHolder = Pick<User, 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt'>;

/**
 * Whether the user is on a paid plan that is in effect: active, in trial, or cancelled but not yet
 * expired (a cancellation lasts until the expiry date). DESIGN.md reads the spec's "unlimited plan"
 * like every paid plan; this decides e.g. whether the header's RECORD button is enabled.
 */
export function hasPaidPlan(user: PlanHolder, now: Date = new Date()): boolean {
  if (user.subscriptionPlan === 'free') return false;
  switch (user.subscriptionStatus) {
    case 'active':
    case 'trial':
      return true;
    case 'cancelled': {
      if (!user.subscriptionExpiresAt) return false;
      const expires = new Date(user.subscriptionExpiresAt).getTime();
      return Number.isFinite(expires) && expires > now.getTime();
    }
    default:
      return false;
  }
}
