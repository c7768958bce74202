import type { SelectablePlan, SelectPlanResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { findPlan, TRIAL } from './catalogue';
import { startTrial } from './start-trial';
import { subscriptionState } from './subscription-state';

/**
 * Choosing a plan on the pricing page: Pro starts the free trial for an account that never had it; a plan the
 * account is on already says so; anything else is paid for on the billing page.
 */
export async function selectPlan(deps: AppDeps, user: UserModel, planId: SelectablePlan): Promise<SelectPlanResponse> {
  const plan = findPlan(planId);
  const state = subscriptionState(user, deps.now());
  if (state.inEffect && user.subscriptionPlan === plan.id && state.status !== 'trial') {
    return { message: `You are on the ${plan.name} plan already.`, redirectTo: '/billing', shouldRedirectToPayment: false };
  }
  if (plan.id === TRIAL.plan && !user.trialStartedAt && !state.inEffect) {
    const trial = await startTrial(deps, user.id);
    if (trial.success) return { message: trial.message, redirectTo: '/', shouldRedirectToPayment: false };
  }
  return {
    message: `Complete the payment to start the ${plan.name} plan.`,
    redirectTo: `/billing?plan=${plan.id}`,
    shouldRedirectToPayment: true,
  };
}
