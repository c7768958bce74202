import { z } from 'zod';
import { requiredMultiLineText, singleLine } from './common';
import { paidPlans } from './constants';

/** Kinds of credit ledger rows: bought, granted by a plan or an admin, charged for a transcription, refunded. */
export const creditTransactionTypes = ['purchase', 'grant', 'charge', 'refund'] as const;
export type CreditTransactionType = (typeof creditTransactionTypes)[number];

/** A row of the credit ledger. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** Credits; positive means added, negative spent. */
  amount: z.number().int(),
  type: z.enum(creditTransactionTypes),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

/** GET /api/credit-transactions: the caller's ledger, newest first. */
export const creditTransactionListSchema = z.array(creditTransactionSchema);
export type CreditTransactionList = z.infer<typeof creditTransactionListSchema>;

/**
 * POST /api/create-order: a credit pack (no subscriptionType) or a monthly plan. The server prices the order from
 * its own catalogue and refuses an amount that does not match; the client's amount is only a check.
 */
export const createOrderRequestSchema = z.object({
  credits: z
    .number({ error: 'credits must be a number' })
    .int('credits must be a whole number')
    .positive('credits must be at least 1')
    .max(1_000_000, 'credits must be at most 1000000'),
  /** US dollars, as shown to the user. */
  amount: z
    .number({ error: 'amount must be a number' })
    .positive('amount must be more than 0')
    .max(100_000, 'amount must be at most 100000'),
  subscriptionType: z.enum(paidPlans, { error: `subscriptionType must be one of ${paidPlans.join(', ')}` }).nullish(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** What the payment provider's checkout needs. */
export const orderResponseSchema = z.object({
  keyId: z.string(),
  /** In the currency's smallest unit (cents), as the checkout expects. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  /** Set for a credit pack. */
  orderId: z.string().nullable(),
  isSubscription: z.boolean(),
  /** Set for a monthly plan. */
  subscriptionId: z.string().nullable(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export const createOrderResponseSchema = orderResponseSchema;

const providerId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200)
    .check(singleLine());

/** POST /api/verify-payment: what the checkout hands back, for an order or for a subscription. */
export const verifyPaymentRequestSchema = z
  .object({
    razorpay_order_id: providerId('razorpay_order_id').optional(),
    razorpay_subscription_id: providerId('razorpay_subscription_id').optional(),
    razorpay_payment_id: providerId('razorpay_payment_id'),
    razorpay_signature: providerId('razorpay_signature'),
  })
  .refine((body) => Boolean(body.razorpay_order_id) !== Boolean(body.razorpay_subscription_id), {
    path: ['razorpay_order_id'],
    message: 'Exactly one of razorpay_order_id and razorpay_subscription_id is required',
  });
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;
export const verifyPaymentResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/start-trial: only Pro has a trial, 14 days, once per account. */
export const startTrialRequestSchema = z.object({
  planType: z.literal('pro', { error: 'Only the Pro plan has a free trial' }),
});
export type StartTrialRequest = z.input<typeof startTrialRequestSchema>;

/** The trial response. */
export const trialResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The account's trial was used before and is over. */
  trialExpired: z.boolean(),
  /** No trial was started: go to checkout instead. */
  shouldRedirectToPayment: z.boolean(),
  isActiveTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
});
export type TrialResponse = z.infer<typeof trialResponseSchema>;
export const startTrialResponseSchema = trialResponseSchema;

/** POST /api/cancel-subscription: access lasts until the paid period ends. */
export const cancelSubscriptionRequestSchema = z.object({
  reason: requiredMultiLineText('Please provide a reason for cancellation', 1000),
});
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;
export const cancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscriptionStatus: z.literal('cancelled'),
  /** When access ends; null when it ended at once. */
  accessEndsAt: z.string().nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;
