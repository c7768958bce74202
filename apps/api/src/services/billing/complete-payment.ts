import { formatCount, formatMinutes } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { addMonths } from '../../lib/add-months';
import { PaymentAttemptModel } from '../../models/payment-attempt';
import { UserModel } from '../../models/user';
import { lockAccountCredits } from '../credits/lock-account-credits';
import type { AfterRenewal } from '../mail/account-update-email';
import { enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';
import type { ProviderPayment } from '../payments/payment-provider';
import { findPlan, PLAN_PERIOD_MONTHS } from './catalogue';
import { formatBillingDate } from './format-billing-date';
import { grantCredits } from './grant-credits';
import { receiptFacts } from './receipt-facts';

export type PaymentOutcome = 'applied' | 'already';

/** The paid period a plan's payment starts, when the provider says it; else one month from now. */
export interface PlanPeriod {
  end: Date | null;
}

/**
 * Applies a captured payment to its attempt, once: the attempt's row lock orders a verify call and a webhook that
 * arrive together, the first completes it and credits, the second finds it completed and changes nothing (the
 * ledger's unique index on the payment is the last guard). A pack adds its credits; a plan starts its period
 * and grants its minutes. The "Account updates" e-mail with the receipt is queued by the same transaction, so it
 * goes out once, with the credit. A failed or abandoned attempt can still complete: a checkout may retry a declined card.
 */
export async function completePayment(
  deps: AppDeps,
  attemptId: string,
  payment: ProviderPayment,
  period: PlanPeriod = { end: null },
): Promise<PaymentOutcome> {
  const replaced = await deps.db.transaction(async (trx) => {
    const attempt = await PaymentAttemptModel.query(trx).findById(attemptId).forUpdate();
    if (!attempt || attempt.status === 'completed') return undefined;
    const now = deps.now();
    await PaymentAttemptModel.query(trx)
      .patch({
        status: 'completed',
        providerPaymentId: payment.id,
        method: payment.method,
        failureReason: null,
        completedAt: now,
        updatedAt: now,
      })
      .where({ id: attempt.id });
    const user = await lockAccountCredits(trx, attempt.userId);
    if (!user) return null;
    if (attempt.kind === 'pack') {
      const credited = await grantCredits(trx, {
        userId: user.id,
        amount: attempt.credits,
        kind: 'purchase',
        description: `Purchased ${formatCount(attempt.credits)} credits`,
        paymentAttemptId: attempt.id,
      });
      if (credited) {
        await enqueueAccountUpdateEmail(deps, trx, user, {
          kind: 'credits-bought',
          receipt: receiptFacts(attempt),
          credits: attempt.credits,
        });
      }
      return null;
    }
    if (!attempt.plan) return null;
    const plan = findPlan(attempt.plan);
    const end = period.end && period.end.getTime() > now.getTime() ? period.end : addMonths(now, PLAN_PERIOD_MONTHS);
    const previous = user.providerSubscriptionId;
    await UserModel.query(trx)
      .patch({
        subscriptionPlan: plan.id,
        subscriptionStatus: 'active',
        subscriptionExpiresAt: end,
        cancellationReason: null,
        providerSubscriptionId: attempt.providerSubscriptionId,
        updatedAt: now,
      })
      .where({ id: user.id });
    const granted = await grantCredits(trx, {
      userId: user.id,
      amount: plan.minutesPerMonth,
      kind: 'grant',
      description: `${plan.name} plan: ${formatMinutes(plan.minutesPerMonth)} for the period to ${formatBillingDate(end)}`,
      paymentAttemptId: attempt.id,
    });
    if (granted) {
      await enqueueAccountUpdateEmail(deps, trx, user, {
        kind: 'plan-started',
        receipt: receiptFacts(attempt),
        planName: plan.name,
        minutes: plan.minutesPerMonth,
        renewsOn: end,
      });
    }
    return previous && previous !== attempt.providerSubscriptionId ? previous : null;
  });
  if (replaced === undefined) return 'already';
  // A new plan replaces the old one: its renewal stops, or the person would pay for both.
  if (replaced) {
    await deps.payments.cancelSubscription(replaced).catch((error: unknown) => {
      deps.logger.error({ err: error, subscriptionId: replaced }, 'could not stop the renewal of a replaced subscription');
    });
  }
  return 'applied';
}

/**
 * A later period of a subscription: its own attempt (one per provider payment, so a replayed charge grants
 * nothing), the plan's minutes again, and the period's new end. A subscription the account has since left
 * still records the payment, so that nothing paid goes unseen, but changes the account's plan no more. The e-mail
 * with the receipt is queued with the new attempt, so a replayed charge sends none.
 */
export async function applyRenewal(
  deps: AppDeps,
  subscriptionId: string,
  payment: ProviderPayment,
  periodEnd: Date | null,
): Promise<PaymentOutcome> {
  return deps.db.transaction(async (trx) => {
    const first = await PaymentAttemptModel.query(trx).findOne({ providerSubscriptionId: subscriptionId, kind: 'plan' });
    if (!first?.plan) return 'already';
    const plan = findPlan(first.plan);
    const now = deps.now();
    const inserted = await trx.raw(
      `insert into payment_attempts (user_id, kind, plan, credits, amount_cents, currency, provider, provider_subscription_id, provider_payment_id, status, method, completed_at)
       values (?, 'renewal', ?, ?, ?, ?, ?, ?, ?, 'completed', ?, ?)
       on conflict (provider_payment_id) do nothing
       returning id`,
      [
        first.userId,
        plan.id,
        plan.minutesPerMonth,
        payment.amountCents,
        payment.currency,
        first.provider,
        subscriptionId,
        payment.id,
        payment.method,
        now,
      ],
    );
    const row = (inserted.rows as { id: string }[])[0];
    if (!row) return 'already';
    const user = await lockAccountCredits(trx, first.userId);
    if (!user) return 'applied';
    const end = periodEnd ?? addMonths(now, PLAN_PERIOD_MONTHS);
    const ownPlan = user.providerSubscriptionId === subscriptionId;
    const cancelled = user.subscriptionStatus === 'cancelled';
    await grantCredits(trx, {
      userId: user.id,
      amount: plan.minutesPerMonth,
      kind: 'grant',
      description: `${plan.name} plan renewed: ${formatMinutes(plan.minutesPerMonth)} for the period to ${formatBillingDate(end)}`,
      paymentAttemptId: row.id,
    });
    if (ownPlan) {
      await UserModel.query(trx)
        .patch({ subscriptionExpiresAt: end, subscriptionStatus: cancelled ? 'cancelled' : 'active', updatedAt: now })
        .where({ id: user.id });
    }
    const next: AfterRenewal = !ownPlan ? null : cancelled ? { activeUntil: end } : { renewsOn: end };
    await enqueueAccountUpdateEmail(deps, trx, user, {
      kind: 'plan-renewed',
      receipt: receiptFacts({
        id: row.id,
        kind: 'renewal',
        plan: first.plan,
        credits: plan.minutesPerMonth,
        amountCents: payment.amountCents,
        currency: payment.currency,
      }),
      planName: plan.name,
      minutes: plan.minutesPerMonth,
      next,
    });
    return 'applied';
  });
}

/** Marks a pending attempt failed with the provider's reason; a completed one stays completed. */
export async function failPayment(deps: AppDeps, attemptId: string, reason: string, method: string | null): Promise<boolean> {
  const count = await PaymentAttemptModel.query(deps.db)
    .patch({ status: 'failed', failureReason: reason.slice(0, 500), method, updatedAt: deps.now() })
    .where({ id: attemptId })
    .whereIn('status', ['pending', 'abandoned', 'failed']);
  return count > 0;
}
