import type { AdminUser } from '@verbatim/core-sdk/contracts';
import { planLabel, subscriptionState } from '@verbatim/ui';

/** Whether an admin has disabled the account. */
export function isDisabled(user: AdminUser): boolean {
  return user.disabledAt !== null;
}

const endDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The account's plan as the users table names it, with where it stands when that is not simply paid and renewing:
 * "Pro · cancelled, ends Dec 12, 2026", "Pro · trial, ends …", "Basic · ended …". The state is the one the person's
 * own billing screen reads (ui's subscriptionState), so the two never disagree.
 */
export function planText(user: AdminUser, now: Date = new Date()): string {
  const name = planLabel(user.subscriptionPlan);
  const state = subscriptionState(user, now);
  const end = user.subscriptionExpiresAt ? endDate.format(new Date(user.subscriptionExpiresAt)) : null;
  switch (state) {
    case 'cancelled':
      return end ? `${name} · cancelled, ends ${end}` : `${name} · cancelled`;
    case 'trial':
      return end ? `${name} · trial, ends ${end}` : `${name} · trial`;
    case 'expired':
      return end ? `${name} · ended ${end}` : `${name} · ended`;
    default:
      return name;
  }
}
