import { z } from 'zod';
import { selectablePlans } from '../constants';
import { subscriptionPlans } from '../user/schemas';

/** POST /api/subscriptions/select-plan */
export const selectPlanRequestSchema = z.object({
  plan: z.enum(selectablePlans, { error: `plan must be one of ${selectablePlans.join(', ')}` }),
});
export type SelectPlanRequest = z.input<typeof selectPlanRequestSchema>;
export const selectPlanResponseSchema = z.object({
  message: z.string(),
  /** A path on this site to go to next. */
  redirectTo: z.string(),
  /** The plan needs paying first: go to /billing after 2 s. */
  shouldRedirectToPayment: z.boolean(),
});
export type SelectPlanResponse = z.infer<typeof selectPlanResponseSchema>;

/** The plan states that paying for another plan ends at once. */
export const replacedPlanStatuses = ['trial', 'active', 'cancelled'] as const;

/** GET /api/billing/plan-change?plan=: the plan the person is about to pay for. */
export const planChangeQuerySchema = z.object({
  plan: z.enum(selectablePlans, { error: `plan must be one of ${selectablePlans.join(', ')}` }),
});
export type PlanChangeQuery = z.input<typeof planChangeQuerySchema>;

/**
 * What paying for a plan now would do, as the server would do it: shown before the checkout opens, so that ending a
 * trial or a paid period early is never a surprise.
 */
export const planChangeSchema = z.object({
  plan: z.enum(selectablePlans),
  /** Its display name ("Basic"). */
  name: z.string(),
  /** Charged now, then at each renewal until cancelled; in cents of `currency`. */
  priceCents: z.number().int().nonnegative(),
  currency: z.string(),
  /** Minutes added to the balance at once, then at each renewal. */
  minutesPerMonth: z.number().int().nonnegative(),
  /** When the first paid period would end and the plan renew, if paid now. */
  renewsAt: z.string(),
  /**
   * The plan in effect now, which ends the moment the new one is paid (its renewal stops, and the time left is not
   * refunded); null when none is.
   */
  replaces: z
    .object({
      plan: z.enum(subscriptionPlans),
      name: z.string(),
      status: z.enum(replacedPlanStatuses),
      /** When it would have ended (or renewed) otherwise; null when the server does not know. */
      endsAt: z.string().nullable(),
    })
    .nullable(),
  /** The credits the person can spend now; they stay, and the new plan's minutes are added to them. */
  balance: z.number().int(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;
