import type { OrderResponse } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { type LoopbackWebhook, type RazorpayLoopback, startRazorpayLoopback } from '../test-support/razorpay-loopback';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// The production payment path: the real `razorpay` SDK inside the real server, talking to a loopback server that
// speaks Razorpay's REST and signs as Razorpay does, and Razorpay's webhooks posted as Razorpay posts them.

const KEY_ID = 'rzp_test_verbatim';
const KEY_SECRET = 'razorpay-key-secret-for-the-loopback-0123';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-the-loopback';

describe.each(endpointTestDatabases())('billing through Razorpay on %s', (database) => {
  let razorpay: RazorpayLoopback;
  let server: TestServer;
  beforeAll(async () => {
    razorpay = await startRazorpayLoopback({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      planAmounts: { plan_basic_monthly: 900, plan_pro_monthly: 1500 },
    });
    server = await startTestServer({
      database,
      env: {
        RUN_WORKER: 'false',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_PLAN_BASIC: 'plan_basic_monthly',
        RAZORPAY_PLAN_PRO: 'plan_pro_monthly',
        RAZORPAY_API_URL: razorpay.url,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await razorpay?.close();
  });

  const user = async (http: HttpSession) => (await http.get('/api/auth/user')).json;
  async function order(http: HttpSession, body: Record<string, unknown>): Promise<OrderResponse> {
    const res = await http.post('/api/create-order', body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as unknown as OrderResponse;
  }
  async function deliver(webhook: LoopbackWebhook) {
    const res = await fetch(`${server.url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    });
    return { status: res.status, json: (await res.json()) as { outcome?: string; error?: { code: string } } };
  }

  it('opens Razorpay Checkout for a pack: an order at the catalogue price, and a policy that lets its script load', async () => {
    const { http } = await signedUpSession(server, 'rzp-order');
    const created = await order(http, { credits: 500, amount: 7.99 });
    expect(created).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      amount: 799,
      currency: 'USD',
      checkoutUrl: null,
      isSubscription: false,
    });
    expect(razorpay.orders.get(created.orderId ?? '')).toMatchObject({ amount: 799, currency: 'USD', receipt: created.paymentId });
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' https://checkout.razorpay.com");
    expect((await http.get(`/api/payments/sandbox/checkout/${created.orderId}`)).status).toBe(404);
  });

  it('credits a pack once when the verify call comes first and its webhooks follow, replayed', async () => {
    const { http, userId } = await signedUpSession(server, 'rzp-verify-first');
    const created = await order(http, { credits: 500, amount: 7.99 });
    const paid = razorpay.payOrder(created.orderId ?? '', { method: 'upi' });
    expect(await http.post('/api/verify-payment', paid)).toMatchObject({ status: 200, json: { success: true } });
    const captured = razorpay.paymentCaptured(paid.razorpay_payment_id);
    expect((await deliver(captured)).json.outcome).toBe('ignored');
    expect((await deliver(captured)).json.outcome).toBe('duplicate');
    expect((await user(http)).credits).toBe(500);
    const event = await server.deps
      .db('payment_events')
      .where({ source: 'webhook', eventId: captured.headers['x-razorpay-event-id'] })
      .first();
    expect(event).toMatchObject({ outcome: 'ignored', deliveries: 2, detail: 'already completed' });
    expect(await server.deps.db('payment_attempts').where({ id: created.paymentId }).first()).toMatchObject({
      status: 'completed',
      method: 'upi',
      userId,
    });
  });

  it('credits a pack once when the webhook arrives before the verify call, and when both arrive at once', async () => {
    const { http } = await signedUpSession(server, 'rzp-webhook-first');
    const first = await order(http, { credits: 100, amount: 1.99 });
    const paidFirst = razorpay.payOrder(first.orderId ?? '');
    expect((await deliver(razorpay.paymentCaptured(paidFirst.razorpay_payment_id))).json.outcome).toBe('applied');
    expect((await user(http)).credits).toBe(100);
    expect((await http.post('/api/verify-payment', paidFirst)).json.success).toBe(true);
    expect((await user(http)).credits).toBe(100);

    const second = await order(http, { credits: 1000, amount: 14.99 });
    const paidSecond = razorpay.payOrder(second.orderId ?? '');
    const webhook = razorpay.paymentCaptured(paidSecond.razorpay_payment_id);
    const [verified, delivered] = await Promise.all([http.post('/api/verify-payment', paidSecond), deliver(webhook)]);
    expect(verified.json.success).toBe(true);
    expect(delivered.status).toBe(200);
    expect((await user(http)).credits).toBe(1100);
    expect(await server.deps.db('credit_ledger').where({ paymentAttemptId: second.paymentId })).toHaveLength(1);
  });

  it('refuses a forged webhook, and applies nothing from it', async () => {
    const { http } = await signedUpSession(server, 'rzp-forged');
    const created = await order(http, { credits: 100, amount: 1.99 });
    const paid = razorpay.payOrder(created.orderId ?? '');
    const payment = razorpay.payments.get(paid.razorpay_payment_id);
    const forged = razorpay.webhook('payment.captured', { payment: payment ?? {} }, { secret: 'not-the-webhook-secret' });
    const answer = await deliver(forged);
    expect(answer).toMatchObject({ status: 400, json: { error: { code: 'INVALID_SIGNATURE' } } });
    const unsigned = await fetch(`${server.url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged.body,
    });
    expect(unsigned.status).toBe(400);
    expect((await user(http)).credits).toBe(0);
    expect(await server.deps.db('payment_events').where({ source: 'webhook', outcome: 'rejected' }).count('* as n').first()).toMatchObject({
      n: expect.anything(),
    });
    expect(await server.deps.db('payment_attempts').where({ id: created.paymentId }).first()).toMatchObject({ status: 'pending' });
    // A signed body that is not an event is refused as such.
    const junk = razorpay.webhook('payment.captured', {});
    const notAnEvent = await fetch(`${server.url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        ...junk.headers,
        'x-razorpay-signature': (await import('../services/payments/signatures')).hmacHex(WEBHOOK_SECRET, '[1,2]'),
      },
      body: '[1,2]',
    });
    expect(notAnEvent.status).toBe(400);
  });

  it('refuses a payment for less than the price, by verify and by webhook, and records a failed payment’s reason', async () => {
    const { http } = await signedUpSession(server, 'rzp-tampered');
    const created = await order(http, { credits: 1000, amount: 14.99 });
    const cheap = razorpay.payOrder(created.orderId ?? '', { amountCents: 199 });
    const verified = await http.post('/api/verify-payment', cheap);
    expect(verified).toMatchObject({ status: 400, json: { error: { code: 'PAYMENT_VERIFICATION_FAILED' } } });
    expect((await deliver(razorpay.paymentCaptured(cheap.razorpay_payment_id))).json.outcome).toBe('applied');
    expect((await user(http)).credits).toBe(0);
    expect(await server.deps.db('payment_attempts').where({ id: created.paymentId }).first()).toMatchObject({
      status: 'failed',
      failureReason: 'the payment of 1.99 USD does not match the price of 14.99 USD',
    });

    const declined = await order(http, { credits: 100, amount: 1.99 });
    const failed = razorpay.payOrder(declined.orderId ?? '', { outcome: 'failed', method: 'card' });
    expect((await deliver(razorpay.paymentFailed(failed.razorpay_payment_id))).json.outcome).toBe('applied');
    const attempt = await server.deps.db('payment_attempts').where({ id: declined.paymentId }).first();
    expect(attempt).toMatchObject({ status: 'failed', method: 'card' });
    expect(attempt.failureReason).toBe(razorpay.payments.get(failed.razorpay_payment_id)?.error_description);
  });

  it('runs a subscription: first charge, renewals from webhooks (once each), cancellation at the provider', async () => {
    const { http } = await signedUpSession(server, 'rzp-plan');
    const created = await order(http, { credits: 1200, amount: 15, subscriptionType: 'pro' });
    const subscriptionId = created.subscriptionId ?? '';
    expect(razorpay.subscriptions.get(subscriptionId)).toMatchObject({ plan_id: 'plan_pro_monthly', status: 'created' });
    const paid = razorpay.paySubscription(subscriptionId);
    expect((await http.post('/api/verify-payment', paid)).json.success).toBe(true);
    const periodEnd = new Date((razorpay.subscriptions.get(subscriptionId)?.current_end ?? 0) * 1000).toISOString();
    expect(await user(http)).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: periodEnd,
      credits: 1200,
    });
    // Razorpay's own word on the first charge changes nothing more.
    expect((await deliver(razorpay.subscriptionCharged(subscriptionId, paid.razorpay_payment_id))).status).toBe(200);
    expect((await user(http)).credits).toBe(1200);

    const renewal = razorpay.renewSubscription(subscriptionId);
    const charged = razorpay.subscriptionCharged(subscriptionId, renewal.id);
    expect((await deliver(charged)).json.outcome).toBe('applied');
    expect((await deliver(charged)).json.outcome).toBe('duplicate');
    // The same payment again under another event id grants nothing either.
    expect((await deliver(razorpay.subscriptionCharged(subscriptionId, renewal.id))).json.outcome).toBe('ignored');
    const renewed = await user(http);
    expect(renewed.credits).toBe(2400);
    const newEnd = new Date((razorpay.subscriptions.get(subscriptionId)?.current_end ?? 0) * 1000).toISOString();
    expect(renewed.subscriptionExpiresAt).toBe(newEnd);
    expect(newEnd > periodEnd).toBe(true);
    expect(await server.deps.db('payment_attempts').where({ providerSubscriptionId: subscriptionId }).orderBy('createdAt')).toMatchObject([
      { kind: 'plan', status: 'completed' },
      { kind: 'renewal', status: 'completed', providerPaymentId: renewal.id },
    ]);

    const cancelled = await http.post('/api/cancel-subscription', { reason: 'Switching tools.' });
    expect(cancelled.json).toMatchObject({ success: true, accessEndsAt: newEnd });
    const cancelCall = razorpay.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}/cancel`);
    expect(cancelCall?.body).toMatchObject({ cancel_at_cycle_end: 1 });
    expect((await deliver(razorpay.subscriptionCancelled(subscriptionId))).json.outcome).toBe('applied');
    expect(await user(http)).toMatchObject({ subscriptionStatus: 'cancelled', cancellationReason: 'Switching tools.' });
  });

  it('ends access when renewals keep failing (halted)', async () => {
    const { http } = await signedUpSession(server, 'rzp-halted');
    const created = await order(http, { credits: 300, amount: 9, subscriptionType: 'basic' });
    const paid = razorpay.paySubscription(created.subscriptionId ?? '');
    expect((await deliver(razorpay.subscriptionCharged(created.subscriptionId ?? '', paid.razorpay_payment_id))).json.outcome).toBe(
      'applied',
    );
    expect(await user(http)).toMatchObject({ subscriptionPlan: 'basic', subscriptionStatus: 'active', credits: 300 });
    expect((await deliver(razorpay.subscriptionHalted(created.subscriptionId ?? ''))).json.outcome).toBe('applied');
    expect((await user(http)).subscriptionStatus).toBe('expired');
  });
});
