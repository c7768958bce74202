import Razorpay from 'razorpay';
import { z } from 'zod';
import type { RazorpayConfig } from '../payment-env';
import type { PaymentProvider, ProviderOrder, ProviderPayment, ProviderSubscription } from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';
import { fromUnixSeconds, paymentEntity, paymentFromEntity, subscriptionEntity } from './razorpay-event';

/** The host the SDK hard-codes (`hostUrl` in razorpay/dist/razorpay.js); `RazorpayConfig.apiUrl` replaces it. */
export const RAZORPAY_API_HOST = 'https://api.razorpay.com';

/** axios has no timeout of its own: without one, a Razorpay that accepts and never answers holds a request forever. */
const REQUEST_TIMEOUT_MS = 20_000;

/** Razorpay needs a subscription's number of billing cycles up front; 120 monthly cycles (ten years) is "until cancelled". */
const SUBSCRIPTION_CYCLES = 120;

/**
 * The SDK concatenates ids into its URLs unencoded (`/payments/${id}`), so an id is checked before it is used: one
 * with a slash or a `?` would reach another of Razorpay's endpoints with our key.
 */
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,40}$/;

/** The parts of the SDK's axios instance that we set; checked at run time, because the SDK does not declare it. */
interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: null, onRejected: (error: unknown) => Promise<never>): number } };
}

function isSdkHttpClient(value: unknown): value is SdkHttpClient {
  const client = value as Partial<SdkHttpClient> | null | undefined;
  return typeof client?.defaults === 'object' && typeof client.interceptors?.response?.use === 'function';
}

/**
 * The SDK's HTTP client: `new API({ hostUrl })` in dist/razorpay.js keeps it at `api.rq` (an axios instance made with
 * `baseURL: hostUrl`), and the SDK has no option to change the host. Setting that instance's defaults is the
 * narrowest way to point it at `apiUrl` (a loopback server in tests) and to give it a timeout. If an upgrade moves
 * it, this throws at start-up instead of sending requests where nobody meant them to go.
 */
function sdkHttpClient(sdk: Razorpay): SdkHttpClient {
  const client: unknown = (sdk.api as unknown as { rq?: unknown }).rq;
  if (isSdkHttpClient(client) && client.defaults.baseURL === RAZORPAY_API_HOST) return client;
  throw new Error(
    `The razorpay SDK (${Razorpay.VERSION}) no longer keeps an axios instance for ${RAZORPAY_API_HOST} at \`api.rq\`; update sdkHttpClient in razorpay-provider.ts for this version.`,
  );
}

/** Marks a failure that got no HTTP answer (refused, reset, timed out) on its way through the SDK. */
const NO_ANSWER = 'NO_ANSWER';

/**
 * The SDK's error handler reads `err.response.status` unguarded (normalizeError in dist/api.js), so a request that
 * got no answer reaches us as "TypeError: Cannot read properties of undefined" and its real reason is lost. This
 * gives such a failure a status-0 answer the handler passes through, carrying the reason (ECONNREFUSED, ETIMEDOUT…)
 * as a fresh Error: axios's own error holds the request's config, and with it the key secret, which must never
 * reach a log.
 */
function keepNoAnswerReason(error: unknown): Promise<never> {
  const failed = error as { isAxiosError?: unknown; response?: unknown; message?: unknown; code?: unknown } | null;
  if (failed?.isAxiosError !== true || failed.response !== undefined) return Promise.reject(error);
  const message = typeof failed.message === 'string' ? failed.message : 'no answer';
  const reason = Object.assign(new Error(message), {
    name: 'RazorpayUnreachable',
    code: typeof failed.code === 'string' ? failed.code : undefined,
  });
  return Promise.reject({ response: { status: 0, data: { error: { code: NO_ANSWER, description: message, cause: reason } } } });
}

/** What a person is told when a call fails: what could not be done, and what that means for their money. */
interface Operation {
  doing: string;
  unchanged: string;
}
const STARTING_PAYMENT: Operation = { doing: 'start the payment', unchanged: 'Nothing was charged.' };
const STARTING_SUBSCRIPTION: Operation = { doing: 'start the subscription', unchanged: 'Nothing was charged.' };
const CANCELLING: Operation = { doing: 'cancel the subscription', unchanged: 'Your subscription is unchanged.' };
const CONFIRMING_PAYMENT: Operation = { doing: 'confirm the payment', unchanged: 'If you paid, the payment is not lost.' };
const CONFIRMING_SUBSCRIPTION: Operation = { doing: 'confirm the subscription', unchanged: 'If you paid, the payment is not lost.' };

/** How the SDK rejects: `{ statusCode, error: { code, description, … } }` (a plain object, not an Error). */
interface SdkFailure {
  statusCode?: unknown;
  error?: { code?: unknown; cause?: unknown } | null;
}

/** Turns whatever the SDK rejected with into a message fit for a person; the original stays as the cause, for logs. */
function providerError(operation: Operation, thrown: unknown): PaymentProviderError {
  const failure = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as SdkFailure;
  const status = typeof failure.statusCode === 'number' ? failure.statusCode : 0;
  const cause = failure.error?.code === NO_ANSWER ? failure.error.cause : thrown;
  const { doing, unchanged } = operation;
  let message: string;
  if (status === 401 || status === 403) {
    message = `Payments are not available right now, so we could not ${doing}. ${unchanged} Please try again later.`;
  } else if (status === 429) {
    message = `The payment service is busy, so we could not ${doing}. ${unchanged} Please try again in a minute.`;
  } else if (status >= 400 && status < 500 && status !== 408) {
    message = `The payment service turned down the request to ${doing}. ${unchanged} Please try again, or contact support if it keeps happening.`;
  } else {
    // No answer, a timeout, a 5xx, or something the SDK threw itself.
    message = `The payment service did not answer, so we could not ${doing}. ${unchanged} Please try again.`;
  }
  return new PaymentProviderError(message, { cause });
}

/** Calls the SDK and checks the answer's shape, so that the rest of the server only sees what was checked. */
async function call<T>(operation: Operation, request: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
  let answer: unknown;
  try {
    answer = await request();
  } catch (error) {
    throw providerError(operation, error);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const message = `The payment service answered in a way we did not understand, so we could not ${operation.doing}. ${operation.unchanged} Please try again.`;
    throw new PaymentProviderError(message, { cause: parsed.error });
  }
  return parsed.data;
}

function checkedId(pattern: RegExp, id: string, operation: Operation, what: string): string {
  if (pattern.test(id)) return id;
  throw new PaymentProviderError(`That is not a ${what} id, so we could not ${operation.doing}.`);
}

// The fields of Razorpay's entities that we read (entity shapes: https://razorpay.com/docs/api/); payments and
// subscriptions share theirs with the webhooks (razorpay-event.ts).
const orderEntity = z.object({ id: z.string(), amount: z.number().int(), currency: z.string() });
const createdEntity = z.object({ id: z.string() });

/**
 * Razorpay through its official SDK: packs are Orders, plans are Subscriptions. The SDK is sent to `config.apiUrl`
 * (see sdkHttpClient), and every failure becomes a PaymentProviderError whose message can be shown as it is.
 */
export function createRazorpayProvider(config: RazorpayConfig, options: { timeoutMs?: number } = {}): PaymentProvider {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = sdkHttpClient(sdk);
  http.defaults.baseURL = config.apiUrl;
  http.defaults.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  http.interceptors.response.use(null, keepNoAnswerReason);

  return {
    name: 'razorpay',
    keyId: config.keyId,
    paymentSecret: config.keySecret,
    webhookSecret: config.webhookSecret,

    async createOrder({ amountCents, currency, receipt, notes }): Promise<ProviderOrder> {
      const order = await call(STARTING_PAYMENT, () => sdk.orders.create({ amount: amountCents, currency, receipt, notes }), orderEntity);
      return { id: order.id, amountCents: order.amount, currency: order.currency };
    },

    async createSubscription({ plan, notes }): Promise<{ id: string }> {
      const request = { plan_id: config.planIds[plan], total_count: SUBSCRIPTION_CYCLES, customer_notify: 1 as const, notes };
      const subscription = await call(STARTING_SUBSCRIPTION, () => sdk.subscriptions.create(request), createdEntity);
      return { id: subscription.id };
    },

    async cancelSubscription(subscriptionId): Promise<void> {
      const id = checkedId(SUBSCRIPTION_ID, subscriptionId, CANCELLING, 'subscription');
      // At the cycle's end: the period already paid for runs out. Razorpay's answer does not show the scheduled
      // cancellation (the subscription stays active until then), so the caller keeps its own record of it.
      await call(CANCELLING, () => sdk.subscriptions.cancel(id, true), subscriptionEntity);
    },

    async fetchPayment(paymentId): Promise<ProviderPayment> {
      const id = checkedId(PAYMENT_ID, paymentId, CONFIRMING_PAYMENT, 'payment');
      return paymentFromEntity(await call(CONFIRMING_PAYMENT, () => sdk.payments.fetch(id), paymentEntity));
    },

    async fetchSubscription(subscriptionId): Promise<ProviderSubscription> {
      const id = checkedId(SUBSCRIPTION_ID, subscriptionId, CONFIRMING_SUBSCRIPTION, 'subscription');
      const subscription = await call(CONFIRMING_SUBSCRIPTION, () => sdk.subscriptions.fetch(id), subscriptionEntity);
      return {
        id: subscription.id,
        status: subscription.status,
        currentStart: fromUnixSeconds(subscription.current_start),
        currentEnd: fromUnixSeconds(subscription.current_end),
      };
    },
  };
}
