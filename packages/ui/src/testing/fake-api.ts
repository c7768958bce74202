import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BillingCatalogue, CreditTransaction, OrderResponse } from '@verbatim/core-sdk/contracts';
import { billingCatalogueFixture, creditTransactionListFixture, trialResponseFixture } from './billing-fixture';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Headers to answer with, such as a file's Content-Disposition. */
  headers?: Record<string, string>;
}

/** What a route answers: a fixed response, or one computed from the request. */
export type FakeRoute = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export interface FakeApi {
  /** Base URL to hand to `createClient`, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** Adds or replaces a route, keyed like "POST /api/auth/login". */
  route(key: string, answer: FakeRoute): void;
  close(): Promise<void>;
}

/** The API's one error body. */
export function apiError(status: number, code: string, message: string, details?: unknown): FakeResponse {
  return { status, body: { error: { code, message, ...(details === undefined ? {} : { details }) } } };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, answer: FakeResponse): void {
  const status = answer.status ?? 200;
  const headers = answer.headers ?? {};
  if (answer.body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  // A string body with its own content type is a file; anything else is JSON.
  const file = typeof answer.body === 'string' && Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  response
    .writeHead(status, { 'content-type': 'application/json', 'access-control-expose-headers': 'content-disposition', ...headers })
    .end(file ? (answer.body as string) : JSON.stringify(answer.body));
}

/**
 * A real HTTP server on loopback that answers like the Verbatim API, so that tests go through
 * the real SDK, ky and fetch instead of mocks. Unknown routes answer 404 as the API does.
 */
export async function startFakeApi(routes: Record<string, FakeRoute> = {}): Promise<FakeApi> {
  const table = new Map<string, FakeRoute>(Object.entries(routes));
  const requests: FakeRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      const recorded: FakeRequest = { method, path: url.pathname, query: url.searchParams, body: await readBody(request) };
      requests.push(recorded);
      // Browsers in jsdom send CORS preflights for JSON bodies to another origin.
      response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
      response.setHeader('access-control-allow-credentials', 'true');
      response.setHeader('access-control-allow-headers', 'content-type, idempotency-key');
      if (method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const answer = table.get(`${method} ${url.pathname}`);
      if (!answer) {
        send(response, apiError(404, 'NOT_FOUND', `No API endpoint ${method} ${url.pathname}.`));
        return;
      }
      send(response, typeof answer === 'function' ? await answer(recorded) : answer);
    })().catch((error: unknown) => {
      send(response, apiError(500, 'INTERNAL', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, answer) => {
      table.set(key, answer);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The signature the fake billing routes accept in POST /api/verify-payment; any other is forged. */
export const FAKE_VALID_SIGNATURE = 'valid-signature';

export interface FakeBillingOptions {
  /** What GET /api/billing/catalogue answers and what create-order prices from. */
  catalogue?: BillingCatalogue;
  /** The ledger GET /api/credit-transactions pages through, newest first. */
  transactions?: CreditTransaction[];
}

/**
 * The billing endpoints as the API answers them, for pages and hooks to be tested against: the catalogue, the paged
 * ledger (`cursor` is the index of the next row), create-order priced from the catalogue (400 PRICE_MISMATCH or
 * PLAN_UNAVAILABLE otherwise; the sandbox answers a `checkoutUrl`), verify-payment (only `FAKE_VALID_SIGNATURE`
 * passes), a trial that starts, a cancellation, and plan selection (pro starts the trial, basic goes to payment).
 * Spread them into `startFakeApi` and replace single routes with `api.route`.
 */
export function fakeBillingRoutes({
  catalogue = billingCatalogueFixture(),
  transactions = creditTransactionListFixture(),
}: FakeBillingOptions = {}): Record<string, FakeRoute> {
  let orders = 0;
  return {
    'GET /api/billing/catalogue': { body: catalogue },
    'GET /api/credit-transactions': ({ query }) => {
      const limit = Number(query.get('limit') ?? 25);
      const start = Number(query.get('cursor') ?? 0);
      const next = start + limit;
      return { body: { items: transactions.slice(start, next), nextCursor: next < transactions.length ? String(next) : null } };
    },
    'POST /api/create-order': ({ body }) => {
      const { credits, amount, subscriptionType } = body as { credits: number; amount: number; subscriptionType?: string | null };
      const cents = Math.round(amount * 100);
      orders += 1;
      const base = { keyId: catalogue.provider === 'razorpay' ? 'rzp_test_key' : 'sandbox', currency: catalogue.currency };
      const paymentId = `pay-${orders}`;
      if (subscriptionType) {
        const plan = catalogue.plans.find((offer) => offer.id === subscriptionType);
        if (!plan?.available) return apiError(400, 'PLAN_UNAVAILABLE', `The ${subscriptionType} plan cannot be bought yet.`);
        if (plan.priceCents !== cents || plan.minutesPerMonth !== credits) {
          return apiError(400, 'PRICE_MISMATCH', `The ${plan.name} plan costs ${plan.priceCents / 100} a month.`);
        }
        const subscriptionId = `sub_${orders}`;
        return {
          body: {
            ...base,
            amount: cents,
            orderId: null,
            isSubscription: true,
            subscriptionId,
            provider: catalogue.provider,
            checkoutUrl: catalogue.provider === 'sandbox' ? `/api/payments/sandbox/checkout/${subscriptionId}` : null,
            description: `${plan.name} plan, monthly`,
            paymentId,
          } satisfies OrderResponse,
        };
      }
      const pack = catalogue.packs.find((offer) => offer.credits === credits);
      if (!pack || pack.priceCents !== cents) return apiError(400, 'PRICE_MISMATCH', `${credits} credits do not cost ${amount}.`);
      const orderId = `order_${orders}`;
      return {
        body: {
          ...base,
          amount: cents,
          orderId,
          isSubscription: false,
          subscriptionId: null,
          provider: catalogue.provider,
          checkoutUrl: catalogue.provider === 'sandbox' ? `/api/payments/sandbox/checkout/${orderId}` : null,
          description: `${credits} credits`,
          paymentId,
        } satisfies OrderResponse,
      };
    },
    'POST /api/verify-payment': ({ body }) => {
      const { razorpay_signature: signature, razorpay_subscription_id: subscriptionId } = body as Record<string, string | undefined>;
      if (signature !== FAKE_VALID_SIGNATURE) {
        return apiError(400, 'PAYMENT_VERIFICATION_FAILED', 'The payment could not be verified.');
      }
      return { body: { success: true, message: subscriptionId ? 'Your plan is active.' : 'Credits were added to your account.' } };
    },
    'POST /api/start-trial': { body: trialResponseFixture() },
    'POST /api/cancel-subscription': ({ body }) => {
      const reason = (body as { reason?: string } | undefined)?.reason?.trim();
      if (!reason) return apiError(400, 'VALIDATION_FAILED', 'Please provide a reason for cancellation');
      return {
        body: {
          success: true,
          message: 'Your subscription was cancelled. You keep access until Apr 1, 2025.',
          subscriptionStatus: 'cancelled',
          accessEndsAt: '2025-04-01T00:00:00.000Z',
        },
      };
    },
    'POST /api/subscriptions/select-plan': ({ body }) =>
      (body as { plan?: string } | undefined)?.plan === 'pro'
        ? { body: { message: 'Your 14-day Pro trial has started.', redirectTo: '/', shouldRedirectToPayment: false } }
        : {
            body: {
              message: 'Complete your payment to start the Basic plan.',
              redirectTo: '/billing?plan=basic',
              shouldRedirectToPayment: true,
            },
          },
  };
}
