import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RazorpayLoopback, startRazorpayLoopback } from '../../../test-support/razorpay-loopback';
import type { RazorpayConfig } from '../payment-env';
import { type PaymentProvider, PaymentProviderError, type SubscribablePlan } from '../payment-provider';
import { paymentSignatureValid, webhookSignatureValid } from '../signatures';
import { razorpayEventSchema } from './razorpay-event';
import { createRazorpayProvider, RAZORPAY_API_HOST } from './razorpay-provider';

const KEY_SECRET = 'loopback-key-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'loopback-webhook-secret-0123456789';
const PLAN_AMOUNTS: Record<SubscribablePlan, number> = { basic: 900, pro: 1500 };
const DAY_MS = 24 * 60 * 60 * 1000;

let loopback: RazorpayLoopback;
let config: RazorpayConfig;
let provider: PaymentProvider;

beforeAll(async () => {
  loopback = await startRazorpayLoopback({
    keyId: 'rzp_test_loopback',
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    planAmounts: { plan_basic: PLAN_AMOUNTS.basic, plan_pro: PLAN_AMOUNTS.pro },
  });
  config = {
    keyId: 'rzp_test_loopback',
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    planIds: { basic: 'plan_basic', pro: 'plan_pro' },
    apiUrl: loopback.url,
  };
  provider = createRazorpayProvider(config);
});

afterAll(() => loopback.close());

/** The error a call rejects with, which must be a PaymentProviderError. */
async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** A raw request to the loopback, for what the provider does not expose. */
async function rest(path: string, init: RequestInit & { auth?: string | null } = {}) {
  const auth = init.auth === undefined ? `Basic ${Buffer.from(`${config.keyId}:${KEY_SECRET}`).toString('base64')}` : init.auth;
  const response = await fetch(`${loopback.url}${path}`, {
    ...init,
    headers: { ...(auth ? { authorization: auth } : {}), ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: Record<string, unknown> } };
}

const lastRequest = () => loopback.requests.at(-1);
const newOrder = (amountCents = 1900) =>
  provider.createOrder({ amountCents, currency: 'USD', receipt: `rcpt_${amountCents}`, notes: { userId: 'user-1' } });

describe('createRazorpayProvider: the official SDK against a loopback that speaks Razorpay', () => {
  it(`points the SDK at config.apiUrl instead of the host it hard-codes (${RAZORPAY_API_HOST})`, async () => {
    // If an upgrade moves or renames the SDK's axios instance, createRazorpayProvider throws, or (were the check
    // gone) the request below would leave for api.razorpay.com and never reach the loopback.
    const sdk = new Razorpay({ key_id: 'rzp_test_probe', key_secret: 'probe' });
    expect((sdk.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL).toBe(RAZORPAY_API_HOST);
    const before = loopback.requests.length;
    await newOrder();
    expect(loopback.requests.slice(before).map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /v1/orders']);
  });

  it('creates an order in cents and reads it back', async () => {
    const order = await newOrder(4900);
    expect(order).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amountCents: 4900, currency: 'USD' });
    expect(lastRequest()?.body).toEqual({ amount: 4900, currency: 'USD', receipt: 'rcpt_4900', notes: { userId: 'user-1' } });
    const fetched = await rest(`/v1/orders/${order.id}`);
    expect(fetched).toMatchObject({
      status: 200,
      body: {
        id: order.id,
        entity: 'order',
        amount: 4900,
        amount_paid: 0,
        amount_due: 4900,
        currency: 'USD',
        status: 'created',
        receipt: 'rcpt_4900',
        attempts: 0,
      },
    });
    expect(fetched.body.notes).toEqual({ userId: 'user-1' });
  });

  it.each(['basic', 'pro'] as const)('subscribes to %s, pays, reads the period and cancels at the end of the cycle', async (plan) => {
    const { id } = await provider.createSubscription({ plan, notes: { userId: 'user-1', plan } });
    expect(id).toMatch(/^sub_[A-Za-z0-9]{14}$/);
    expect(lastRequest()?.body).toEqual({
      plan_id: `plan_${plan}`,
      total_count: 120,
      customer_notify: 1,
      notes: { userId: 'user-1', plan },
    });
    expect(await provider.fetchSubscription(id)).toEqual({ id, status: 'created', currentStart: null, currentEnd: null });

    const paid = loopback.paySubscription(id);
    expect(
      paymentSignatureValid(provider.paymentSecret, { subscriptionId: id, paymentId: paid.razorpay_payment_id }, paid.razorpay_signature),
    ).toBe(true);
    const started = await provider.fetchSubscription(id);
    expect(started.status).toBe('active');
    expect(Math.abs((started.currentStart?.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
    const length = (started.currentEnd?.getTime() ?? 0) - (started.currentStart?.getTime() ?? 0);
    expect(length).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(length).toBeLessThanOrEqual(31 * DAY_MS);

    const payment = await provider.fetchPayment(paid.razorpay_payment_id);
    // A subscription's payment pays an invoice, whose order is Razorpay's, not one of ours.
    expect(payment).toMatchObject({
      status: 'captured',
      amountCents: PLAN_AMOUNTS[plan],
      currency: 'USD',
      method: 'card',
      failureReason: null,
    });
    expect(payment.orderId).toMatch(/^order_/);

    await provider.cancelSubscription(id);
    expect(lastRequest()).toEqual({ method: 'POST', path: `/v1/subscriptions/${id}/cancel`, body: { cancel_at_cycle_end: 1 } });
    // The period already paid for runs on: Razorpay keeps the subscription active until it ends.
    expect(await provider.fetchSubscription(id)).toEqual(started);
  });

  it('fetches a captured and a failed payment with their fields mapped', async () => {
    const order = await newOrder(1900);
    const captured = loopback.payOrder(order.id, { method: 'upi' });
    expect(await provider.fetchPayment(captured.razorpay_payment_id)).toEqual({
      id: captured.razorpay_payment_id,
      status: 'captured',
      amountCents: 1900,
      currency: 'USD',
      orderId: order.id,
      method: 'upi',
      failureReason: null,
    });

    const other = await newOrder(1900);
    const failed = loopback.payOrder(other.id, { outcome: 'failed', method: 'card' });
    expect(await provider.fetchPayment(failed.razorpay_payment_id)).toEqual({
      id: failed.razorpay_payment_id,
      status: 'failed',
      amountCents: 1900,
      currency: 'USD',
      orderId: other.id,
      method: 'card',
      failureReason: 'Payment failed',
    });
  });

  it('reports a payment for another amount than its order as it is (tampering is for the caller to refuse)', async () => {
    const order = await newOrder(1900);
    const paid = loopback.payOrder(order.id, { amountCents: 100 });
    expect(await provider.fetchPayment(paid.razorpay_payment_id)).toMatchObject({ amountCents: 100, orderId: order.id });
  });

  it('turns a refused key secret into a PaymentProviderError a person can read', async () => {
    const wrongKey = createRazorpayProvider({ ...config, keySecret: 'not-the-secret' });
    const error = await rejection(wrongKey.createOrder({ amountCents: 1900, currency: 'USD', receipt: 'r', notes: {} }));
    expect(error.message).toBe(
      'Payments are not available right now, so we could not start the payment. Nothing was charged. Please try again later.',
    );
    expect(error.cause).toMatchObject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
  });

  it('turns a refused request into a PaymentProviderError, keeping Razorpay’s answer as the cause', async () => {
    const error = await rejection(provider.fetchPayment('pay_AAAAAAAAAAAAAA'));
    expect(error.message).toMatch(
      /^The payment service turned down the request to confirm the payment\. If you paid, the payment is not lost\./,
    );
    expect(error.cause).toMatchObject({ statusCode: 400, error: { description: 'The id provided does not exist' } });

    const unknownPlan = createRazorpayProvider({ ...config, planIds: { basic: 'plan_gone', pro: 'plan_pro' } });
    const refused = await rejection(unknownPlan.createSubscription({ plan: 'basic', notes: {} }));
    expect(refused.message).toMatch(/turned down the request to start the subscription\. Nothing was charged\./);
  });

  it('refuses an id that is not a payment or subscription id before the SDK builds a URL of it', async () => {
    const before = loopback.requests.length;
    for (const id of ['pay_x/../../orders/order_1', 'pay_x?expand[]=card', 'order_AAAAAAAAAAAAAA', '']) {
      expect((await rejection(provider.fetchPayment(id))).message).toBe('That is not a payment id, so we could not confirm the payment.');
    }
    await rejection(provider.fetchSubscription('sub_1/cancel'));
    await rejection(provider.cancelSubscription('../orders'));
    expect(loopback.requests.length).toBe(before);
  });

  it('turns a refused connection into a PaymentProviderError whose cause says why, without the key secret', async () => {
    const gone = await startRazorpayLoopback({ keyId: config.keyId, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
    await gone.close();
    const unreachable = createRazorpayProvider({ ...config, apiUrl: gone.url });
    const error = await rejection(unreachable.createOrder({ amountCents: 1900, currency: 'USD', receipt: 'r', notes: {} }));
    expect(error.message).toBe(
      'The payment service did not answer, so we could not start the payment. Nothing was charged. Please try again.',
    );
    expect(error.cause).toMatchObject({ name: 'RazorpayUnreachable', code: 'ECONNREFUSED' });
    expect(inspect(error, { depth: 20 })).not.toContain(KEY_SECRET);
  });

  it('gives up on a server that accepts and never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const hanging = createRazorpayProvider({ ...config, apiUrl: `http://127.0.0.1:${port}` }, { timeoutMs: 150 });
      const error = await rejection(hanging.fetchSubscription('sub_AAAAAAAAAAAAAA'));
      expect(error.message).toMatch(/^The payment service did not answer, so we could not confirm the subscription\./);
      expect(error.cause).toMatchObject({ name: 'RazorpayUnreachable', code: 'ECONNABORTED' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('names itself and hands out the key id and the two secrets', () => {
    expect(provider).toMatchObject({ name: 'razorpay', keyId: config.keyId, paymentSecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  });
});

// The loopback's own behaviour, which the tests above and the billing endpoint tests rely on.
describe('startRazorpayLoopback', () => {
  it('answers as Razorpay does without credentials, for an unknown route and for a body that is not JSON', async () => {
    const anonymous = await rest('/v1/orders/order_AAAAAAAAAAAAAA', { auth: null });
    expect(anonymous).toEqual({
      status: 401,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Please provide your api key for authentication purposes.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
          field: null,
        },
      },
    });
    expect((await rest('/v1/orders', { method: 'POST', auth: `Basic ${Buffer.from('rzp_test_other:x').toString('base64')}` })).status).toBe(
      401,
    );
    expect(await rest('/v1/refunds')).toMatchObject({
      status: 404,
      body: { error: { description: 'The requested URL was not found on the server' } },
    });
    expect(await rest('/v1/orders', { method: 'POST', body: 'amount=100', headers: { 'content-type': 'application/json' } })).toMatchObject(
      {
        status: 400,
        body: { error: { code: 'BAD_REQUEST_ERROR' } },
      },
    );
    expect(
      await rest('/v1/orders', { method: 'POST', body: JSON.stringify({ amount: 1900, currency: 'USD', color: 'red' }) }),
    ).toMatchObject({
      status: 400,
      body: { error: { description: 'color is/are not required and should not be sent', field: 'color' } },
    });
  });

  it('marks an order paid by a captured payment, and signs the checkout result with the key secret', async () => {
    const order = await newOrder(1900);
    const paid = loopback.payOrder(order.id);
    expect(paid.razorpay_order_id).toBe(order.id);
    expect(paymentSignatureValid(KEY_SECRET, { orderId: order.id, paymentId: paid.razorpay_payment_id }, paid.razorpay_signature)).toBe(
      true,
    );
    expect(loopback.orders.get(order.id)).toMatchObject({ status: 'paid', amount_paid: 1900, amount_due: 0, attempts: 1 });
    expect(() => loopback.payOrder(order.id)).toThrow(/paid already/);
  });

  it('renews a subscription a month further on, with a new invoice payment', async () => {
    const { id } = await provider.createSubscription({ plan: 'pro', notes: {} });
    const first = loopback.paySubscription(id);
    const before = { ...loopback.subscriptions.get(id) };
    const renewal = loopback.renewSubscription(id);
    expect(renewal).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      status: 'captured',
      amount: 1500,
      invoice_id: expect.stringMatching(/^inv_/),
    });
    expect(renewal.id).not.toBe(first.razorpay_payment_id);
    const after = loopback.subscriptions.get(id);
    expect(after).toMatchObject({ current_start: before.current_end, paid_count: 2, remaining_count: 118 });
    expect((after?.current_end ?? 0) - (before.current_end ?? 0)).toBeGreaterThanOrEqual(28 * 24 * 60 * 60);
  });

  it('builds webhooks the app can parse, signed over the raw body; a forged secret does not verify', async () => {
    const { id } = await provider.createSubscription({ plan: 'basic', notes: {} });
    const paid = loopback.paySubscription(id);
    const charged = loopback.subscriptionCharged(id, paid.razorpay_payment_id);
    expect(charged.headers).toMatchObject({
      'content-type': 'application/json',
      'x-razorpay-event-id': expect.stringMatching(/^[A-Za-z0-9]{14}$/),
    });
    expect(webhookSignatureValid(WEBHOOK_SECRET, Buffer.from(charged.body), charged.headers['x-razorpay-signature'] ?? '')).toBe(true);
    const envelope = JSON.parse(charged.body);
    expect(envelope).toMatchObject({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/),
      event: 'subscription.charged',
      contains: ['subscription', 'payment'],
    });
    const parsed = razorpayEventSchema.parse(envelope);
    expect(parsed.payload.payment?.entity).toMatchObject({ id: paid.razorpay_payment_id, amount: 900, status: 'captured' });
    expect(parsed.payload.subscription?.entity).toMatchObject({ id, status: 'active' });

    const forged = loopback.webhook(
      'payment.captured',
      { payment: parsed.payload.payment?.entity ?? {} },
      { secret: 'guessed', eventId: 'evt_1' },
    );
    expect(forged.headers['x-razorpay-event-id']).toBe('evt_1');
    expect(webhookSignatureValid(WEBHOOK_SECRET, Buffer.from(forged.body), forged.headers['x-razorpay-signature'] ?? '')).toBe(false);

    expect(() => loopback.paymentFailed(paid.razorpay_payment_id)).toThrow(/captured, not failed/);
    expect(JSON.parse(loopback.paymentCaptured(paid.razorpay_payment_id).body)).toMatchObject({
      event: 'payment.captured',
      contains: ['payment'],
    });
  });

  it('ends a subscription cancelled at the cycle end when its period ends, and other ways when told', async () => {
    const { id } = await provider.createSubscription({ plan: 'basic', notes: {} });
    loopback.paySubscription(id);
    await provider.cancelSubscription(id);
    const periodEnd = loopback.subscriptions.get(id)?.current_end;
    const cancelled = razorpayEventSchema.parse(JSON.parse(loopback.subscriptionCancelled(id).body));
    expect(cancelled).toMatchObject({
      event: 'subscription.cancelled',
      payload: { subscription: { entity: { id, status: 'cancelled', current_end: periodEnd } } },
    });
    expect(loopback.subscriptions.get(id)?.ended_at).toBe(periodEnd);
    expect((await rejection(provider.cancelSubscription(id))).cause).toMatchObject({
      error: { description: 'Subscription is not cancellable in cancelled status.' },
    });

    const halted = await provider.createSubscription({ plan: 'pro', notes: {} });
    loopback.paySubscription(halted.id);
    expect(JSON.parse(loopback.subscriptionHalted(halted.id).body).payload.subscription.entity.status).toBe('halted');
    expect(JSON.parse(loopback.subscriptionActivated(halted.id).body).payload.subscription.entity.status).toBe('active');
    expect(JSON.parse(loopback.subscriptionCompleted(halted.id).body).payload.subscription.entity).toMatchObject({
      status: 'completed',
      remaining_count: 0,
    });
  });
});
