import type { PaymentAttemptModel } from '../../models/payment-attempt';
import type { ProviderPayment } from '../payments/payment-provider';

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** Payment states in which the money is taken (authorized payments are captured automatically). */
const PAID = new Set(['captured', 'authorized']);

/**
 * Why a payment cannot complete an attempt, or null when it can: it must be paid, for this attempt's order, and for
 * exactly the amount and currency the catalogue priced. A signed result proves who paid, not what was paid.
 */
export function paymentMismatch(attempt: PaymentAttemptModel, payment: ProviderPayment): string | null {
  if (!PAID.has(payment.status)) return `the payment is ${payment.status}${payment.failureReason ? `: ${payment.failureReason}` : ''}`;
  if (attempt.providerOrderId && payment.orderId !== attempt.providerOrderId) return 'the payment is for another order';
  if (payment.amountCents !== attempt.amountCents || payment.currency !== attempt.currency) {
    return `the payment of ${money(payment.amountCents, payment.currency)} does not match the price of ${money(attempt.amountCents, attempt.currency)}`;
  }
  return null;
}
