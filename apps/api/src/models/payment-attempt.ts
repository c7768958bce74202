import type { PaymentAttemptStatus, PaymentProvider as ProviderName } from '@verbatim/core-sdk/contracts';
import objection from 'objection';
import type { SubscribablePlan } from '../services/payments/payment-provider';

/** pack: credits bought once; plan: a subscription's first period; renewal: each later period. */
export type PaymentKind = 'pack' | 'plan' | 'renewal';

export class PaymentAttemptModel extends objection.Model {
  static override tableName = 'payment_attempts';

  declare id: string;
  declare userId: string;
  declare kind: PaymentKind;
  declare plan: SubscribablePlan | null;
  /** Credits (minutes) the payment grants. */
  declare credits: number;
  declare amountCents: number;
  declare currency: string;
  declare provider: ProviderName;
  declare providerOrderId: string | null;
  declare providerSubscriptionId: string | null;
  declare providerPaymentId: string | null;
  declare status: PaymentAttemptStatus;
  declare failureReason: string | null;
  declare method: string | null;
  declare completedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
