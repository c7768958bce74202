import { z } from 'zod';
import { requiredMultiLineText, singleLine } from '../common';
import { CREDIT_TRANSACTIONS_PAGE_SIZE_MAX, paidPlans, paymentProviders } from '../constants';

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
  /** The payment behind a purchase or a plan's grant: its receipt is GET /api/payments/{paymentId}/receipt. */
  paymentId: z.string().nullable(),
  /** The transcription a charge or refund is for. */
  transcriptionId: z.string().nullable(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

/** GET /api/credit-transactions: `cursor` is the previous page's `nextCursor`. */
export const listCreditTransactionsQuerySchema = z.object({
  cursor: z.string().trim().max(200).check(singleLine()).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CREDIT_TRANSACTIONS_PAGE_SIZE_MAX, `limit must be at most ${CREDIT_TRANSACTIONS_PAGE_SIZE_MAX}`)
    .optional(),
});
export type ListCreditTransactionsQuery = z.input<typeof listCreditTransactionsQuerySchema>;

/** One page of the caller's ledger, newest first. */
export const creditTransactionPageSchema = z.object({
  items: z.array(creditTransactionSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CreditTransactionPage = z.infer<typeof creditTransactionPageSchema>;

/** A monthly plan as the server sells it. */
export const planOfferSchema = z.object({
  id: z.enum(paidPlans),
  name: z.string(),
  /** In cents of `currency`. */
  priceCents: z.number().int().nonnegative(),
  /** Minutes (credits) granted at the start of each monthly period. */
  minutesPerMonth: z.number().int().nonnegative(),
  /** Length of the free trial, for the plan that has one. */
  trialDays: z.number().int().positive().nullable(),
  /** Minutes the free trial grants. */
  trialMinutes: z.number().int().positive().nullable(),
  /** False for a plan that is announced but cannot be bought yet (enterprise). */
  available: z.boolean(),
  features: z.array(z.string()),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** A credit pack: credits that never expire, paid once. */
export const creditPackSchema = z.object({
  credits: z.number().int().positive(),
  priceCents: z.number().int().positive(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/** GET /api/billing/catalogue: every price and allowance, as the server charges them. */
export const billingCatalogueSchema = z.object({
  currency: z.string(),
  free: z.object({
    dailyTranscriptions: z.number().int().positive(),
    maxMinutesPerFile: z.number().int().positive(),
    maxRecordingMinutes: z.number().int().positive(),
  }),
  plans: z.array(planOfferSchema),
  packs: z.array(creditPackSchema),
  /** Whether a plan's unused minutes stay in the balance when the next period starts. */
  planMinutesRollOver: z.boolean(),
  /** Who takes the payment: Razorpay, or the sandbox checkout of a machine without payment keys. */
  provider: z.enum(paymentProviders),
});
export type BillingCatalogue = z.infer<typeof billingCatalogueSchema>;

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
  /** Who takes the payment. */
  provider: z.enum(paymentProviders),
  /** The sandbox's own checkout page to send the browser to; null with Razorpay, whose Checkout opens in the page. */
  checkoutUrl: z.string().nullable(),
  /** What is being bought, for the checkout to show ("500 credits", "Pro plan, monthly"). */
  description: z.string(),
  /** Our payment's id: its receipt, once paid, is GET /api/payments/{paymentId}/receipt. */
  paymentId: z.string(),
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

/** POST /api/payments/razorpay/webhook: what was done with the event. */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** applied: it changed something; duplicate: this event id was seen before; ignored: nothing to do. */
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
