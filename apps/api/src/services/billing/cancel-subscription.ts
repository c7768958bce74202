import { type CancelSubscriptionResponse, planName } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { UserModel } from '../../models/user';
import { lockAccountCredits } from '../credits/lock-account-credits';
import { enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';
import { providerFailure } from './create-order';
import { formatBillingDate } from './format-billing-date';
import { subscriptionState } from './subscription-state';

/**
 * Cancels an active plan with the person's reason. Renewal stops at the provider first, so that a failure there
 * leaves the plan as it was rather than a plan we call cancelled that still renews; access lasts until the end of
 * the period already paid. A trial is not cancelled: it ends by itself and never charges. The "Account updates"
 * e-mail is queued with the change, once: a second cancel arriving at the same time finds the plan cancelled already.
 */
export async function cancelSubscription(deps: AppDeps, userId: string, reason: string): Promise<CancelSubscriptionResponse> {
  const current = await UserModel.query(deps.db).findById(userId);
  if (!current) throw new NotFoundError('No such account.');
  const state = subscriptionState(current, deps.now());
  if (!state.inEffect || state.status !== 'active') {
    throw new ConflictError(
      state.status === 'trial'
        ? 'Your trial ends by itself and never charges you; there is nothing to cancel.'
        : 'You have no active subscription to cancel.',
    );
  }
  if (current.providerSubscriptionId) await deps.payments.cancelSubscription(current.providerSubscriptionId).catch(providerFailure);
  return deps.db.transaction(async (trx) => {
    const user = await lockAccountCredits(trx, userId);
    if (!user) throw new NotFoundError('No such account.');
    await UserModel.query(trx)
      .patch({ subscriptionStatus: 'cancelled', cancellationReason: reason, updatedAt: deps.now() })
      .where({ id: user.id });
    const endsAt = user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null;
    if (user.subscriptionStatus !== 'cancelled') {
      await enqueueAccountUpdateEmail(deps, trx, user, {
        kind: 'plan-cancelled',
        planName: planName(user.subscriptionPlan),
        by: 'you',
        activeUntil: endsAt,
      });
    }
    return {
      success: true,
      message: endsAt
        ? `Your subscription is cancelled. You keep your plan until ${formatBillingDate(endsAt)}.`
        : 'Your subscription is cancelled.',
      subscriptionStatus: 'cancelled',
      accessEndsAt: endsAt ? endsAt.toISOString() : null,
    };
  });
}
