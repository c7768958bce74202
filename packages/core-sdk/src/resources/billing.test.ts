import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  type BillingCatalogue,
  billingCatalogueSchema,
  type CreditTransaction,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  creditTransactionPageSchema,
  listCreditTransactionsQuerySchema,
  type OrderResponse,
  planChangeSchema,
  selectPlanRequestSchema,
  selectPlanResponseSchema,
  startTrialRequestSchema,
  startTrialResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '../contracts';
import { ApiError } from '../errors';
import type { DownloadedFile } from '../http';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const catalogue: BillingCatalogue = {
  currency: 'USD',
  free: { dailyTranscriptions: 3, maxMinutesPerFile: 30, maxRecordingMinutes: 30 },
  plans: [
    {
      id: 'basic',
      name: 'Basic',
      priceCents: 900,
      minutesPerMonth: 300,
      trialDays: null,
      trialMinutes: null,
      available: true,
      features: ['300 minutes a month'],
    },
    {
      id: 'pro',
      name: 'Pro',
      priceCents: 1500,
      minutesPerMonth: 1200,
      trialDays: 14,
      trialMinutes: 270,
      available: true,
      features: ['1,200 minutes a month'],
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      priceCents: 0,
      minutesPerMonth: 0,
      trialDays: null,
      trialMinutes: null,
      available: false,
      features: [],
    },
  ],
  packs: [
    { credits: 100, priceCents: 199 },
    { credits: 500, priceCents: 799 },
    { credits: 1000, priceCents: 1499 },
  ],
  planMinutesRollOver: true,
  provider: 'sandbox',
};

const purchase: CreditTransaction = {
  id: 'ct_2',
  description: '500 credits',
  createdAt: '2025-03-02T10:00:00.000Z',
  amount: 500,
  type: 'purchase',
  paymentId: 'pay_1',
  transcriptionId: null,
};
const charge: CreditTransaction = {
  id: 'ct_1',
  description: 'Transcription of meeting.mp3',
  createdAt: '2025-03-01T10:00:00.000Z',
  amount: -3,
  type: 'charge',
  paymentId: null,
  transcriptionId: 't_1',
};

const packOrder: OrderResponse = {
  keyId: 'rzp_test_key',
  amount: 799,
  currency: 'USD',
  orderId: 'order_1',
  isSubscription: false,
  subscriptionId: null,
  provider: 'razorpay',
  checkoutUrl: null,
  description: '500 credits',
  paymentId: 'pay_1',
};
const planOrder: OrderResponse = {
  keyId: 'sandbox',
  amount: 1500,
  currency: 'USD',
  orderId: null,
  isSubscription: true,
  subscriptionId: 'sub_1',
  provider: 'sandbox',
  checkoutUrl: '/api/payments/sandbox/checkout/sub_1',
  description: 'Pro plan, monthly',
  paymentId: 'pay_2',
};

const calls: ContractCall[] = [
  {
    name: 'catalogue: GET /api/billing/catalogue',
    call: (client) => client.billing.catalogue(),
    method: 'GET',
    path: '/api/billing/catalogue',
    answer: { json: catalogue },
    responseSchema: billingCatalogueSchema,
  },
  {
    name: 'creditTransactions: GET /api/credit-transactions answers the first page',
    call: (client) => client.billing.creditTransactions(),
    method: 'GET',
    path: '/api/credit-transactions',
    querySchema: listCreditTransactionsQuerySchema,
    answer: { json: { items: [purchase, charge], nextCursor: 'c2' } },
    responseSchema: creditTransactionPageSchema,
  },
  {
    name: 'creditTransactions: GET /api/credit-transactions?limit=&cursor=',
    call: (client) => client.billing.creditTransactions({ limit: 25, cursor: 'c2' }),
    method: 'GET',
    path: '/api/credit-transactions',
    query: { limit: '25', cursor: 'c2' },
    querySchema: listCreditTransactionsQuerySchema,
    answer: { json: { items: [charge], nextCursor: null } },
    responseSchema: creditTransactionPageSchema,
  },
  {
    name: 'createOrder: POST /api/create-order for a credit pack (no subscriptionType)',
    call: (client) => client.billing.createOrder({ credits: 500, amount: 7.99 }),
    method: 'POST',
    path: '/api/create-order',
    body: { credits: 500, amount: 7.99 },
    requestSchema: createOrderRequestSchema,
    answer: { json: packOrder },
    responseSchema: createOrderResponseSchema,
  },
  {
    name: 'createOrder: POST /api/create-order for a plan, answered by the sandbox',
    call: (client) => client.billing.createOrder({ credits: 1200, amount: 15, subscriptionType: 'pro' }),
    method: 'POST',
    path: '/api/create-order',
    body: { credits: 1200, amount: 15, subscriptionType: 'pro' },
    requestSchema: createOrderRequestSchema,
    answer: { json: planOrder },
    responseSchema: createOrderResponseSchema,
  },
  {
    name: 'verifyPayment: POST /api/verify-payment for an order',
    call: (client) =>
      client.billing.verifyPayment({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_rzp_1', razorpay_signature: 'sig' }),
    method: 'POST',
    path: '/api/verify-payment',
    body: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_rzp_1', razorpay_signature: 'sig' },
    requestSchema: verifyPaymentRequestSchema,
    answer: { json: { success: true, message: '500 credits were added to your account.' } },
    responseSchema: verifyPaymentResponseSchema,
  },
  {
    name: 'verifyPayment: POST /api/verify-payment for a subscription',
    call: (client) =>
      client.billing.verifyPayment({ razorpay_subscription_id: 'sub_1', razorpay_payment_id: 'pay_rzp_2', razorpay_signature: 'sig' }),
    method: 'POST',
    path: '/api/verify-payment',
    body: { razorpay_subscription_id: 'sub_1', razorpay_payment_id: 'pay_rzp_2', razorpay_signature: 'sig' },
    requestSchema: verifyPaymentRequestSchema,
    answer: { json: { success: true, message: 'Your Pro plan is active.' } },
    responseSchema: verifyPaymentResponseSchema,
  },
  {
    name: 'startTrial: POST /api/start-trial',
    call: (client) => client.billing.startTrial({ planType: 'pro' }),
    method: 'POST',
    path: '/api/start-trial',
    body: { planType: 'pro' },
    requestSchema: startTrialRequestSchema,
    answer: {
      json: {
        success: true,
        message: 'Your 14-day Pro trial has started.',
        trialExpired: false,
        shouldRedirectToPayment: false,
        isActiveTrial: true,
        trialEndsAt: '2025-03-15T10:00:00.000Z',
      },
    },
    responseSchema: startTrialResponseSchema,
  },
  {
    name: 'startTrial: a used trial says to go to checkout',
    call: (client) => client.billing.startTrial({ planType: 'pro' }),
    method: 'POST',
    path: '/api/start-trial',
    body: { planType: 'pro' },
    requestSchema: startTrialRequestSchema,
    answer: {
      json: {
        success: false,
        message: 'Your free trial has ended.',
        trialExpired: true,
        shouldRedirectToPayment: true,
        isActiveTrial: false,
        trialEndsAt: '2025-02-15T10:00:00.000Z',
      },
    },
    responseSchema: startTrialResponseSchema,
  },
  {
    name: 'cancelSubscription: POST /api/cancel-subscription with the reason',
    call: (client) => client.billing.cancelSubscription({ reason: 'Too expensive\nfor now' }),
    method: 'POST',
    path: '/api/cancel-subscription',
    body: { reason: 'Too expensive\nfor now' },
    requestSchema: cancelSubscriptionRequestSchema,
    answer: {
      json: {
        success: true,
        message: 'Your subscription was cancelled.',
        subscriptionStatus: 'cancelled',
        accessEndsAt: '2025-04-01T00:00:00.000Z',
      },
    },
    responseSchema: cancelSubscriptionResponseSchema,
  },
  {
    name: 'selectPlan: POST /api/subscriptions/select-plan',
    call: (client) => client.billing.selectPlan({ plan: 'basic' }),
    method: 'POST',
    path: '/api/subscriptions/select-plan',
    body: { plan: 'basic' },
    requestSchema: selectPlanRequestSchema,
    answer: {
      json: { message: 'Complete your payment to start Basic.', redirectTo: '/billing?plan=basic', shouldRedirectToPayment: true },
    },
    responseSchema: selectPlanResponseSchema,
  },
  {
    name: 'planChange: GET /api/billing/plan-change?plan=',
    call: (client) => client.billing.planChange({ plan: 'basic' }),
    method: 'GET',
    path: '/api/billing/plan-change',
    query: { plan: 'basic' },
    answer: {
      json: {
        plan: 'basic',
        name: 'Basic',
        priceCents: 900,
        currency: 'USD',
        minutesPerMonth: 300,
        renewsAt: '2025-04-02T10:00:00.000Z',
        replaces: { plan: 'pro', name: 'Pro', status: 'trial', endsAt: '2025-03-16T10:00:00.000Z' },
        balance: 270,
      },
    },
    responseSchema: planChangeSchema,
  },
  {
    name: 'receipt: GET /api/payments/{id}/receipt, named by the server',
    call: (client) => client.billing.receipt('pay_1'),
    method: 'GET',
    path: '/api/payments/pay_1/receipt',
    answer: {
      bytes: new TextEncoder().encode('%PDF-1.7 receipt'),
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="verbatim-receipt-2025-03-02.pdf"' },
    },
    check: async (value) => {
      const file = value as DownloadedFile;
      expect(file.fileName).toBe('verbatim-receipt-2025-03-02.pdf');
      expect(file.blob.type).toBe('application/pdf');
      expect(await file.blob.text()).toBe('%PDF-1.7 receipt');
    },
  },
  {
    name: 'receipt: named after the payment when the server gives no name',
    call: (client) => client.billing.receipt('pay_9'),
    method: 'GET',
    path: '/api/payments/pay_9/receipt',
    answer: { bytes: new TextEncoder().encode('%PDF'), headers: { 'content-type': 'application/pdf' } },
    check: (value) => {
      expect((value as DownloadedFile).fileName).toBe('receipt-pay_9.pdf');
    },
  },
  {
    name: 'receipt: the payment id is one encoded path segment',
    call: (client) => client.billing.receipt('../user'),
    method: 'GET',
    path: '/api/payments/..%2Fuser/receipt',
    answer: {
      bytes: new TextEncoder().encode('%PDF'),
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="r.pdf"' },
    },
    check: (value) => {
      expect((value as DownloadedFile).fileName).toBe('r.pdf');
    },
  },
];

describe('billing resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('allCreditTransactions() follows nextCursor with the same limit and stops where the loop does', async () => {
    const pages: Record<string, { ids: string[]; nextCursor: string | null }> = {
      '': { ids: ['ct_5', 'ct_4'], nextCursor: 'c2' },
      c2: { ids: ['ct_3', 'ct_2'], nextCursor: 'c3' },
      c3: { ids: ['ct_1'], nextCursor: null },
    };
    const server = await startLoopbackServer((request, response) => {
      const page = pages[request.query.cursor ?? ''];
      if (!page) return sendJson(response, 400, { error: { code: 'VALIDATION_FAILED', message: 'cursor' } });
      const items = page.ids.map((id) => ({ ...charge, id }));
      sendJson(response, 200, creditTransactionPageSchema.parse({ items, nextCursor: page.nextCursor }));
    });
    const client = createClient({ baseUrl: server.url });

    const all: string[] = [];
    for await (const row of client.billing.allCreditTransactions({ limit: 2 })) all.push(row.id);
    expect(all).toEqual(['ct_5', 'ct_4', 'ct_3', 'ct_2', 'ct_1']);
    expect(server.received.map((request) => request.query)).toEqual([
      { limit: '2' },
      { limit: '2', cursor: 'c2' },
      { limit: '2', cursor: 'c3' },
    ]);

    const some: string[] = [];
    for await (const row of client.billing.allCreditTransactions({ limit: 2 })) {
      some.push(row.id);
      if (row.id === 'ct_3') break;
    }
    expect(some).toEqual(['ct_5', 'ct_4', 'ct_3']);
    expect(server.received).toHaveLength(5);
  });

  it('sends an Idempotency-Key on the payment calls when asked', async () => {
    const server = await startLoopbackServer((request, response) =>
      request.pathname === '/api/create-order'
        ? sendJson(response, 200, packOrder)
        : sendJson(response, 200, { success: true, message: 'Paid.' }),
    );
    const client = createClient({ baseUrl: server.url });
    await client.billing.createOrder({ credits: 500, amount: 7.99 }, { idempotencyKey: 'order-key-1' });
    await client.billing.verifyPayment(
      { razorpay_order_id: 'order_1', razorpay_payment_id: 'p', razorpay_signature: 's' },
      { idempotencyKey: 'verify-key-1' },
    );
    expect(server.received.map((request) => request.headers['idempotency-key'])).toEqual(['order-key-1', 'verify-key-1']);
  });

  it.each([
    ['a price that disagrees with the catalogue', 400, 'PRICE_MISMATCH', 'The amount does not match the price of 500 credits.'],
    ['a forged payment', 400, 'PAYMENT_VERIFICATION_FAILED', 'The payment could not be verified.'],
    ['nothing to cancel', 409, 'CONFLICT', 'You have no active subscription to cancel.'],
  ])("turns %s into an ApiError with the server's words", async (_what, status, code, message) => {
    const server = await startLoopbackServer((_request, response) => sendJson(response, status, { error: { code, message } }));
    const client = createClient({ baseUrl: server.url });
    const call =
      code === 'PRICE_MISMATCH'
        ? client.billing.createOrder({ credits: 500, amount: 1 })
        : code === 'CONFLICT'
          ? client.billing.cancelSubscription({ reason: 'Moving on' })
          : client.billing.verifyPayment({ razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 'forged' });
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, serverMessage: message });
  });
});
