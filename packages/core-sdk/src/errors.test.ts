import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiError,
  InvalidResponseError,
  isAbortError,
  isApiError,
  isInvalidResponseError,
  isNetworkError,
  isServiceUnavailableError,
  isSubscriptionRequiredError,
  isUnauthorizedError,
  NetworkError,
  SERVICE_UNAVAILABLE_MESSAGE,
  ServiceUnavailableError,
  SubscriptionRequiredError,
  UnauthorizedError,
} from './errors';

const json = (status: number, body: unknown, statusText?: string) =>
  new Response(JSON.stringify(body), { status, ...(statusText ? { statusText } : {}), headers: { 'content-type': 'application/json' } });

const errorBody = (code: string, message: string, details?: unknown) => ({ error: { code, message, details } });

describe('createApiError', () => {
  it('builds the message from the status and the response text', async () => {
    const error = await createApiError(new Response('Transcription not found', { status: 404, statusText: 'Not Found' }));
    expect(error.message).toBe('404: Transcription not found');
    expect(error.status).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await createApiError(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.serverMessage).toBe('Bad Gateway');
    expect(error.code).toBe('HTTP_502');
  });

  it('falls back to the status text when the body cannot be read', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const error = await createApiError(new Response(broken, { status: 500, statusText: 'Internal Server Error' }));
    expect(error.message).toBe('500: Internal Server Error');
  });

  it('reads code, message and details from the API error body, and keeps the raw text in the message', async () => {
    const body = errorBody('VALIDATION_FAILED', 'email: Email is required', { fields: [{ field: 'email', message: 'Email is required' }] });
    const error = await createApiError(json(422, body));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.serverMessage).toBe('email: Email is required');
    expect(error.details).toEqual({ fields: [{ field: 'email', message: 'Email is required' }] });
    expect(error.message).toBe(`422: ${JSON.stringify(body)}`);
  });

  it('accepts an error given as a bare string, or a top-level message', async () => {
    expect((await createApiError(json(400, { error: 'Bad file' }))).serverMessage).toBe('Bad file');
    expect((await createApiError(json(400, { message: 'Bad file' }))).serverMessage).toBe('Bad file');
  });

  it('keeps a non-JSON body as the server message with a code made from the status', async () => {
    const error = await createApiError(new Response('<html>upstream timed out</html>', { status: 504 }));
    expect(error.code).toBe('HTTP_504');
    expect(error.serverMessage).toBe('<html>upstream timed out</html>');
    expect(error.details).toBeUndefined();
    expect(error.message).toBe('504: <html>upstream timed out</html>');
  });

  it('treats JSON without an error shape as plain text', async () => {
    const error = await createApiError(json(500, [1, 2, 3]));
    expect(error.code).toBe('HTTP_500');
    expect(error.serverMessage).toBe('[1,2,3]');
  });

  it('makes 401 an UnauthorizedError, with code UNAUTHORIZED unless the body says otherwise', async () => {
    const bare = await createApiError(new Response('', { status: 401, statusText: 'Unauthorized' }));
    expect(bare).toBeInstanceOf(UnauthorizedError);
    expect(bare).toBeInstanceOf(ApiError);
    expect(bare.name).toBe('UnauthorizedError');
    expect(bare.code).toBe('UNAUTHORIZED');
    expect(bare.message).toBe('401: Unauthorized');

    const wrongPassword = await createApiError(json(401, errorBody('INVALID_CREDENTIALS', 'Invalid email or password')));
    expect(wrongPassword).toBeInstanceOf(UnauthorizedError);
    expect(wrongPassword.code).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.serverMessage).toBe('Invalid email or password');
  });

  it.each(['SUBSCRIPTION_REQUIRED', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_CANCELLED'] as const)(
    'makes 403 with %s a SubscriptionRequiredError with that reason',
    async (code) => {
      const error = await createApiError(json(403, errorBody(code, 'Please subscribe to continue.')));
      expect(error).toBeInstanceOf(SubscriptionRequiredError);
      expect(error.name).toBe('SubscriptionRequiredError');
      expect(error.status).toBe(403);
      expect(isSubscriptionRequiredError(error) && error.reason).toBe(code);
      expect(error.serverMessage).toBe('Please subscribe to continue.');
    },
  );

  it('keeps any other 403 a plain ApiError', async () => {
    const forbidden = await createApiError(json(403, errorBody('FORBIDDEN', 'Admins only')));
    expect(forbidden).toBeInstanceOf(ApiError);
    expect(forbidden).not.toBeInstanceOf(SubscriptionRequiredError);
    expect(forbidden.code).toBe('FORBIDDEN');

    const bare = await createApiError(new Response('Forbidden', { status: 403 }));
    expect(bare).not.toBeInstanceOf(SubscriptionRequiredError);
    expect(bare.code).toBe('HTTP_403');
  });

  it("keeps the server's request id and when to try again, on any status", async () => {
    const response = new Response(JSON.stringify(errorBody('RATE_LIMITED', 'Too many attempts.')), {
      status: 429,
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42', 'retry-after': '30' },
    });
    const error = await createApiError(response);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', requestId: 'req-42', retryAfterSeconds: 30 });
    expect(await createApiError(new Response('gone', { status: 404 }))).toMatchObject({ requestId: null, retryAfterSeconds: null });
  });

  it('does not make a subscription code on another status a SubscriptionRequiredError', async () => {
    const error = await createApiError(json(402, errorBody('SUBSCRIPTION_REQUIRED', 'Pay first')));
    expect(error).not.toBeInstanceOf(SubscriptionRequiredError);
    expect(error.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('type guards', () => {
  const api = new ApiError('500: boom', 500, 'INTERNAL', 'boom');
  const unauthorized = new UnauthorizedError('401: no', 401, 'UNAUTHORIZED', 'no');
  const subscription = new SubscriptionRequiredError('403: pay', 403, 'SUBSCRIPTION_EXPIRED', 'pay');
  const network = new NetworkError('Network error: fetch failed', { cause: new TypeError('fetch failed') });
  const others: unknown[] = [new Error('plain'), 'text', null, undefined, { status: 401, code: 'UNAUTHORIZED' }];

  it('isApiError accepts the whole ApiError family and nothing else', () => {
    expect([api, unauthorized, subscription].every(isApiError)).toBe(true);
    expect([network, ...others].some(isApiError)).toBe(false);
  });

  it('isUnauthorizedError accepts only UnauthorizedError', () => {
    expect(isUnauthorizedError(unauthorized)).toBe(true);
    expect([api, subscription, network, ...others].some(isUnauthorizedError)).toBe(false);
  });

  it('isSubscriptionRequiredError accepts only SubscriptionRequiredError', () => {
    expect(isSubscriptionRequiredError(subscription)).toBe(true);
    expect(subscription.reason).toBe('SUBSCRIPTION_EXPIRED');
    expect([api, unauthorized, network, ...others].some(isSubscriptionRequiredError)).toBe(false);
  });

  it('isInvalidResponseError accepts only InvalidResponseError', () => {
    const invalid = new InvalidResponseError('Failed to parse response of GET /api/stats: not JSON', 200);
    expect(isInvalidResponseError(invalid)).toBe(true);
    expect(invalid).toMatchObject({ name: 'InvalidResponseError', status: 200 });
    expect([api, unauthorized, subscription, network, ...others].some(isInvalidResponseError)).toBe(false);
  });

  it('isAbortError recognises the default abort reason only', () => {
    expect(isAbortError(AbortSignal.abort().reason)).toBe(true);
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new DOMException('late', 'TimeoutError'))).toBe(false);
    expect([api, network, ...others].some(isAbortError)).toBe(false);
  });

  it('recognise errors made by another copy of the SDK (its ESM and CJS builds loaded side by side)', async () => {
    vi.resetModules();
    const copy = await import('./errors');
    expect(copy.UnauthorizedError).not.toBe(UnauthorizedError);
    const foreign = {
      api: new copy.ApiError('500: boom', 500, 'INTERNAL', 'boom'),
      unauthorized: new copy.UnauthorizedError('401: no', 401, 'UNAUTHORIZED', 'no'),
      subscription: new copy.SubscriptionRequiredError('403: pay', 403, 'SUBSCRIPTION_REQUIRED', 'pay'),
      unavailable: new copy.ServiceUnavailableError('503: later', 503, 'SERVICE_UNAVAILABLE', 'later'),
      network: new copy.NetworkError('Network error'),
      invalid: new copy.InvalidResponseError('not JSON', 200),
    };
    expect(foreign.unauthorized).not.toBeInstanceOf(UnauthorizedError);
    expect([foreign.api, foreign.unauthorized, foreign.subscription, foreign.unavailable].every(isApiError)).toBe(true);
    expect(isUnauthorizedError(foreign.unauthorized)).toBe(true);
    expect(isSubscriptionRequiredError(foreign.subscription)).toBe(true);
    expect(isServiceUnavailableError(foreign.unavailable)).toBe(true);
    expect(isNetworkError(foreign.network)).toBe(true);
    expect(isInvalidResponseError(foreign.invalid)).toBe(true);
    expect([foreign.network, foreign.invalid].some(isApiError)).toBe(false);
    expect(isUnauthorizedError(foreign.api)).toBe(false);
  });

  it('isNetworkError accepts only NetworkError, which keeps its cause', () => {
    expect(isNetworkError(network)).toBe(true);
    expect(network.name).toBe('NetworkError');
    expect(network.cause).toBeInstanceOf(TypeError);
    expect([api, unauthorized, subscription, ...others].some(isNetworkError)).toBe(false);
  });
});

describe('a 503', () => {
  it("is a ServiceUnavailableError with the API's words and when to try again", async () => {
    const response = new Response(
      JSON.stringify(
        errorBody('SERVICE_UNAVAILABLE', 'The server is restarting. Please try again in a moment.', { retryAfterSeconds: 10 }),
      ),
      { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '7' } },
    );
    const error = await createApiError(response);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(isServiceUnavailableError(error)).toBe(true);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'ServiceUnavailableError',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      serverMessage: 'The server is restarting. Please try again in a moment.',
      retryAfterSeconds: 7,
    });
  });

  it('takes the wait from the body when no header survived (a resumable upload), and is clear when a proxy answered', async () => {
    const fromBody = await createApiError(json(503, errorBody('SERVICE_UNAVAILABLE', 'Restarting.', { retryAfterSeconds: 10 })));
    expect((fromBody as ServiceUnavailableError).retryAfterSeconds).toBe(10);
    const proxy = await createApiError(new Response('<html><body>503 Service Temporarily Unavailable</body></html>', { status: 503 }));
    expect(proxy).toBeInstanceOf(ServiceUnavailableError);
    expect(proxy).toMatchObject({ code: 'HTTP_503', serverMessage: SERVICE_UNAVAILABLE_MESSAGE, retryAfterSeconds: null });
  });
});
