// Plain constants, no zod: the main entry imports these at run time and must stay free of zod.
import type { SubscriptionPlan } from './user/schemas';

/**
 * The one display name of every plan. The dashboard, billing, settings, the admin app, its CSV files, e-mails and
 * receipts all name a plan through this, so the same account is never "Free" on one screen and something else on
 * another.
 */
export const planNames = {
  free: 'Free',
  basic: 'Basic',
  pro: 'Pro',
  enterprise: 'Enterprise',
  unlimited: 'Unlimited',
} as const satisfies Record<SubscriptionPlan, string>;

/** A plan's display name ("Free", "Pro"). */
export function planName(plan: SubscriptionPlan): string {
  return planNames[plan];
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole count as every screen, e-mail and receipt writes it: with a thousands separator ("1,200"). */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** Minutes (credits) as words: "1 minute", "1,200 minutes". */
export function formatMinutes(minutes: number): string {
  return `${formatCount(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
