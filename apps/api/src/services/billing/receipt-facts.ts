import type { PaymentAttemptModel } from '../../models/payment-attempt';
import type { ReceiptFacts } from '../mail/account-update-email';
import { describePayment } from './describe-payment';

/** What the e-mail about a completed payment repeats from its receipt: the number, what it bought, the amount. */
export function receiptFacts(
  attempt: Pick<PaymentAttemptModel, 'id' | 'kind' | 'plan' | 'credits' | 'amountCents' | 'currency'>,
): ReceiptFacts {
  return { paymentId: attempt.id, description: describePayment(attempt), amountCents: attempt.amountCents, currency: attempt.currency };
}
