import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex, signPayment } from '../services/payments/signatures';

/*
 * A loopback server that speaks the part of Razorpay's REST API we use, so that tests run the real `razorpay` SDK
 * against it; and the helpers with which a test plays Razorpay Checkout (payOrder, paySubscription) and Razorpay's
 * servers (renewals, webhooks). Entity shapes, id formats and error bodies follow Razorpay's API reference
 * (https://razorpay.com/docs/api/) and its sample payloads, quirks included: an empty `notes` comes back as `[]`
 * (Razorpay's API is PHP), and a subscription's payments carry the order_id of the invoice they pay.
 */

type Notes = Record<string, string | number>;
/** Razorpay answers an empty notes map with an empty JSON array. */
type NotesOut = Notes | [];

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: NotesOut;
  created_at: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  customer_id?: string;
  notes: NotesOut;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RazorpaySubscriptionEntity {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: 'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired' | 'paused';
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: NotesOut;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: 'api';
  offer_id: string | null;
  remaining_count: number;
}

/** Razorpay's error body; `code` is BAD_REQUEST_ERROR for every 4xx. */
export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field: string | null;
  };
}

export interface LoopbackRequest {
  method: string;
  /** Path and query, e.g. `/v1/orders`. */
  path: string;
  /** The parsed JSON body; undefined when empty, the raw text when it is not JSON. */
  body: unknown;
}

export interface CheckoutOptions {
  /** card (the default), upi, netbanking or wallet. */
  method?: string;
  outcome?: 'captured' | 'failed';
  /** A payment for another amount than the order's or plan's: a tampered checkout. */
  amountCents?: number;
}

/** What Razorpay Checkout hands the browser after paying an order. */
export interface OrderCheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Razorpay Checkout hands the browser after the first payment of a subscription. */
export interface SubscriptionCheckoutResult {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

/** A webhook delivery, ready to POST: the raw body and the headers Razorpay sends with it. */
export interface LoopbackWebhook {
  body: string;
  headers: Record<string, string>;
}

/** Entities by name (payment, subscription, order); each is sent as `{ entity }` and listed in `contains`. */
export type WebhookEntities = Partial<Record<'payment' | 'subscription' | 'order', object>>;

export interface RazorpayLoopback {
  /** Base URL, e.g. http://127.0.0.1:PORT: what `RAZORPAY_API_URL` is set to. */
  url: string;
  /** Every request received, in order. */
  requests: LoopbackRequest[];
  /** The live state of each entity; a test may change it to play Razorpay doing something unusual. */
  orders: ReadonlyMap<string, RazorpayOrderEntity>;
  subscriptions: ReadonlyMap<string, RazorpaySubscriptionEntity>;
  payments: ReadonlyMap<string, RazorpayPaymentEntity>;
  close(): Promise<void>;
  /** A checkout payment of an order; a captured one marks the order paid. Returns the signed result Checkout gives the browser. */
  payOrder(orderId: string, options?: CheckoutOptions): OrderCheckoutResult;
  /** The first charge of a subscription; a captured one makes it active for one month from now. */
  paySubscription(subscriptionId: string, options?: CheckoutOptions): SubscriptionCheckoutResult;
  /** A later automatic charge: a new captured payment, and the period moves one month forward. */
  renewSubscription(subscriptionId: string): RazorpayPaymentEntity;
  /** Any event, signed with the webhook secret (or `options.secret`, to forge one). */
  webhook(event: string, entities: WebhookEntities, options?: { eventId?: string; secret?: string }): LoopbackWebhook;
  paymentCaptured(paymentId: string): LoopbackWebhook;
  paymentFailed(paymentId: string): LoopbackWebhook;
  subscriptionActivated(subscriptionId: string): LoopbackWebhook;
  subscriptionCharged(subscriptionId: string, paymentId: string): LoopbackWebhook;
  /** Ends the subscription (at the end of its period, if that cancellation was scheduled) and says so. */
  subscriptionCancelled(subscriptionId: string): LoopbackWebhook;
  /** Renewals kept failing: the subscription halts. */
  subscriptionHalted(subscriptionId: string): LoopbackWebhook;
  /** Every cycle was charged: the subscription completes. */
  subscriptionCompleted(subscriptionId: string): LoopbackWebhook;
}

export interface RazorpayLoopbackOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The plans that exist: plan id → amount per cycle in cents (USD), e.g. `{ plan_basic: 900, plan_pro: 1500 }`. */
  planAmounts?: Record<string, number>;
}

const PLAN_CURRENCY = 'USD';
const MAX_BODY_BYTES = 1024 * 1024;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay's ids: a prefix and 14 characters, e.g. order_DaZlswtdcn9UNV. */
function razorpayId(prefix: string): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return prefix ? `${prefix}_${id}` : id;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** One calendar month later, on the last day of the month when it is shorter (31 January → 28 or 29 February). */
function monthsLater(seconds: number, months = 1): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

const notesOut = (notes: Notes): NotesOut => (Object.keys(notes).length === 0 ? [] : notes);

/** A request Razorpay refuses: thrown by a handler, answered as Razorpay's error body. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

function errorBody(description: string, field: string | null = null, validation = true): RazorpayErrorBody {
  // Input errors name the business step the way Razorpay's do; authentication and routing errors say NA.
  return validation
    ? {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
          field,
        },
      }
    : { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, field } };
}

const refuse = (description: string, field: string | null = null) => new Refusal(400, errorBody(description, field));

/** Razorpay refuses fields it does not know: "x is/are not required and should not be sent". */
function onlyFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw refuse(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
}

function integerField(body: Record<string, unknown>, field: string, label: string, min: number, required: boolean): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) throw refuse(`The ${label} field is required.`, field);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) throw refuse(`The ${label} must be an integer.`, field);
  if (value < min) throw refuse(`The ${label} must be at least ${min}.`, field);
  return value;
}

function notesField(body: Record<string, unknown>): Notes {
  const notes = body.notes;
  if (notes === undefined || notes === null) return {};
  if (Array.isArray(notes) && notes.length === 0) return {};
  if (typeof notes !== 'object' || Array.isArray(notes)) throw refuse('The notes must be an array.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15) throw refuse('The notes may not have more than 15 items.', 'notes');
  for (const [, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number') throw refuse('The notes value must be a string or a number.', 'notes');
    if (String(value).length > 256) throw refuse('The notes value may not be greater than 256 characters.', 'notes');
  }
  return Object.fromEntries(entries) as Notes;
}

/** 0/1, true/false or their strings, as Razorpay takes its flags. */
function flagField(body: Record<string, unknown>, field: string, label: string, fallback: boolean): boolean {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw refuse(`The ${label} field must be true or false.`, field);
}

/** The request's body, or null when it is larger than any request of ours could be. */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : null));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** Per method: the fields Razorpay fills in for a payment made that way. */
function methodFields(
  method: string,
  captured: boolean,
): Pick<RazorpayPaymentEntity, 'card_id' | 'bank' | 'wallet' | 'vpa' | 'acquirer_data'> {
  const none = { card_id: null, bank: null, wallet: null, vpa: null };
  const reference = captured ? String(randomInt(100_000_000_000, 999_999_999_999)) : null;
  switch (method) {
    case 'upi':
      return { ...none, vpa: 'gaurav.kumar@exampleupi', acquirer_data: { rrn: reference } };
    case 'netbanking':
      return { ...none, bank: 'HDFC', acquirer_data: { bank_transaction_id: reference } };
    case 'wallet':
      return { ...none, wallet: 'payzapp', acquirer_data: { transaction_id: null } };
    default:
      return { ...none, card_id: razorpayId('card'), acquirer_data: { auth_code: captured ? String(randomInt(100_000, 999_999)) : null } };
  }
}

/** Starts the loopback on 127.0.0.1 at a free port. */
export async function startRazorpayLoopback(options: RazorpayLoopbackOptions): Promise<RazorpayLoopback> {
  const { keyId, keySecret, webhookSecret } = options;
  const planAmounts = options.planAmounts ?? {};
  const accountId = razorpayId('acc');
  const requests: LoopbackRequest[] = [];
  const orders = new Map<string, RazorpayOrderEntity>();
  const subscriptions = new Map<string, RazorpaySubscriptionEntity>();
  const payments = new Map<string, RazorpayPaymentEntity>();
  /** Which subscription each payment charged, and each subscription's latest payment. */
  const paymentSubscription = new Map<string, string>();
  const latestPayment = new Map<string, string>();
  /** Subscriptions cancelled at the end of their cycle: Razorpay's entity does not show it (see cancelSubscription). */
  const cancelAtCycleEnd = new Set<string>();

  /** An entity a request names, or Razorpay's answer for an id it does not have. */
  function found<T>(map: ReadonlyMap<string, T>, id: string): T {
    const value = map.get(id);
    if (value === undefined) throw refuse('The id provided does not exist');
    return value;
  }

  // ---- the REST API --------------------------------------------------------------------------------------------

  function createOrder(body: Record<string, unknown>): RazorpayOrderEntity {
    onlyFields(body, [
      'amount',
      'currency',
      'receipt',
      'notes',
      'partial_payment',
      'first_payment_min_amount',
      'payment_capture',
      'method',
      'offer_id',
    ]);
    const currency = body.currency;
    if (currency === undefined || currency === null || currency === '') throw refuse('The currency field is required.', 'currency');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw refuse('Currency is not supported', 'currency');
    const amount = integerField(body, 'amount', 'amount', 0, true) ?? 0;
    if (amount < 100) throw refuse(`The amount must be atleast ${currency} 1.00`, 'amount');
    const receipt = body.receipt ?? null;
    if (receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw refuse('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: RazorpayOrderEntity = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt,
      offer_id: typeof body.offer_id === 'string' ? body.offer_id : null,
      status: 'created',
      attempts: 0,
      notes: notesOut(notesField(body)),
      created_at: nowSeconds(),
    };
    orders.set(order.id, order);
    return order;
  }

  function createSubscription(body: Record<string, unknown>): RazorpaySubscriptionEntity {
    onlyFields(body, [
      'plan_id',
      'total_count',
      'quantity',
      'customer_notify',
      'start_at',
      'expire_by',
      'addons',
      'offer_id',
      'notes',
      'notify_info',
    ]);
    const planId = body.plan_id;
    if (planId === undefined || planId === null || planId === '') throw refuse('The plan id field is required.', 'plan_id');
    if (typeof planId !== 'string' || !Object.hasOwn(planAmounts, planId)) throw refuse('The id provided does not exist', 'plan_id');
    const totalCount = integerField(body, 'total_count', 'total count', 1, true) ?? 1;
    const quantity = integerField(body, 'quantity', 'quantity', 1, false) ?? 1;
    const createdAt = nowSeconds();
    const subscription: RazorpaySubscriptionEntity = {
      id: razorpayId('sub'),
      entity: 'subscription',
      plan_id: planId,
      customer_id: null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity,
      notes: notesOut(notesField(body)),
      charge_at: createdAt,
      start_at: createdAt,
      end_at: monthsLater(createdAt, totalCount),
      auth_attempts: 0,
      total_count: totalCount,
      paid_count: 0,
      customer_notify: flagField(body, 'customer_notify', 'customer notify', true),
      created_at: createdAt,
      expire_by: integerField(body, 'expire_by', 'expire by', 0, false) ?? null,
      short_url: `https://rzp.io/i/${razorpayId('').slice(0, 9)}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      offer_id: typeof body.offer_id === 'string' ? body.offer_id : null,
      remaining_count: totalCount,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /**
   * Immediately: the status becomes `cancelled` and `ended_at` is now. At the cycle's end (`cancel_at_cycle_end: 1`)
   * an active subscription stays `active` with `has_scheduled_changes` false and `ended_at` null until its period
   * ends, as Razorpay answers (razorpay/razorpay-node#330 and #452: nothing in the entity shows the scheduled
   * cancellation); subscriptionCancelled() then ends it at `current_end`. A subscription that never started has no
   * cycle to finish and is cancelled at once.
   */
  function cancelSubscription(id: string, body: Record<string, unknown>): RazorpaySubscriptionEntity {
    const subscription = found(subscriptions, id);
    onlyFields(body, ['cancel_at_cycle_end']);
    const atCycleEnd = flagField(body, 'cancel_at_cycle_end', 'cancel at cycle end', false);
    if (['cancelled', 'completed', 'expired'].includes(subscription.status)) {
      throw refuse(`Subscription is not cancellable in ${subscription.status} status.`, 'status');
    }
    if (atCycleEnd && subscription.current_end !== null) {
      cancelAtCycleEnd.add(id);
    } else {
      subscription.status = 'cancelled';
      subscription.ended_at = nowSeconds();
      subscription.charge_at = null;
    }
    return subscription;
  }

  type Answer = { status: number; body: unknown };
  type Route = { method: string; pattern: RegExp; handle: (id: string, body: Record<string, unknown>) => unknown };
  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/orders$/, handle: (_, body) => createOrder(body) },
    { method: 'GET', pattern: /^\/v1\/orders\/([^/]+)$/, handle: (id) => found(orders, id) },
    { method: 'POST', pattern: /^\/v1\/subscriptions$/, handle: (_, body) => createSubscription(body) },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (id) => found(subscriptions, id) },
    { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)\/cancel$/, handle: (id, body) => cancelSubscription(id, body) },
    { method: 'GET', pattern: /^\/v1\/payments\/([^/]+)$/, handle: (id) => found(payments, id) },
  ];

  /** Basic auth with the key id and secret, spelled exactly `Basic <base64>` as Razorpay requires. */
  function authenticate(header: string | undefined): void {
    const token = header?.startsWith('Basic ') ? Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8') : null;
    const colon = token?.indexOf(':') ?? -1;
    if (!token || colon < 0) throw new Refusal(401, errorBody('Please provide your api key for authentication purposes.', null, false));
    if (token.slice(0, colon) !== keyId) throw new Refusal(401, errorBody('The api key provided is invalid', null, false));
    if (token.slice(colon + 1) !== keySecret) throw new Refusal(401, errorBody('Authentication failed', null, false));
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://loopback');
    const text = raw?.toString('utf8') ?? '';
    let body: unknown;
    let parsed = true;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
        parsed = false;
      }
    }
    requests.push({ method: request.method ?? 'GET', path: url.pathname + url.search, body });
    try {
      authenticate(request.headers.authorization);
      if (raw === null) throw new Refusal(413, errorBody('The request body is too large.', null, false));
      if (!parsed || (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))) {
        throw new Refusal(400, errorBody('The request body is not valid JSON.', null, false));
      }
      for (const route of routes) {
        const match = route.method === request.method ? route.pattern.exec(url.pathname) : null;
        if (match) return { status: 200, body: route.handle(decodeURIComponent(match[1] ?? ''), (body ?? {}) as Record<string, unknown>) };
      }
      throw new Refusal(404, errorBody('The requested URL was not found on the server', null, false));
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, body: error.body };
      throw error;
    }
  }

  const server = createServer((request, response) => {
    answer(request).then(
      ({ status, body }) => send(response, status, body),
      () =>
        send(response, 500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins.' },
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  // ---- Checkout and Razorpay's servers, played by a test ----------------------------------------------------------

  function known<T>(map: ReadonlyMap<string, T>, id: string, what: string): T {
    const value = map.get(id);
    if (!value) throw new Error(`The Razorpay loopback has no ${what} ${id}.`);
    return value;
  }

  function makePayment(
    input: { amount: number; currency: string; orderId: string | null; invoiceId: string | null; customerId?: string } & CheckoutOptions,
  ) {
    const method = input.method ?? 'card';
    const captured = (input.outcome ?? 'captured') === 'captured';
    const fee = captured ? Math.round(input.amount * 0.02) : null;
    const payment: RazorpayPaymentEntity = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: input.amount,
      currency: input.currency,
      status: captured ? 'captured' : 'failed',
      order_id: input.orderId,
      invoice_id: input.invoiceId,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: null,
      ...methodFields(method, captured),
      email: 'gaurav.kumar@example.com',
      contact: '+919876543210',
      ...(input.customerId ? { customer_id: input.customerId } : {}),
      notes: [],
      fee,
      tax: fee === null ? null : Math.round(fee * 0.18),
      // The failure as Razorpay reports a declined payment.
      error_code: captured ? null : 'BAD_REQUEST_ERROR',
      error_description: captured ? null : 'Payment failed',
      error_source: captured ? null : 'bank',
      error_step: captured ? null : 'payment_authorization',
      error_reason: captured ? null : 'payment_failed',
      created_at: nowSeconds(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  /** A subscription's charge pays an invoice, which Razorpay backs with an order of its own. */
  function chargeSubscription(subscription: RazorpaySubscriptionEntity, options: CheckoutOptions): RazorpayPaymentEntity {
    const amount = (planAmounts[subscription.plan_id] ?? 0) * subscription.quantity;
    const invoiceOrder: RazorpayOrderEntity = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: PLAN_CURRENCY,
      receipt: null,
      offer_id: null,
      status: 'attempted',
      attempts: 1,
      notes: [],
      created_at: nowSeconds(),
    };
    orders.set(invoiceOrder.id, invoiceOrder);
    const customerId = subscription.customer_id ?? razorpayId('cust');
    const payment = makePayment({
      ...options,
      amount: options.amountCents ?? amount,
      currency: PLAN_CURRENCY,
      orderId: invoiceOrder.id,
      invoiceId: razorpayId('inv'),
      customerId,
    });
    if (payment.status === 'captured') Object.assign(invoiceOrder, { status: 'paid', amount_paid: payment.amount, amount_due: 0 });
    paymentSubscription.set(payment.id, subscription.id);
    latestPayment.set(subscription.id, payment.id);
    return payment;
  }

  function startPeriod(subscription: RazorpaySubscriptionEntity, start: number): void {
    subscription.current_start = start;
    subscription.current_end = monthsLater(start);
    subscription.charge_at = subscription.current_end;
    subscription.paid_count += 1;
    subscription.remaining_count = subscription.total_count - subscription.paid_count;
  }

  function payOrder(orderId: string, checkout: CheckoutOptions = {}): OrderCheckoutResult {
    const order = known(orders, orderId, 'order');
    if (order.status === 'paid') throw new Error(`Order ${orderId} is paid already; Razorpay takes no further payments on it.`);
    const payment = makePayment({
      ...checkout,
      amount: checkout.amountCents ?? order.amount_due,
      currency: order.currency,
      orderId,
      invoiceId: null,
    });
    order.attempts += 1;
    if (payment.status === 'captured') {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
    }
    order.status = order.amount_paid >= order.amount ? 'paid' : 'attempted';
    // Checkout signs only a successful payment; a failed one is signed here too, so that a test can show that a
    // signature alone never completes a payment.
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: signPayment(keySecret, { orderId, paymentId: payment.id }),
    };
  }

  function paySubscription(subscriptionId: string, checkout: CheckoutOptions = {}): SubscriptionCheckoutResult {
    const subscription = known(subscriptions, subscriptionId, 'subscription');
    if (subscription.status !== 'created') {
      throw new Error(
        `Subscription ${subscriptionId} is ${subscription.status}; its first payment is behind it (renewSubscription charges again).`,
      );
    }
    const payment = chargeSubscription(subscription, checkout);
    if (payment.status === 'captured') {
      subscription.status = 'active';
      subscription.customer_id = payment.customer_id ?? null;
      subscription.start_at = nowSeconds();
      subscription.end_at = monthsLater(subscription.start_at, subscription.total_count);
      startPeriod(subscription, subscription.start_at);
    } else {
      subscription.auth_attempts += 1;
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: signPayment(keySecret, { subscriptionId, paymentId: payment.id }),
    };
  }

  function renewSubscription(subscriptionId: string): RazorpayPaymentEntity {
    const subscription = known(subscriptions, subscriptionId, 'subscription');
    if (subscription.status !== 'active' || subscription.current_end === null) {
      throw new Error(`Subscription ${subscriptionId} is ${subscription.status}; only an active one renews.`);
    }
    if (cancelAtCycleEnd.has(subscriptionId)) {
      throw new Error(
        `Subscription ${subscriptionId} was cancelled at the end of its cycle; it ends (subscriptionCancelled) instead of renewing.`,
      );
    }
    const payment = chargeSubscription(subscription, {});
    startPeriod(subscription, subscription.current_end);
    if (subscription.remaining_count === 0) {
      subscription.status = 'completed';
      subscription.ended_at = nowSeconds();
    }
    return payment;
  }

  function webhook(event: string, entities: WebhookEntities, delivery: { eventId?: string; secret?: string } = {}): LoopbackWebhook {
    const contains = Object.keys(entities).filter((name) => entities[name as keyof WebhookEntities] !== undefined);
    const payload = Object.fromEntries(contains.map((name) => [name, { entity: entities[name as keyof WebhookEntities] }]));
    const body = JSON.stringify({ entity: 'event', account_id: accountId, event, contains, payload, created_at: nowSeconds() });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(delivery.secret ?? webhookSecret, body),
        'x-razorpay-event-id': delivery.eventId ?? razorpayId(''),
      },
    };
  }

  function paymentEvent(event: string, paymentId: string, status: RazorpayPaymentEntity['status']): LoopbackWebhook {
    const payment = known(payments, paymentId, 'payment');
    if (payment.status !== status) {
      throw new Error(`Payment ${paymentId} is ${payment.status}, not ${status}: Razorpay would not send ${event}.`);
    }
    return webhook(event, { payment });
  }

  /** Subscription events carry the subscription, and its latest payment when there is one. */
  function subscriptionEvent(
    event: string,
    subscription: RazorpaySubscriptionEntity,
    paymentId = latestPayment.get(subscription.id),
  ): LoopbackWebhook {
    const payment = paymentId ? payments.get(paymentId) : undefined;
    return webhook(event, payment ? { subscription, payment } : { subscription });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    subscriptions,
    payments,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    payOrder,
    paySubscription,
    renewSubscription,
    webhook,
    paymentCaptured: (paymentId) => paymentEvent('payment.captured', paymentId, 'captured'),
    paymentFailed: (paymentId) => paymentEvent('payment.failed', paymentId, 'failed'),
    subscriptionActivated(subscriptionId) {
      const subscription = known(subscriptions, subscriptionId, 'subscription');
      if (subscription.paid_count === 0) throw new Error(`Subscription ${subscriptionId} was never paid; paySubscription first.`);
      subscription.status = 'active';
      return subscriptionEvent('subscription.activated', subscription);
    },
    subscriptionCharged(subscriptionId, paymentId) {
      const subscription = known(subscriptions, subscriptionId, 'subscription');
      if (paymentSubscription.get(paymentId) !== subscriptionId) {
        throw new Error(`Payment ${paymentId} did not charge subscription ${subscriptionId}.`);
      }
      return subscriptionEvent('subscription.charged', subscription, paymentId);
    },
    subscriptionCancelled(subscriptionId) {
      const subscription = known(subscriptions, subscriptionId, 'subscription');
      if (subscription.status !== 'cancelled') {
        subscription.ended_at = cancelAtCycleEnd.has(subscriptionId) ? subscription.current_end : nowSeconds();
        subscription.status = 'cancelled';
        subscription.charge_at = null;
        cancelAtCycleEnd.delete(subscriptionId);
      }
      return subscriptionEvent('subscription.cancelled', subscription);
    },
    subscriptionHalted(subscriptionId) {
      const subscription = known(subscriptions, subscriptionId, 'subscription');
      subscription.status = 'halted';
      return subscriptionEvent('subscription.halted', subscription);
    },
    subscriptionCompleted(subscriptionId) {
      const subscription = known(subscriptions, subscriptionId, 'subscription');
      subscription.status = 'completed';
      subscription.ended_at = subscription.current_end ?? nowSeconds();
      subscription.remaining_count = 0;
      subscription.charge_at = null;
      return subscriptionEvent('subscription.completed', subscription);
    },
  };
}
