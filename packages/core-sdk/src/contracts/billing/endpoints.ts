import { bytes, defineEndpoint, fileAnswer, redirectAnswer } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-texts';
import { routes } from '../routes';
import {
  billingCatalogueSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  creditTransactionPageSchema,
  listCreditTransactionsQuerySchema,
  startTrialRequestSchema,
  startTrialResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from './schemas';
import { planChangeQuerySchema, planChangeSchema, selectPlanRequestSchema, selectPlanResponseSchema } from './subscriptions';

const NO_SUBSCRIPTION = 'There is no subscription in a state this call can change (CONFLICT).';

/**
 * Plans, credit packs, payments, receipts and the payment provider's webhook. Spread into `endpoints`
 * (../endpoints.ts).
 */
export const billingEndpoints = {
  getBillingCatalogue: defineEndpoint(routes.getBillingCatalogue, {
    access: 'public',
    tag: 'billing',
    summary: 'Plans, credit packs and the free allowance, with the prices the server charges.',
    responses: { 200: billingCatalogueSchema },
  }),
  listCreditTransactions: defineEndpoint(routes.listCreditTransactions, {
    access: 'user',
    tag: 'billing',
    summary: "One page of the caller's credit ledger, newest first.",
    query: listCreditTransactionsQuerySchema,
    responses: { 200: creditTransactionPageSchema },
  }),
  createOrder: defineEndpoint(routes.createOrder, {
    access: 'user',
    tag: 'billing',
    summary: 'Starts paying for a credit pack (an order) or a monthly plan (a subscription), priced from the catalogue.',
    body: createOrderRequestSchema,
    failures: {
      400: 'The amount or credits disagree with the catalogue (PRICE_MISMATCH), or the plan cannot be bought (PLAN_UNAVAILABLE).',
      429: RATE_LIMITED,
      502: 'The payment provider did not answer (PAYMENT_FAILED).',
    },
    responses: { 200: createOrderResponseSchema },
    idempotent: true,
  }),
  verifyPayment: defineEndpoint(routes.verifyPayment, {
    access: 'user',
    tag: 'billing',
    summary: "Checks the checkout's signed result against the stored order and credits the account once.",
    body: verifyPaymentRequestSchema,
    failures: {
      400: 'The signature does not match the stored order, or the payment does not match its price (PAYMENT_VERIFICATION_FAILED).',
      404: 'No order or subscription of the caller has that id.',
      429: RATE_LIMITED,
    },
    responses: { 200: verifyPaymentResponseSchema },
    idempotent: true,
  }),
  startTrial: defineEndpoint(routes.startTrial, {
    access: 'user',
    tag: 'billing',
    summary: 'Starts the 14-day Pro trial, once per account; otherwise says why and whether to go to checkout.',
    body: startTrialRequestSchema,
    responses: { 200: startTrialResponseSchema },
  }),
  cancelSubscription: defineEndpoint(routes.cancelSubscription, {
    access: 'user',
    tag: 'billing',
    summary: 'Stops the renewal of an active plan, with a reason; access lasts until the paid period ends.',
    body: cancelSubscriptionRequestSchema,
    failures: { 409: NO_SUBSCRIPTION },
    responses: { 200: cancelSubscriptionResponseSchema },
  }),
  selectPlan: defineEndpoint(routes.selectPlan, {
    access: 'user',
    tag: 'billing',
    summary: 'Chooses a plan: starts the Pro trial when it is unused, else says to pay on the billing page.',
    body: selectPlanRequestSchema,
    responses: { 200: selectPlanResponseSchema },
  }),
  previewPlanChange: defineEndpoint(routes.previewPlanChange, {
    access: 'user',
    tag: 'billing',
    summary:
      'What paying for a plan now would do, before the checkout opens: the charge, the minutes and the renewal date, the plan or trial in effect that would end at once (nothing refunded), and the balance that stays.',
    query: planChangeQuerySchema,
    failures: { 409: 'The caller is on that plan already, paid and renewing (CONFLICT).' },
    responses: { 200: planChangeSchema },
  }),
  getPaymentReceipt: defineEndpoint(routes.getPaymentReceipt, {
    access: 'user',
    tag: 'billing',
    summary: "A completed payment's receipt as a PDF; another user's payment, or one not completed, answers 404.",
    responses: { 200: fileAnswer('application/pdf', 'The receipt.') },
  }),
  razorpayWebhook: defineEndpoint(routes.razorpayWebhook, {
    access: 'public',
    tag: 'billing',
    summary: "Razorpay's payment and subscription events, signed with the webhook secret (X-Razorpay-Signature); each event applies once.",
    body: bytes('The event as Razorpay sends it (JSON, read raw for the signature).', 'application/json'),
    failures: { 400: 'The signature is missing or wrong (INVALID_SIGNATURE), or the body is not an event.' },
    responses: { 200: webhookResponseSchema },
  }),
  sandboxCheckoutPage: defineEndpoint(routes.sandboxCheckoutPage, {
    access: 'user',
    tag: 'billing',
    summary: "The sandbox checkout (no payment keys configured): shows the caller's order or subscription, to pay or to fail.",
    responses: { 200: fileAnswer('text/html', 'The checkout page.') },
  }),
  completeSandboxCheckout: defineEndpoint(routes.completeSandboxCheckout, {
    access: 'user',
    tag: 'billing',
    summary: "The sandbox checkout's form: pays or fails the order, then sends the browser back to /billing with the signed result.",
    body: bytes('The form: outcome=pay|fail and method.', 'application/x-www-form-urlencoded'),
    responses: { 303: redirectAnswer('To /billing with the signed payment, or with the failure.') },
  }),
} as const;
