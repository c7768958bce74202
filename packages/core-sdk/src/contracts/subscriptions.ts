import { z } from 'zod';
import { selectablePlans } from './constants';

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
