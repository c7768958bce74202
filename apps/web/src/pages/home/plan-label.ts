import type { SubscriptionPlan } from '@verbatim/core-sdk/contracts';

const LABELS: Record<SubscriptionPlan, string> = {
  free: 'Free',
  basic: 'Basic',
  pro: 'Pro',
  enterprise: 'Enterprise',
  unlimited: 'Unlimited',
};

export function planLabel(plan: SubscriptionPlan): string {
  return LABELS[plan];
}
