import { formatMinutes, planName, type TrialResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { addDays } from '../../lib/add-months';
import { UserModel } from '../../models/user';
import { lockAccountCredits } from '../credits/lock-account-credits';
import { enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';
import { findPlan, TRIAL } from './catalogue';
import { formatBillingDate } from './format-billing-date';
import { grantCredits } from './grant-credits';
import { subscriptionState } from './subscription-state';

const answer = (fields: Partial<TrialResponse> & Pick<TrialResponse, 'success' | 'message'>): TrialResponse => ({
  trialExpired: false,
  shouldRedirectToPayment: false,
  isActiveTrial: false,
  trialEndsAt: null,
  ...fields,
});

/**
 * Starts the Pro trial, once per account (trialStartedAt is set for good, under the account's lock, so two calls
 * at once start one trial). The trial grants its minutes as a ledger row, and the "Account updates" e-mail saying
 * when it ends is queued with it. Otherwise the answer says why not:
 * a trial running now, one that ran out (go and pay), one used long ago (go and pay), or a paid plan in effect.
 */
export async function startTrial(deps: AppDeps, userId: string): Promise<TrialResponse> {
  return deps.db.transaction(async (trx) => {
    const user = await lockAccountCredits(trx, userId);
    if (!user) throw new NotFoundError('No such account.');
    const now = deps.now();
    const state = subscriptionState(user, now);
    const endsAt = user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null;
    if (state.inEffect && state.status === 'trial' && endsAt) {
      return answer({
        success: false,
        message: `Your Pro trial is active until ${formatBillingDate(endsAt)}.`,
        isActiveTrial: true,
        trialEndsAt: endsAt.toISOString(),
      });
    }
    if (state.inEffect) {
      return answer({
        success: false,
        message: `You are on the ${findPlan(user.subscriptionPlan === 'basic' ? 'basic' : 'pro').name} plan already; the trial is for accounts without a plan.`,
      });
    }
    if (user.trialStartedAt) {
      // The last thing the account had was the trial, and it ran out: the spec's 'Trial Expired', then checkout.
      const trialJustEnded = user.subscriptionStatus === 'trial';
      return answer({
        success: false,
        message: trialJustEnded
          ? 'Your free trial has ended. Choose a plan to continue.'
          : 'You have used your free trial already. Choose a plan to continue.',
        trialExpired: trialJustEnded,
        shouldRedirectToPayment: true,
      });
    }
    const trialEndsAt = addDays(now, TRIAL.days);
    await UserModel.query(trx)
      .patch({
        subscriptionPlan: TRIAL.plan,
        subscriptionStatus: 'trial',
        subscriptionExpiresAt: trialEndsAt,
        trialStartedAt: now,
        cancellationReason: null,
        providerSubscriptionId: null,
        updatedAt: now,
      })
      .where({ id: user.id });
    await grantCredits(trx, {
      userId: user.id,
      amount: TRIAL.minutes,
      kind: 'grant',
      description: `${planName(TRIAL.plan)} trial: ${formatMinutes(TRIAL.minutes)} for ${TRIAL.days} days`,
      paymentAttemptId: null,
    });
    await enqueueAccountUpdateEmail(deps, trx, user, {
      kind: 'trial-started',
      planName: findPlan(TRIAL.plan).name,
      days: TRIAL.days,
      minutes: TRIAL.minutes,
      endsOn: trialEndsAt,
    });
    return answer({
      success: true,
      message: `Your ${TRIAL.days}-day ${planName(TRIAL.plan)} trial has started, with ${formatMinutes(TRIAL.minutes)}. It ends on ${formatBillingDate(trialEndsAt)}.`,
      isActiveTrial: true,
      trialEndsAt: trialEndsAt.toISOString(),
    });
  });
}
