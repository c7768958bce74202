import { type PlanChange, planName, type SelectablePlan } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { addMonths } from '../../lib/add-months';
import type { UserModel } from '../../models/user';
import { getAvailableCredits } from '../credits/get-available-credits';
import { CURRENCY, findPlan, PLAN_PERIOD_MONTHS } from './catalogue';
import { subscriptionState } from './subscription-state';

/**
 * What paying for a plan now would do, read from the same rules that apply the payment (completePayment): the new
 * plan starts at once with a period of PLAN_PERIOD_MONTHS and its minutes added to the balance; the plan or trial in
 * effect ends that moment (its renewal is stopped, its time left is not refunded); the balance stays. The same plan,
 * paid and renewing, cannot be bought again (createOrder refuses it too).
 */
export async function previewPlanChange(deps: AppDeps, user: UserModel, planId: SelectablePlan): Promise<PlanChange> {
  const plan = findPlan(planId);
  const now = deps.now();
  const state = subscriptionState(user, now);
  if (state.inEffect && state.status === 'active' && user.subscriptionPlan === plan.id) {
    throw new ConflictError(`You are on the ${plan.name} plan already.`);
  }
  const status = state.inEffect ? state.status : null;
  const replaces =
    status === 'trial' || status === 'active' || status === 'cancelled'
      ? {
          plan: user.subscriptionPlan,
          name: planName(user.subscriptionPlan),
          status,
          endsAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt).toISOString() : null,
        }
      : null;
  return {
    plan: planId,
    name: plan.name,
    priceCents: plan.priceCents,
    currency: CURRENCY,
    minutesPerMonth: plan.minutesPerMonth,
    renewsAt: addMonths(now, PLAN_PERIOD_MONTHS).toISOString(),
    replaces,
    balance: await getAvailableCredits(deps.db, user.id),
  };
}
