import type { HttpMethod } from '../http-method';

/**
 * Plans, credit packs, payments, receipts and the payment provider's webhook. Spread into the route table of
 * ../routes.ts.
 */
export const billingRoutes = {
  getBillingCatalogue: ['GET', '/api/billing/catalogue'],
  listCreditTransactions: ['GET', '/api/credit-transactions'],
  createOrder: ['POST', '/api/create-order'],
  verifyPayment: ['POST', '/api/verify-payment'],
  startTrial: ['POST', '/api/start-trial'],
  cancelSubscription: ['POST', '/api/cancel-subscription'],
  selectPlan: ['POST', '/api/subscriptions/select-plan'],
  previewPlanChange: ['GET', '/api/billing/plan-change'],
  getPaymentReceipt: ['GET', '/api/payments/:id/receipt'],
  razorpayWebhook: ['POST', '/api/payments/razorpay/webhook'],
  sandboxCheckoutPage: ['GET', '/api/payments/sandbox/checkout/:reference'],
  completeSandboxCheckout: ['POST', '/api/payments/sandbox/checkout/:reference'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
