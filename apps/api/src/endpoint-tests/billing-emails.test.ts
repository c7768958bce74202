import { randomUUID } from 'node:crypto';
import { type OrderResponse, UNSUBSCRIBED_MESSAGES } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBillingDate } from '../services/billing/format-billing-date';
import { accountUpdateTime } from '../services/mail/account-update-email';
import { EMAIL_VERIFICATION_SUBJECT } from '../services/mail/email-verification-email';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { type LoopbackWebhook, type RazorpayLoopback, startRazorpayLoopback } from '../test-support/razorpay-loopback';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

// Plan and payment e-mails ("Account updates") from the real flows: Razorpay's SDK against the loopback, its
// webhooks posted as Razorpay posts them, the trial and cancellation endpoints, and an admin's grant. The e-mails
// are read from the mail.send jobs the changes queue in their own transactions.

const KEY_ID = 'rzp_test_verbatim';
const KEY_SECRET = 'razorpay-key-secret-for-the-loopback-0123';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-the-loopback';
const ADMIN_EMAIL = 'billing-mail.chief@example.com';
const PASSWORD = 'password123';
const FOOTER = 'You get this e-mail because "Account updates" notifications are on.';

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

describe.each(endpointTestDatabases())('billing e-mails on %s', (database) => {
  let razorpay: RazorpayLoopback;
  let server: TestServer;
  let admin: HttpSession;
  // The loopback dates periods from the real time; the server's clock stands still a little before it.
  const clock = manualClock(new Date(Date.now() - 60_000));
  const when = () => accountUpdateTime(clock.now());

  beforeAll(async () => {
    razorpay = await startRazorpayLoopback({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      planAmounts: { plan_basic_monthly: 900, plan_pro_monthly: 1500 },
    });
    server = await startTestServer({
      database,
      now: clock.now,
      env: {
        RUN_WORKER: 'false',
        ADMIN_EMAILS: ADMIN_EMAIL,
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_PLAN_BASIC: 'plan_basic_monthly',
        RAZORPAY_PLAN_PRO: 'plan_pro_monthly',
        RAZORPAY_API_URL: razorpay.url,
      },
    });
    admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: PASSWORD, firstName: 'Chief' })).status).toBe(201);
    await verifyEmailOf(server, ADMIN_EMAIL);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await razorpay?.close();
  });

  async function account(label: string) {
    const { http, userId } = await signedUpSession(server, label);
    const email = String((await http.get('/api/auth/user')).json.email);
    return { http, userId, email };
  }
  /** The e-mails queued to an address, oldest first (each by its own transaction): queued with the change, so final at once. */
  async function mailsTo(email: string): Promise<QueuedMail[]> {
    const rows: { payload: QueuedMail | string }[] = await server.deps
      .db('jobs')
      .where({ type: 'mail.send' })
      .whereRaw("payload->>'to' = ? and payload->>'subject' <> ?", [email, EMAIL_VERIFICATION_SUBJECT])
      .orderBy('createdAt', 'asc')
      .select('payload');
    return rows.map((row) => (typeof row.payload === 'string' ? (JSON.parse(row.payload) as QueuedMail) : row.payload));
  }
  async function onlyMailTo(email: string): Promise<QueuedMail> {
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toHaveLength(1);
    return mails[0] as QueuedMail;
  }
  async function order(http: HttpSession, body: Record<string, unknown>): Promise<OrderResponse> {
    const res = await http.post('/api/create-order', body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as unknown as OrderResponse;
  }
  async function deliver(webhook: LoopbackWebhook): Promise<string | undefined> {
    const res = await fetch(`${server.url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { outcome?: string }).outcome;
  }
  const periodEnd = (subscriptionId: string) => new Date((razorpay.subscriptions.get(subscriptionId)?.current_end ?? 0) * 1000);
  const receiptUrl = (paymentId: string) => `${server.url}/api/payments/${paymentId}/receipt`;

  /** The links and the footer every billing e-mail ends with; none of them has the sign-in e-mails' "not you". */
  function expectBillingClosing(mail: QueuedMail) {
    expect(mail.text).toContain(`Your plan, credits and receipts: ${server.url}/billing`);
    expect(mail.text).toContain(`Questions? Write to us: ${server.url}/contact`);
    expect(mail.text).toContain(FOOTER);
    expect(mail.text).toMatch(/Stop these e-mails: http:\/\/\S+\/unsubscribe\?token=/);
    expect(mail.text).not.toContain('If this was not you');
    expect(mail.text).not.toContain('forgot-password');
    expect(mail.html).toContain(`href="${server.url}/billing"`);
  }
  function unsubscribeToken(mail: QueuedMail): string {
    const token = /\/unsubscribe\?token=([\w%-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no unsubscribe link in: ${mail.text}`);
    return decodeURIComponent(token);
  }

  it('mails a pack’s receipt once, whichever of the verify call and its replayed webhooks comes first, and its link turns them off', async () => {
    const { http, email } = await account('pack-mail');
    const created = await order(http, { credits: 500, amount: 7.99 });
    const paid = razorpay.payOrder(created.orderId ?? '', { method: 'upi' });
    expect((await http.post('/api/verify-payment', paid)).json.success).toBe(true);
    const captured = razorpay.paymentCaptured(paid.razorpay_payment_id);
    expect(await deliver(captured)).toBe('ignored');
    expect(await deliver(captured)).toBe('duplicate');

    const mail = await onlyMailTo(email);
    expect(mail.subject).toBe('You bought 500 credits on Verbatim');
    expect(mail.text).toContain(`Your payment of $7.99 for 500 credits went through on ${when()}.`);
    expect(mail.text).toContain('500 credits were added to your balance (1 credit is 1 minute of transcription).');
    expect(mail.text).toContain(`Receipt number: ${created.paymentId}`);
    expect(mail.text).toContain(`Download the receipt: ${receiptUrl(created.paymentId)}`);
    expect(mail.html).toContain(`href="${receiptUrl(created.paymentId)}"`);
    expectBillingClosing(mail);
    // The link is the billing page's own: signed in, it is the receipt.
    const receipt = await http.fetch(receiptUrl(created.paymentId));
    expect(receipt.headers.get('content-type')).toBe('application/pdf');

    // The webhook first, then the verify call: one e-mail more, for this second payment.
    const second = await order(http, { credits: 100, amount: 1.99 });
    const paidSecond = razorpay.payOrder(second.orderId ?? '');
    expect(await deliver(razorpay.paymentCaptured(paidSecond.razorpay_payment_id))).toBe('applied');
    expect((await http.post('/api/verify-payment', paidSecond)).json.success).toBe(true);
    expect(await deliver(razorpay.paymentCaptured(paidSecond.razorpay_payment_id))).toBe('ignored');
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['You bought 500 credits on Verbatim', 'You bought 100 credits on Verbatim']);
    expect(mails[1]?.text).toContain(`Your payment of $1.99 for 100 credits went through on ${when()}.`);

    const off = await createHttpSession(server.url).post('/api/notifications/unsubscribe', { token: unsubscribeToken(mail) });
    expect(off.json).toEqual({ success: true, kind: 'account-updates', message: UNSUBSCRIBED_MESSAGES['account-updates'] });
    const third = await order(http, { credits: 100, amount: 1.99 });
    expect((await http.post('/api/verify-payment', razorpay.payOrder(third.orderId ?? ''))).json.success).toBe(true);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('mails a plan’s first payment, each renewal once however often its webhook comes, and the cancellation once', async () => {
    const { http, email } = await account('plan-mail');
    const created = await order(http, { credits: 1200, amount: 15, subscriptionType: 'pro' });
    const subscriptionId = created.subscriptionId ?? '';
    const paid = razorpay.paySubscription(subscriptionId);
    expect((await http.post('/api/verify-payment', paid)).json.success).toBe(true);
    const firstEnd = periodEnd(subscriptionId);
    // Razorpay's own word on the first charge changes nothing, so it mails nothing.
    expect(await deliver(razorpay.subscriptionCharged(subscriptionId, paid.razorpay_payment_id))).toBe('ignored');

    const started = await onlyMailTo(email);
    expect(started.subject).toBe('Your Verbatim Pro plan has started');
    expect(started.text).toContain(`Your payment of $15.00 for Pro plan, monthly (1,200 minutes) went through on ${when()}.`);
    expect(started.text).toContain('Your Pro plan is active, and its 1,200 minutes were added to your balance.');
    expect(started.text).toContain(`It renews on ${formatBillingDate(firstEnd)}, when the next month is charged.`);
    expect(started.text).toContain(`Download the receipt: ${receiptUrl(created.paymentId)}`);
    expectBillingClosing(started);

    const renewal = razorpay.renewSubscription(subscriptionId);
    const charged = razorpay.subscriptionCharged(subscriptionId, renewal.id);
    expect(await deliver(charged)).toBe('applied');
    expect(await deliver(charged)).toBe('duplicate');
    // The same payment under another event id.
    expect(await deliver(razorpay.subscriptionCharged(subscriptionId, renewal.id))).toBe('ignored');
    const renewalAttempt = await server.deps.db('payment_attempts').where({ providerPaymentId: renewal.id }).first();
    const secondEnd = periodEnd(subscriptionId);
    expect(secondEnd.getTime()).toBeGreaterThan(firstEnd.getTime());
    let mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Verbatim Pro plan has started', 'Your Verbatim Pro plan was renewed']);
    const renewed = mails[1] as QueuedMail;
    expect(renewed.text).toContain(`Your payment of $15.00 for Pro plan, monthly renewal (1,200 minutes) went through on ${when()}.`);
    expect(renewed.text).toContain('1,200 minutes were added to your balance.');
    expect(renewed.text).toContain(`Your Pro plan renews next on ${formatBillingDate(secondEnd)}.`);
    expect(renewed.text).toContain(`Receipt number: ${renewalAttempt.id}`);
    expect(renewed.text).toContain(`Download the receipt: ${receiptUrl(renewalAttempt.id)}`);
    expectBillingClosing(renewed);

    // Two clicks at once: one cancellation e-mail. Razorpay's word on it later adds none.
    const cancels = await Promise.all([
      http.post('/api/cancel-subscription', { reason: 'Switching tools.' }),
      http.post('/api/cancel-subscription', { reason: 'Switching tools.' }),
    ]);
    expect(cancels.map((c) => c.status)).toContain(200);
    expect(await deliver(razorpay.subscriptionCancelled(subscriptionId))).toBe('applied');
    mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    const cancelled = mails[2] as QueuedMail;
    expect(cancelled.subject).toBe('Your Verbatim Pro plan was cancelled');
    expect(cancelled.text).toContain(`You cancelled your Pro plan on the billing page on ${when()}.`);
    expect(cancelled.text).toContain(`It stays active until ${formatBillingDate(secondEnd)}, and it will not renew.`);
    expect(cancelled.text).toContain('Minutes you have not used stay in your balance.');
    expect(cancelled.text).not.toContain('Download the receipt');
    expectBillingClosing(cancelled);
  });

  it('mails a plan that stopped at the provider: cancelled there, halted by failing renewals, or completed; once each', async () => {
    const subscribed = async (label: string, plan: 'basic' | 'pro') => {
      const person = await account(label);
      const created = await order(person.http, {
        credits: plan === 'pro' ? 1200 : 300,
        amount: plan === 'pro' ? 15 : 9,
        subscriptionType: plan,
      });
      const subscriptionId = created.subscriptionId ?? '';
      const paid = razorpay.paySubscription(subscriptionId);
      expect(await deliver(razorpay.subscriptionCharged(subscriptionId, paid.razorpay_payment_id))).toBe('applied');
      expect((await mailsTo(person.email)).map((m) => m.subject)).toEqual([
        `Your Verbatim ${plan === 'pro' ? 'Pro' : 'Basic'} plan has started`,
      ]);
      return { ...person, subscriptionId };
    };

    const halted = await subscribed('halted-mail', 'basic');
    expect(await deliver(razorpay.subscriptionHalted(halted.subscriptionId))).toBe('applied');
    expect(await deliver(razorpay.subscriptionHalted(halted.subscriptionId))).toBe('applied');
    const [, failed, ...more] = await mailsTo(halted.email);
    expect(more).toEqual([]);
    expect(failed?.subject).toBe('Your Verbatim Basic plan ended: its renewal could not be charged');
    expect(failed?.text).toContain(`The renewal payment of your Basic plan kept failing, so the plan ended on ${when()}.`);
    expect(failed?.text).toContain('To be on a plan again, choose one on the billing page.');
    expectBillingClosing(failed as QueuedMail);
    expect((await halted.http.get('/api/auth/user')).json.subscriptionStatus).toBe('expired');

    const outside = await subscribed('outside-mail', 'pro');
    expect(await deliver(razorpay.subscriptionCancelled(outside.subscriptionId))).toBe('applied');
    expect(await deliver(razorpay.subscriptionCancelled(outside.subscriptionId))).toBe('applied');
    const [, cancelled, ...again] = await mailsTo(outside.email);
    expect(again).toEqual([]);
    expect(cancelled?.subject).toBe('Your Verbatim Pro plan was cancelled');
    expect(cancelled?.text).toContain(`Your Pro plan was cancelled with our payment provider on ${when()}.`);
    expect(cancelled?.text).toContain(
      `It stays active until ${formatBillingDate(periodEnd(outside.subscriptionId))}, and it will not renew.`,
    );

    const completed = await subscribed('completed-mail', 'pro');
    expect(await deliver(razorpay.subscriptionCompleted(completed.subscriptionId))).toBe('applied');
    expect(await deliver(razorpay.subscriptionCompleted(completed.subscriptionId))).toBe('applied');
    const [, ended, ...later] = await mailsTo(completed.email);
    expect(later).toEqual([]);
    expect(ended?.subject).toBe('Your Verbatim Pro plan has ended');
    expect(ended?.text).toContain(
      `Your Pro plan was charged for every month it was set up for, so it ended on ${when()} and will not renew.`,
    );
  });

  it('mails the start of the trial once, with when it ends and what happens then', async () => {
    const { http, email } = await account('trial-mail');
    const started = await http.post('/api/start-trial', { planType: 'pro' });
    expect(started.json.success).toBe(true);
    expect((await http.post('/api/start-trial', { planType: 'pro' })).json.success).toBe(false);
    expect((await http.post('/api/subscriptions/select-plan', { plan: 'pro' })).status).toBe(200);

    const mail = await onlyMailTo(email);
    expect(mail.subject).toBe('Your Verbatim Pro trial has started');
    expect(mail.text).toContain(`Your 14-day Pro trial started on ${when()}, and 270 minutes were added to your balance.`);
    expect(mail.text).toContain(`It ends on ${formatBillingDate(new Date(String(started.json.trialEndsAt)))}.`);
    expect(mail.text).toContain(
      'The trial never charges you: when it ends, your account is back on the free plan unless you choose a plan.',
    );
    expect(mail.text).not.toContain('Download the receipt');
    expectBillingClosing(mail);

    // Chosen on the pricing page, the trial mails the same.
    const chooser = await account('trial-chosen');
    expect((await chooser.http.post('/api/subscriptions/select-plan', { plan: 'pro' })).json.message).toContain('Pro trial has started');
    expect((await onlyMailTo(chooser.email)).subject).toBe('Your Verbatim Pro trial has started');
  });

  it('mails credits an admin granted, with the reason as typed and the new balance, once per Idempotency-Key', async () => {
    const { email, userId } = await account('granted-mail');
    const key = { 'Idempotency-Key': randomUUID() };
    const body = { credits: 250, reason: 'Sorry for the <outage>' };
    expect((await admin.post(`/api/admin/users/${userId}/credits`, body, key)).status).toBe(200);
    const repeated = await admin.post(`/api/admin/users/${userId}/credits`, body, key);
    expect(repeated.headers.get('idempotent-replayed')).toBe('true');

    const mail = await onlyMailTo(email);
    expect(mail.subject).toBe('Verbatim added 250 credits to your account');
    expect(mail.text).toContain(`Verbatim added 250 credits to your account on ${when()}.`);
    expect(mail.text).toContain('The reason: Sorry for the <outage>');
    expect(mail.text).toContain('Your balance is now 250 credits.');
    expect(mail.html).toContain('The reason: Sorry for the &lt;outage&gt;');
    expectBillingClosing(mail);
  });

  it('sends none of them while account updates are off in Settings', async () => {
    const { http, email, userId } = await account('quiet-billing');
    expect((await http.request('PATCH', '/api/user/preferences', { notifyAccountUpdates: false })).json).toMatchObject({
      notifyAccountUpdates: false,
    });

    expect((await http.post('/api/start-trial', { planType: 'pro' })).json.success).toBe(true);
    const pack = await order(http, { credits: 100, amount: 1.99 });
    const paidPack = razorpay.payOrder(pack.orderId ?? '');
    expect(await deliver(razorpay.paymentCaptured(paidPack.razorpay_payment_id))).toBe('applied');
    const plan = await order(http, { credits: 300, amount: 9, subscriptionType: 'basic' });
    const subscriptionId = plan.subscriptionId ?? '';
    expect((await http.post('/api/verify-payment', razorpay.paySubscription(subscriptionId))).json.success).toBe(true);
    const renewal = razorpay.renewSubscription(subscriptionId);
    expect(await deliver(razorpay.subscriptionCharged(subscriptionId, renewal.id))).toBe('applied');
    expect(await deliver(razorpay.subscriptionHalted(subscriptionId))).toBe('applied');
    const again = await order(http, { credits: 1200, amount: 15, subscriptionType: 'pro' });
    expect((await http.post('/api/verify-payment', razorpay.paySubscription(again.subscriptionId ?? ''))).json.success).toBe(true);
    expect((await http.post('/api/cancel-subscription', { reason: 'Quiet.' })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${userId}/credits`, { credits: 5, reason: 'A gift' })).status).toBe(200);

    expect((await http.get('/api/auth/user')).json).toMatchObject({
      subscriptionStatus: 'cancelled',
      credits: 270 + 100 + 300 + 300 + 1200 + 5,
    });
    expect(await mailsTo(email)).toEqual([]);
  });
});
