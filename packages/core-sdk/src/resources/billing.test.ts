import { describe, it } from 'vitest';
import {
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  creditTransactionListSchema,
  startTrialRequestSchema,
  startTrialResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';

const calls: ContractCall[] = [
  {
    name: 'creditTransactions: GET /api/credit-transactions',
    call: (client) => client.billing.creditTransactions(),
    method: 'GET',
    path: '/api/credit-transactions',
    answer: {
      json: [
        { id: '12', description: 'meeting.mp3 (2 min)', createdAt: '2025-03-02T09:00:00.000Z', amount: -2, type: 'charge' },
        { id: '11', description: '500 credits', createdAt: '2025-03-01T09:00:00.000Z', amount: 500, type: 'purchase' },
      ],
    },
    responseSchema: creditTransactionListSchema,
  },
  {
    name: 'createOrder: POST /api/create-order for a credit pack',
    call: (client) => client.billing.createOrder({ credits: 500, amount: 7.99 }),
    method: 'POST',
    path: '/api/create-order',
    body: { credits: 500, amount: 7.99 },
    requestSchema: createOrderRequestSchema,
    answer: {
      json: { keyId: 'rzp_test_1', amount: 799, currency: 'USD', orderId: 'order_1', isSubscription: false, subscriptionId: null },
    },
    responseSchema: createOrderResponseSchema,
  },
  {
    name: 'createOrder: POST /api/create-order for a plan',
    call: (client) => client.billing.createOrder({ credits: 1200, amount: 15, subscriptionType: 'pro' }),
    method: 'POST',
    path: '/api/create-order',
    body: { credits: 1200, amount: 15, subscriptionType: 'pro' },
    requestSchema: createOrderRequestSchema,
    answer: { json: { keyId: 'rzp_test_1', amount: 1500, currency: 'USD', orderId: null, isSubscription: true, subscriptionId: 'sub_1' } },
    responseSchema: createOrderResponseSchema,
  },
  {
    name: 'verifyPayment: POST /api/verify-payment for an order',
    call: (client) =>
      client.billing.verifyPayment({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'f00d' }),
    method: 'POST',
    path: '/api/verify-payment',
    body: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'f00d' },
    requestSchema: verifyPaymentRequestSchema,
    answer: { json: { success: true, message: '500 credits added.' } },
    responseSchema: verifyPaymentResponseSchema,
  },
  {
    name: 'verifyPayment: POST /api/verify-payment for a subscription',
    call: (client) =>
      client.billing.verifyPayment({ razorpay_subscription_id: 'sub_1', razorpay_payment_id: 'pay_2', razorpay_signature: 'beef' }),
    method: 'POST',
    path: '/api/verify-payment',
    body: { razorpay_subscription_id: 'sub_1', razorpay_payment_id: 'pay_2', razorpay_signature: 'beef' },
    requestSchema: verifyPaymentRequestSchema,
    answer: { json: { success: true, message: 'Pro is active.' } },
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
    name: 'cancelSubscription: POST /api/cancel-subscription',
    call: (client) => client.billing.cancelSubscription({ reason: 'Too expensive' }),
    method: 'POST',
    path: '/api/cancel-subscription',
    body: { reason: 'Too expensive' },
    requestSchema: cancelSubscriptionRequestSchema,
    answer: {
      json: {
        success: true,
        message: 'Your subscription is cancelled; Pro stays until 31 March.',
        subscriptionStatus: 'cancelled',
        accessEndsAt: '2025-03-31T00:00:00.000Z',
      },
    },
    responseSchema: cancelSubscriptionResponseSchema,
  },
];

describe('billing resource', () => {
  it.each(calls)('$name', checkContractCall);
});
