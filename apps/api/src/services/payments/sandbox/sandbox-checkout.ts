import type { AppDeps } from '../../../deps';
import { ConflictError, NotFoundError } from '../../../errors/app-error';
import { addMonths } from '../../../lib/add-months';
import { PaymentAttemptModel } from '../../../models/payment-attempt';
import { failPayment } from '../../billing/complete-payment';
import { signPayment } from '../signatures';
import { sandboxId } from './sandbox-provider';

export const SANDBOX_METHODS = ['card', 'upi', 'netbanking', 'wallet'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** What the person asked the sandbox to do. */
export interface SandboxChoice {
  outcome: 'pay' | 'fail';
  method: SandboxMethod;
}

export const SANDBOX_DECLINE_REASON = 'The sandbox declined the payment, as you asked.';

function requireSandbox(deps: AppDeps): void {
  if (deps.payments.name !== 'sandbox') throw new NotFoundError('The sandbox checkout is off: payments go through Razorpay.');
}

/** The shape of the ids the sandbox hands out (see sandboxId); anything else names no checkout. */
const SANDBOX_REFERENCE = /^(order|sub)_sbx_[A-Za-z0-9_-]{1,64}$/;

/** The caller's attempt behind an order or subscription id of the sandbox; anyone else's is 404. */
export async function findSandboxAttempt(deps: AppDeps, userId: string, reference: string): Promise<PaymentAttemptModel> {
  requireSandbox(deps);
  if (!SANDBOX_REFERENCE.test(reference)) throw new NotFoundError('No checkout of yours has that id.');
  const attempt = await PaymentAttemptModel.query(deps.db)
    .where({ userId })
    .andWhere((q) => q.where({ providerOrderId: reference }).orWhere({ providerSubscriptionId: reference, kind: 'plan' }))
    .first();
  if (!attempt) throw new NotFoundError('No checkout of yours has that id.');
  return attempt;
}

/**
 * Plays the provider's side of a checkout: records the payment in the sandbox's books (an order paid, or a
 * subscription active for a month) and returns where the browser goes next, as Razorpay's redirect mode does: to
 * /billing with the signed result, which the page hands to the same verify call production uses. A declined
 * payment fails the attempt, as Razorpay's payment.failed webhook would.
 */
export async function completeSandboxCheckout(deps: AppDeps, userId: string, reference: string, choice: SandboxChoice): Promise<string> {
  const attempt = await findSandboxAttempt(deps, userId, reference);
  if (attempt.status === 'completed') throw new ConflictError('This checkout is paid already.');
  const paymentId = sandboxId('pay');
  const now = deps.now();
  const paid = choice.outcome === 'pay';
  await deps.db.transaction(async (trx) => {
    const checkout = await trx('sandbox_checkouts')
      .where({ id: reference })
      .forUpdate()
      .first<{ kind: string; status: string; amountCents: number; currency: string }>();
    if (!checkout) throw new NotFoundError('The sandbox has no such checkout.');
    // As Razorpay does, a paid order or a running subscription takes no second payment.
    if (checkout.status !== 'created') throw new ConflictError('This checkout is paid already.');
    await trx('sandbox_payments').insert({
      id: paymentId,
      checkoutId: reference,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      status: paid ? 'captured' : 'failed',
      method: choice.method,
      failureReason: paid ? null : SANDBOX_DECLINE_REASON,
    });
    if (paid) {
      const update =
        checkout.kind === 'order' ? { status: 'paid' } : { status: 'active', currentStart: now, currentEnd: addMonths(now, 1) };
      await trx('sandbox_checkouts')
        .where({ id: reference })
        .update({ ...update, updatedAt: now });
    }
  });
  const query = new URLSearchParams();
  if (!paid) {
    await failPayment(deps, attempt.id, SANDBOX_DECLINE_REASON, choice.method);
    // A code, not words: the address can be typed by anyone, so the page says only what it knows a code means.
    query.set('payment', 'failed');
    query.set('reason', 'declined');
  } else if (attempt.providerOrderId) {
    query.set('razorpay_order_id', attempt.providerOrderId);
    query.set('razorpay_payment_id', paymentId);
    query.set('razorpay_signature', signPayment(deps.payments.paymentSecret, { orderId: attempt.providerOrderId, paymentId }));
  } else {
    query.set('razorpay_subscription_id', reference);
    query.set('razorpay_payment_id', paymentId);
    query.set('razorpay_signature', signPayment(deps.payments.paymentSecret, { subscriptionId: reference, paymentId }));
  }
  return `/billing?${query.toString()}`;
}
