import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { AppError, NotFoundError } from '../../errors/app-error';
import { PaymentAttemptModel as Attempts, type PaymentAttemptModel } from '../../models/payment-attempt';
import type { UserModel } from '../../models/user';
import type { ProviderPayment } from '../payments/payment-provider';
import { paymentSignatureValid, type SignedPayment } from '../payments/signatures';
import { completePayment, failPayment } from './complete-payment';
import { providerFailure } from './create-order';
import { paymentMismatch } from './payment-mismatch';
import { recordPaymentEvent } from './record-payment-event';

const NOT_VERIFIED =
  'We could not verify this payment, so nothing was added to your account. If you were charged, contact support with the payment id.';

function refused(detail: string): AppError {
  return new AppError(400, 'PAYMENT_VERIFICATION_FAILED', `${NOT_VERIFIED} (${detail})`);
}

function successMessage(attempt: PaymentAttemptModel): string {
  return attempt.kind === 'pack'
    ? `${attempt.credits} credits were added to your account.`
    : 'Your plan is active. Its minutes were added to your account.';
}

/**
 * Checks what the checkout handed back: the signature over the ids we stored (not the ones sent), then the payment
 * itself with the provider (captured, for this order, for the catalogue's amount), then completes the attempt once.
 * Every refusal is recorded as what it was; a tampered payment also fails its attempt with the reason.
 */
export async function verifyPayment(deps: AppDeps, user: UserModel, body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  const byOrder = body.razorpay_order_id !== undefined;
  const attempt = await Attempts.query(deps.db)
    .findOne(
      byOrder ? { providerOrderId: body.razorpay_order_id } : { providerSubscriptionId: body.razorpay_subscription_id, kind: 'plan' },
    )
    .where({ userId: user.id });
  if (!attempt) throw new NotFoundError('No payment of yours has that order or subscription id.');
  const reject = async (detail: string, failAttempt: boolean) => {
    await recordPaymentEvent(deps.db, {
      source: 'verify',
      eventType: 'payment.verify',
      outcome: 'rejected',
      detail,
      paymentAttemptId: attempt.id,
      userId: user.id,
    });
    if (failAttempt) await failPayment(deps, attempt.id, detail, null);
    return refused(detail);
  };

  const paymentId = body.razorpay_payment_id;
  const signed: SignedPayment = attempt.providerOrderId
    ? { orderId: attempt.providerOrderId, paymentId }
    : { subscriptionId: attempt.providerSubscriptionId ?? '', paymentId };
  if (!paymentSignatureValid(deps.payments.paymentSecret, signed, body.razorpay_signature)) {
    throw await reject('the signature does not match this order', false);
  }
  if (attempt.status === 'completed') {
    if (attempt.providerPaymentId === paymentId) return { success: true, message: successMessage(attempt) };
    throw await reject('this order was already paid by another payment', false);
  }

  const payment: ProviderPayment = await deps.payments.fetchPayment(paymentId).catch(providerFailure);
  const mismatch = paymentMismatch(attempt, payment);
  if (mismatch) throw await reject(mismatch, true);
  const period = attempt.providerSubscriptionId
    ? { end: (await deps.payments.fetchSubscription(attempt.providerSubscriptionId).catch(providerFailure)).currentEnd }
    : { end: null };
  await completePayment(deps, attempt.id, payment, period);
  await recordPaymentEvent(deps.db, {
    source: 'verify',
    eventType: 'payment.verify',
    outcome: 'applied',
    paymentAttemptId: attempt.id,
    userId: user.id,
  });
  return { success: true, message: successMessage(attempt) };
}
