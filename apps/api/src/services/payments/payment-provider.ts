import type { PaymentProvider as ProviderName } from '@verbatim/core-sdk/contracts';

/** A plan that can be bought as a monthly subscription. */
export type SubscribablePlan = 'basic' | 'pro';

/** An order for a one-off payment (a credit pack). */
export interface ProviderOrder {
  id: string;
  /** In the currency's smallest unit (cents). */
  amountCents: number;
  currency: string;
}

/** A recurring subscription to a plan, as the provider knows it. */
export interface ProviderSubscription {
  id: string;
  /** The provider's state: created, authenticated, active, pending, halted, cancelled, completed, expired. */
  status: string;
  /** The paid period in effect; null before the first charge. */
  currentStart: Date | null;
  currentEnd: Date | null;
}

/** One payment, as the provider reports it. */
export interface ProviderPayment {
  id: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
  amountCents: number;
  currency: string;
  /** The order it pays, for a one-off payment. */
  orderId: string | null;
  /** card, upi, netbanking, wallet… */
  method: string | null;
  /** Why it failed, in the provider's words. */
  failureReason: string | null;
}

/**
 * Who takes the money: Razorpay in production, the sandbox checkout on a machine without payment keys. Both sign
 * what the browser hands back with the same HMAC scheme (see signatures.ts), so one verification serves both.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  /** Signs checkout results: HMAC-SHA256 of `order_id|payment_id` or `payment_id|subscription_id`. */
  readonly paymentSecret: string;
  /** Signs webhook bodies (HMAC-SHA256 of the raw body). */
  readonly webhookSecret: string;
  createOrder(input: { amountCents: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  createSubscription(input: { plan: SubscribablePlan; notes: Record<string, string> }): Promise<{ id: string }>;
  /** Stops renewal at the end of the period already paid. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
}

/** The provider could not be reached or refused a call: the person sees a clear message, nothing is charged. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
