import { planName, type SubscriptionPlan, type User } from '@verbatim/core-sdk/contracts';

/** The plan's name, from the one catalogue of plan names every screen, e-mail and export uses. */
export function planLabel(plan: SubscriptionPlan): string {
  return planName(plan);
}

export type PlanHolder = Pick<User, 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt'>;

/**
 * Where the user's subscription stands at `now`, as the billing screen tells it:
 * - `free`: no paid plan (or none was ever started);
 * - `active`: paid and renewing, until `subscriptionExpiresAt` (the period's end);
 * - `trial`: the Pro trial, until `subscriptionExpiresAt`;
 * - `cancelled`: no renewal, access until `subscriptionExpiresAt`;
 * - `expired`: the server says so, or the date of any of the three above has passed (the server's own sweep may
 *   not have run yet), or a cancellation that names no date (its access ended at once).
 */
export type SubscriptionState = 'free' | 'active' | 'trial' | 'cancelled' | 'expired';

function expiryTime(value: string | null): number | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
}

export function subscriptionState(user: PlanHolder, now: Date = new Date()): SubscriptionState {
  const status = user.subscriptionStatus;
  if (status === null) return 'free';
  if (status === 'expired') return 'expired';
  if (user.subscriptionPlan === 'free') return 'free';
  const expires = expiryTime(user.subscriptionExpiresAt);
  if (status === 'cancelled') return expires !== null && expires > now.getTime() ? 'cancelled' : 'expired';
  // An active plan or a trial without a readable date is taken at its word.
  return expires !== null && expires <= now.getTime() ? 'expired' : status;
}

/**
 * Whether the user is on a paid plan that is in effect: active, in trial, or cancelled but not yet
 * expired (a cancellation lasts until the expiry date). 'expired', and any status whose date has passed, is not.
 * DESIGN.md reads the spec's "unlimited plan" like every paid plan; this decides e.g. whether the header's RECORD
 * button is enabled.
 */
export function hasPaidPlan(user: PlanHolder, now: Date = new Date()): boolean {
  const state = subscriptionState(user, now);
  return state === 'active' || state === 'trial' || state === 'cancelled';
}

/** Whether the account has had its one Pro trial (running or over). */
export function hasUsedTrial(user: Pick<User, 'trialStartedAt'>): boolean {
  return user.trialStartedAt !== null;
}
