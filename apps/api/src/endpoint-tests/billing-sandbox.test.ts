import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderResponse } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../services/access/assert-can-transcribe';
import { SANDBOX_DECLINE_REASON } from '../services/payments/sandbox/sandbox-checkout';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

const DAY = 86_400_000;
let dir: string;
/** 3 seconds of tone: admission only cares that it is media. */
let tone: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-billing-'));
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-ar',
    '16000',
    '-ac',
    '1',
    join(dir, 'tone.wav'),
  ]);
  tone = readFileSync(join(dir, 'tone.wav'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function upload(http: HttpSession, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tone)], { type: 'audio/wav' }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as { transcriptionId?: string; error?: { code: string; message: string } } };
}

const user = async (http: HttpSession) => (await http.get('/api/auth/user')).json;

async function order(http: HttpSession, body: Record<string, unknown>): Promise<OrderResponse> {
  const res = await http.post('/api/create-order', body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as OrderResponse;
}

/** What the person does on the sandbox checkout page: submit its form; answers where the browser is sent. */
async function checkout(http: HttpSession, created: OrderResponse, outcome: 'pay' | 'fail', method = 'card') {
  const page = await http.get(created.checkoutUrl ?? '');
  expect(page.status).toBe(200);
  const res = await http.fetch(`${http.baseUrl}${created.checkoutUrl}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: http.baseUrl },
    body: new URLSearchParams({ outcome, method }).toString(),
  });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') ?? '', http.baseUrl);
  expect(location.pathname).toBe('/billing');
  return Object.fromEntries(location.searchParams);
}

describe.each(endpointTestDatabases())('billing through the sandbox checkout on %s', (database) => {
  let server: TestServer;
  const clock = manualClock(new Date('2026-11-02T10:00:00Z'));
  beforeAll(async () => {
    server = await startTestServer({
      database,
      now: clock.now,
      env: { RUN_WORKER: 'false', SESSION_IDLE_TIMEOUT_MINUTES: String(365 * 24 * 60), SESSION_ABSOLUTE_TIMEOUT_DAYS: '365' },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('publishes the catalogue without a session', async () => {
    const res = await fetch(`${server.url}/api/billing/catalogue`);
    const catalogue = (await res.json()) as {
      provider: string;
      packs: unknown[];
      plans: { id: string; name: string; priceCents: number; available: boolean; features: string[] }[];
    };
    expect(catalogue.provider).toBe('sandbox');
    expect(catalogue.packs).toEqual([
      { credits: 100, priceCents: 199 },
      { credits: 500, priceCents: 799 },
      { credits: 1000, priceCents: 1499 },
    ]);
    expect(catalogue.plans.map((p) => [p.id, p.priceCents, p.available])).toEqual([
      ['basic', 900, true],
      ['pro', 1500, true],
      ['enterprise', 4900, false],
    ]);
    // The names every screen uses, and minutes written as the plan card writes them.
    expect(catalogue.plans.map((p) => p.name)).toEqual(['Basic', 'Pro', 'Enterprise']);
    expect(catalogue.plans.find((p) => p.id === 'pro')?.features[0]).toBe('1,200 minutes of transcription a month (about 20 hours)');
  });

  it('refuses an order whose price disagrees with the catalogue, and plans that cannot be bought', async () => {
    const { http } = await signedUpSession(server, 'prices');
    const cheap = await http.post('/api/create-order', { credits: 500, amount: 0.99 });
    expect(cheap.status).toBe(400);
    expect(cheap.json.error?.code).toBe('PRICE_MISMATCH');
    expect(cheap.json.error?.message).toContain('$7.99');
    expect((await http.post('/api/create-order', { credits: 333, amount: 5 })).json.error?.code).toBe('PRICE_MISMATCH');
    expect((await http.post('/api/create-order', { credits: 0, amount: 49, subscriptionType: 'enterprise' })).status).toBe(400);
    const enterprise = await http.post('/api/create-order', { credits: 1, amount: 49, subscriptionType: 'enterprise' });
    expect(enterprise.json.error?.code).toBe('PLAN_UNAVAILABLE');
    const basic = await http.post('/api/create-order', { credits: 300, amount: 15, subscriptionType: 'basic' });
    expect(basic.json.error?.code).toBe('PRICE_MISMATCH');
    expect(await server.deps.db('payment_attempts').count('* as n').first()).toMatchObject({ n: expect.anything() });
    expect((await user(http)).credits).toBe(0);
  });

  it('buys a credit pack: checkout, verification, balance, history and a receipt, credited once however often it is verified', async () => {
    const { http, userId } = await signedUpSession(server, 'pack');
    const created = await order(http, { credits: 500, amount: 7.99 });
    expect(created).toMatchObject({
      provider: 'sandbox',
      amount: 799,
      currency: 'USD',
      isSubscription: false,
      subscriptionId: null,
      description: '500 credits',
    });
    expect(created.orderId).toMatch(/^order_sbx_/);
    const page = await http.get(created.checkoutUrl ?? '');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('$7.99');
    expect(page.text).toContain('takes no money');

    const signed = await checkout(http, created, 'pay', 'upi');
    expect(Object.keys(signed).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    // The browser hands the result back twice at once (a double click), then once more later.
    const [first, second] = await Promise.all([http.post('/api/verify-payment', signed), http.post('/api/verify-payment', signed)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json).toEqual({ success: true, message: '500 credits were added to your account.' });
    expect((await http.post('/api/verify-payment', signed)).json.success).toBe(true);
    expect((await user(http)).credits).toBe(500);

    const attempt = await server.deps.db('payment_attempts').where({ id: created.paymentId }).first();
    expect(attempt).toMatchObject({ status: 'completed', method: 'upi', providerPaymentId: signed.razorpay_payment_id, userId });
    const history = await http.get('/api/credit-transactions');
    expect(history.json.items).toEqual([
      expect.objectContaining({ amount: 500, type: 'purchase', description: 'Purchased 500 credits', paymentId: created.paymentId }),
    ]);
    expect(history.json.nextCursor).toBeNull();

    const receipt = await http.fetch(`${http.baseUrl}/api/payments/${created.paymentId}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toMatch(/verbatim-receipt-2026-11-02/);
    const pdf = Buffer.from(await receipt.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');

    // Another person can neither read the receipt nor verify the order.
    const stranger = await signedUpSession(server, 'stranger');
    expect((await stranger.http.get(`/api/payments/${created.paymentId}/receipt`)).status).toBe(404);
    expect((await stranger.http.post('/api/verify-payment', signed)).status).toBe(404);
    expect((await stranger.http.get(created.checkoutUrl ?? '')).status).toBe(404);
  });

  it('credits nothing for a forged signature, a signature of another order, or a tampered amount, and records each', async () => {
    const { http, userId } = await signedUpSession(server, 'forger');
    const a = await order(http, { credits: 100, amount: 1.99 });
    const b = await order(http, { credits: 1000, amount: 14.99 });
    const paidA = await checkout(http, a, 'pay');

    const forged = await http.post('/api/verify-payment', { ...paidA, razorpay_signature: 'f'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.json.error?.code).toBe('PAYMENT_VERIFICATION_FAILED');
    // A's real payment and signature, presented as paying the dearer order B.
    const swapped = await http.post('/api/verify-payment', { ...paidA, razorpay_order_id: b.orderId });
    expect(swapped.json.error?.code).toBe('PAYMENT_VERIFICATION_FAILED');
    expect((await user(http)).credits).toBe(0);
    expect(await server.deps.db('payment_attempts').where({ id: a.paymentId }).first()).toMatchObject({ status: 'pending' });

    // The payment made on B's checkout says less money than B costs.
    const paidB = await checkout(http, b, 'pay');
    await server.deps.db('sandbox_payments').where({ id: paidB.razorpay_payment_id }).update({ amountCents: 199 });
    const tampered = await http.post('/api/verify-payment', paidB);
    expect(tampered.status).toBe(400);
    expect(tampered.json.error?.message).toContain('does not match the price');
    expect(await server.deps.db('payment_attempts').where({ id: b.paymentId }).first()).toMatchObject({
      status: 'failed',
      failureReason: 'the payment of 1.99 USD does not match the price of 14.99 USD',
    });

    const rejected = await server.deps.db('payment_events').where({ userId, outcome: 'rejected' }).orderBy('id');
    expect(rejected.map((e) => e.detail)).toEqual([
      'the signature does not match this order',
      'the signature does not match this order',
      'the payment of 1.99 USD does not match the price of 14.99 USD',
    ]);
    // The honest payment still goes through afterwards.
    expect((await http.post('/api/verify-payment', paidA)).json.success).toBe(true);
    expect((await user(http)).credits).toBe(100);
  });

  it('records a declined payment with its reason and sends the person back to say so', async () => {
    const { http } = await signedUpSession(server, 'declined');
    const created = await order(http, { credits: 100, amount: 1.99 });
    const back = await checkout(http, created, 'fail', 'card');
    expect(back).toEqual({ payment: 'failed', reason: 'declined' });
    expect(await server.deps.db('payment_attempts').where({ id: created.paymentId }).first()).toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_DECLINE_REASON,
      method: 'card',
    });
    expect((await http.get(`/api/payments/${created.paymentId}/receipt`)).status).toBe(404);
    // Trying again on the same checkout pays it, once.
    expect((await http.post('/api/verify-payment', await checkout(http, created, 'pay'))).json.success).toBe(true);
    expect((await user(http)).credits).toBe(100);
    const again = await http.fetch(`${http.baseUrl}${created.checkoutUrl}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: http.baseUrl },
      body: 'outcome=pay&method=card',
    });
    expect(again.status).toBe(409);
  });

  it('lets a free account pay as it goes with bought credits once the day’s free transcriptions are used', async () => {
    const { http } = await signedUpSession(server, 'payg');
    for (let i = 0; i < 3; i++) expect((await upload(http, `free-${i}.wav`)).status).toBe(201);
    const refused = await upload(http, 'fourth.wav');
    expect(refused.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: ACCESS_MESSAGES.freeUsedUp });
    await http.post('/api/verify-payment', await checkout(http, await order(http, { credits: 100, amount: 1.99 }), 'pay'));
    expect((await upload(http, 'fourth.wav')).status).toBe(201);
    const me = await user(http);
    // The fourth holds a credit; the day's count stays at the free allowance's three.
    expect(me).toMatchObject({ credits: 99, trialTranscriptionsUsed: 3, subscriptionPlan: 'free' });
  });

  it('says before the checkout what leaving the trial for Basic does, and the payment does exactly that', async () => {
    const { http } = await signedUpSession(server, 'trial-to-basic');
    expect((await http.post('/api/start-trial', { planType: 'pro' })).json).toMatchObject({ success: true });
    const inTrial = await user(http);
    const preview = await http.get('/api/billing/plan-change?plan=basic');
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json).toEqual({
      plan: 'basic',
      name: 'Basic',
      priceCents: 900,
      currency: 'USD',
      minutesPerMonth: 300,
      renewsAt: '2026-12-02T10:00:00.000Z',
      // The trial ends the moment Basic is paid, twelve days early here.
      replaces: { plan: 'pro', name: 'Pro', status: 'trial', endsAt: inTrial.subscriptionExpiresAt },
      balance: 270,
    });
    expect((await http.get('/api/billing/plan-change?plan=enterprise')).status).toBe(400);

    await http.post(
      '/api/verify-payment',
      await checkout(http, await order(http, { credits: 300, amount: 9, subscriptionType: 'basic' }), 'pay'),
    );
    expect(await user(http)).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: '2026-12-02T10:00:00.000Z',
      credits: 570,
    });
    // On Basic, paid and renewing: Basic cannot be bought again, and Pro would end Basic's period.
    expect((await http.get('/api/billing/plan-change?plan=basic')).status).toBe(409);
    expect((await http.get('/api/billing/plan-change?plan=pro')).json).toMatchObject({
      replaces: { plan: 'basic', name: 'Basic', status: 'active', endsAt: '2026-12-02T10:00:00.000Z' },
      balance: 570,
    });
    expect((await createHttpSession(server.url).get('/api/billing/plan-change?plan=basic')).status).toBe(401);
  });

  it('runs a plan from purchase to cancellation to the end of its period', async () => {
    const { http } = await signedUpSession(server, 'plan');
    const created = await order(http, { credits: 1200, amount: 15, subscriptionType: 'pro' });
    expect(created).toMatchObject({ isSubscription: true, orderId: null, amount: 1500, description: 'Pro plan, monthly (1,200 minutes)' });
    expect(created.subscriptionId).toMatch(/^sub_sbx_/);
    const signed = await checkout(http, created, 'pay');
    expect(Object.keys(signed).sort()).toEqual(['razorpay_payment_id', 'razorpay_signature', 'razorpay_subscription_id']);
    expect((await http.post('/api/verify-payment', signed)).json.success).toBe(true);
    const active = await user(http);
    expect(active).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'active', credits: 1200 });
    expect(active.subscriptionExpiresAt).toBe('2026-12-02T10:00:00.000Z');
    expect((await http.post('/api/create-order', { credits: 1200, amount: 15, subscriptionType: 'pro' })).status).toBe(409);

    const blank = await http.post('/api/cancel-subscription', { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.message).toContain('Please provide a reason for cancellation');
    const cancelled = await http.post('/api/cancel-subscription', { reason: 'Too dear for me.' });
    expect(cancelled.json).toEqual({
      success: true,
      message: 'Your subscription is cancelled. You keep your plan until December 2, 2026.',
      subscriptionStatus: 'cancelled',
      accessEndsAt: '2026-12-02T10:00:00.000Z',
    });
    expect((await http.post('/api/cancel-subscription', { reason: 'Again' })).status).toBe(409);
    const sandboxSub = await server.deps.db('sandbox_checkouts').where({ id: created.subscriptionId }).first();
    expect(sandboxSub.cancelAtPeriodEnd).toBe(true);
    expect(await user(http)).toMatchObject({ subscriptionStatus: 'cancelled', cancellationReason: 'Too dear for me.' });
    expect((await upload(http, 'still-paid.wav')).status).toBe(201);

    // After the period (moved into the past rather than the clock forward, which the rows' own times do not follow):
    // the free allowance again, then the refusal names the cancellation.
    await server.deps
      .db('users')
      .where({ id: active.id })
      .update({ subscriptionExpiresAt: new Date(clock.now().getTime() - 1000) });
    expect((await user(http)).subscriptionStatus).toBe('expired');
    await server.deps.db('credit_ledger').insert({ userId: active.id, amount: -10_000, kind: 'charge', description: 'Spent in a test' });
    for (let i = 0; i < 3; i++) expect((await upload(http, `after-${i}.wav`)).status).toBe(201);
    const refused = await upload(http, 'after-3.wav');
    expect(refused.json.error).toMatchObject({ code: 'SUBSCRIPTION_CANCELLED', message: ACCESS_MESSAGES.cancelled });
  });

  it('says a plan expired when its period ended without renewal and nothing else pays', async () => {
    const { http, userId } = await signedUpSession(server, 'lapsed');
    await http.post(
      '/api/verify-payment',
      await checkout(http, await order(http, { credits: 300, amount: 9, subscriptionType: 'basic' }), 'pay'),
    );
    expect(await user(http)).toMatchObject({ subscriptionPlan: 'basic', subscriptionStatus: 'active', credits: 300 });
    await server.deps
      .db('users')
      .where({ id: userId })
      .update({ subscriptionExpiresAt: new Date(clock.now().getTime() - 1000) });
    await server.deps.db('credit_ledger').insert({ userId, amount: -300, kind: 'charge', description: 'Spent in a test' });
    expect((await user(http)).subscriptionStatus).toBe('expired');
    for (let i = 0; i < 3; i++) expect((await upload(http, `lapsed-${i}.wav`)).status).toBe(201);
    expect((await upload(http, 'lapsed-3.wav')).json.error).toMatchObject({
      code: 'SUBSCRIPTION_EXPIRED',
      message: ACCESS_MESSAGES.expired,
    });
  });

  it('renews a sandbox plan at the end of its period, and ends one set to cancel', async () => {
    const { renewSandboxSubscriptions } = await import('../services/payments/sandbox/renew-sandbox-subscriptions');
    const { http, userId } = await signedUpSession(server, 'renews');
    const created = await order(http, { credits: 300, amount: 9, subscriptionType: 'basic' });
    await http.post('/api/verify-payment', await checkout(http, created, 'pay'));
    const ended = new Date(clock.now().getTime() - 1000);
    await server.deps.db('sandbox_checkouts').where({ id: created.subscriptionId }).update({ currentEnd: ended });
    await server.deps.db('users').where({ id: userId }).update({ subscriptionExpiresAt: ended });
    expect((await user(http)).subscriptionStatus).toBe('expired');

    const [first, second] = await Promise.all([renewSandboxSubscriptions(server.deps), renewSandboxSubscriptions(server.deps)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const renewed = await user(http);
    expect(renewed).toMatchObject({ subscriptionStatus: 'active', credits: 600 });
    expect(new Date(renewed.subscriptionExpiresAt as string).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await server.deps.db('payment_attempts').where({ userId, kind: 'renewal', status: 'completed' })).toHaveLength(1);

    await http.post('/api/cancel-subscription', { reason: 'Done with it.' });
    await server.deps.db('sandbox_checkouts').where({ id: created.subscriptionId }).update({ currentEnd: ended });
    await renewSandboxSubscriptions(server.deps);
    expect(await server.deps.db('sandbox_checkouts').where({ id: created.subscriptionId }).first()).toMatchObject({ status: 'cancelled' });
    expect((await user(http)).credits).toBe(600);
  });

  it('starts the Pro trial once, grants its minutes, and after it says it has expired', async () => {
    const { http } = await signedUpSession(server, 'trial');
    const started = await http.post('/api/start-trial', { planType: 'pro' });
    expect(started.json).toMatchObject({ success: true, isActiveTrial: true, trialExpired: false, shouldRedirectToPayment: false });
    const endsAt = started.json.trialEndsAt as string;
    expect(new Date(endsAt).getTime() - clock.now().getTime()).toBe(14 * DAY);
    expect(await user(http)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'trial', credits: 270 });
    expect((await http.get('/api/credit-transactions')).json.items).toEqual([
      expect.objectContaining({ amount: 270, type: 'grant', description: 'Pro trial: 270 minutes for 14 days', paymentId: null }),
    ]);
    // Two more calls at once: neither starts another trial.
    const again = await Promise.all([
      http.post('/api/start-trial', { planType: 'pro' }),
      http.post('/api/start-trial', { planType: 'pro' }),
    ]);
    for (const res of again) expect(res.json).toMatchObject({ success: false, isActiveTrial: true, trialEndsAt: endsAt });
    expect((await user(http)).credits).toBe(270);
    for (let i = 0; i < 4; i++) expect((await upload(http, `trial-${i}.wav`)).status).toBe(201);
    expect((await http.post('/api/cancel-subscription', { reason: 'No' })).status).toBe(409);
    expect((await http.post('/api/start-trial', { planType: 'basic' })).status).toBe(400);

    clock.advance(15 * DAY);
    expect((await http.post('/api/start-trial', { planType: 'pro' })).json).toMatchObject({
      success: false,
      trialExpired: true,
      shouldRedirectToPayment: true,
    });
    expect((await http.post('/api/subscriptions/select-plan', { plan: 'pro' })).json).toEqual({
      message: 'Complete the payment to start the Pro plan.',
      redirectTo: '/billing?plan=pro',
      shouldRedirectToPayment: true,
    });
  });

  it('chooses a plan: Pro starts the unused trial, Basic goes to payment', async () => {
    const { http } = await signedUpSession(server, 'select');
    const basic = await http.post('/api/subscriptions/select-plan', { plan: 'basic' });
    expect(basic.json).toEqual({
      message: 'Complete the payment to start the Basic plan.',
      redirectTo: '/billing?plan=basic',
      shouldRedirectToPayment: true,
    });
    const pro = await http.post('/api/subscriptions/select-plan', { plan: 'pro' });
    expect(pro.json).toMatchObject({ redirectTo: '/', shouldRedirectToPayment: false });
    expect(pro.json.message).toContain('Pro trial has started');
    expect((await user(http)).subscriptionStatus).toBe('trial');
    expect((await http.post('/api/subscriptions/select-plan', { plan: 'enterprise' })).status).toBe(400);
  });

  it('pages the ledger newest first', async () => {
    const { http, userId } = await signedUpSession(server, 'pages');
    await server.deps
      .db('credit_ledger')
      .insert(Array.from({ length: 7 }, (_, i) => ({ userId, amount: i + 1, kind: 'grant', description: `Grant ${i + 1}` })));
    const first = await http.get('/api/credit-transactions?limit=3');
    expect((first.json.items as { amount: number }[]).map((r) => r.amount)).toEqual([7, 6, 5]);
    const second = await http.get(`/api/credit-transactions?limit=3&cursor=${first.json.nextCursor}`);
    expect((second.json.items as { amount: number }[]).map((r) => r.amount)).toEqual([4, 3, 2]);
    const last = await http.get(`/api/credit-transactions?limit=3&cursor=${second.json.nextCursor}`);
    expect(last.json).toMatchObject({ nextCursor: null });
    expect((last.json.items as { amount: number }[]).map((r) => r.amount)).toEqual([1]);
    expect((await http.get('/api/credit-transactions?cursor=bm9wZQ')).status).toBe(400);
  });

  it('marks a checkout nobody finished within a day abandoned', async () => {
    const { http } = await signedUpSession(server, 'abandon');
    const created = await order(http, { credits: 100, amount: 1.99 });
    const { abandonStalePayments } = await import('../services/billing/abandon-stale-payments');
    await server.deps
      .db('payment_attempts')
      .where({ id: created.paymentId })
      .update({ createdAt: new Date(clock.now().getTime() - 2 * DAY) });
    expect(await abandonStalePayments(server.deps.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await server.deps.db('payment_attempts').where({ id: created.paymentId }).first()).toMatchObject({ status: 'abandoned' });
  });
});

describe('the limit on payment calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RUN_WORKER: 'false', PAYMENT_MAX_PER_ACCOUNT: '2' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a third order in the window with 429 and Retry-After, before asking the provider', async () => {
    const { http, userId } = await signedUpSession(server, 'many-orders');
    for (let i = 0; i < 2; i++) expect((await http.post('/api/create-order', { credits: 100, amount: 1.99 })).status).toBe(200);
    const third = await http.post('/api/create-order', { credits: 100, amount: 1.99 });
    expect(third.status).toBe(429);
    expect(third.json.error?.code).toBe('RATE_LIMITED');
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await server.deps.db('payment_attempts').where({ userId })).toHaveLength(2);
    expect(await server.deps.db('sandbox_checkouts')).toHaveLength(2);
  });
});
