import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ApiError, isNetworkError, NetworkError, SubscriptionRequiredError, UnauthorizedError } from './errors';
import { createHttp } from './http';
import { userFixture as user } from './test-support/fixtures';
import { closeLoopbackServers, sendJson, startLoopbackServer as startServer } from './test-support/loopback-server';

afterEach(closeLoopbackServers);

describe('createClient over HTTP', () => {
  it('POSTs a JSON body with a JSON content type to baseUrl + path and parses the answer', async () => {
    const server = await startServer((_request, response) => sendJson(response, 201, { user }));
    const client = createClient({ baseUrl: server.url });
    const body = { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada' };

    await expect(client.auth.register(body)).resolves.toEqual({ user });

    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/auth/register');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual(body);
  });

  it('sends GETs without a body and honours a base path with a trailing slash', async () => {
    const server = await startServer((_request, response) => sendJson(response, 200, { status: 'ok' }));
    const client = createClient({ baseUrl: `${server.url}/verbatim/` });

    await expect(client.health.check()).resolves.toEqual({ status: 'ok' });

    const [request] = server.received;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/verbatim/api/health');
    expect(request?.body.length).toBe(0);
  });

  it('builds the navigation URLs from the base URL', () => {
    const client = createClient({ baseUrl: 'https://verbatim.example/' });
    expect(client.auth.logoutUrl).toBe('https://verbatim.example/api/logout');
    expect(client.auth.googleLoginUrl).toBe('https://verbatim.example/api/login');
  });

  it('returns the current user, and null when the API answers that nobody is signed in (or, from an older API, 401)', async () => {
    let answer: 'user' | 'null' | '401' = 'user';
    const server = await startServer((_request, response) => {
      if (answer === 'user') sendJson(response, 200, user);
      else if (answer === 'null') sendJson(response, 200, null);
      else sendJson(response, 401, { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } });
    });
    const client = createClient({ baseUrl: server.url });

    await expect(client.auth.currentUser()).resolves.toEqual(user);
    answer = 'null';
    await expect(client.auth.currentUser()).resolves.toBeNull();
    answer = '401';
    await expect(client.auth.currentUser()).resolves.toBeNull();
    expect(server.received.map((request) => request.url)).toEqual(['/api/auth/user', '/api/auth/user', '/api/auth/user']);
  });

  it('lets other errors of the current-user call through', async () => {
    const server = await startServer((_request, response) => sendJson(response, 500, { error: { code: 'INTERNAL', message: 'Oops' } }));
    const client = createClient({ baseUrl: server.url });
    await expect(client.auth.currentUser()).rejects.toBeInstanceOf(ApiError);
  });

  it('throws UnauthorizedError from calls other than the current-user call', async () => {
    const server = await startServer((_request, response) => sendJson(response, 401, { error: { code: 'UNAUTHORIZED', message: 'No' } }));
    const client = createClient({ baseUrl: server.url });
    const error = await client.user.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', serverMessage: 'No' });
  });

  it('turns a 403 with a subscription code into SubscriptionRequiredError', async () => {
    const server = await startServer((_request, response) =>
      sendJson(response, 403, { error: { code: 'SUBSCRIPTION_CANCELLED', message: 'Your subscription was cancelled.' } }),
    );
    const client = createClient({ baseUrl: server.url });
    const error = await client.user.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SubscriptionRequiredError);
    expect(error).toMatchObject({ reason: 'SUBSCRIPTION_CANCELLED' });
  });

  it('answers a 204 of logout with nothing', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const client = createClient({ baseUrl: server.url });
    await expect(client.auth.logout()).resolves.toBeUndefined();
    expect(server.received[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
  });

  it('sends the client headers on every call, and Idempotency-Key when given', async () => {
    const server = await startServer((_request, response) => sendJson(response, 200, { message: 'sent' }));
    const client = createClient({ baseUrl: server.url, headers: { 'X-Verbatim-Client': 'tests/1.0' } });

    await client.auth.forgotPassword({ email: 'ada@example.com' }, { idempotencyKey: 'reset-42' });
    await client.health.check();

    expect(server.received.map((request) => request.headers['x-verbatim-client'])).toEqual(['tests/1.0', 'tests/1.0']);
    expect(server.received[0]?.headers['idempotency-key']).toBe('reset-42');
    expect(server.received[1]?.headers).not.toHaveProperty('idempotency-key');
  });

  it('sends every request with credentials included', async () => {
    const server = await startServer((_request, response) => sendJson(response, 200, { status: 'ok' }));
    const seen: { input: RequestInfo | URL; init: RequestInit | undefined }[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push({ input, init });
      return fetch(input, init);
    };
    const client = createClient({ baseUrl: server.url, fetch: recordingFetch });

    await client.health.check();
    await client.auth.login({ email: 'ada@example.com', password: 'x' }).catch(() => undefined);

    expect(seen).toHaveLength(2);
    for (const { input, init } of seen) {
      expect(typeof input).toBe('string');
      expect(init?.credentials).toBe('include');
    }
    expect(server.received).toHaveLength(2);
  });

  it('never retries: a 500 or a 503 with Retry-After is requested exactly once', async () => {
    const server = await startServer((request, response) => {
      if (request.url === '/api/health') {
        response.writeHead(503, { 'retry-after': '0', 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Database down' } }));
        return;
      }
      sendJson(response, 500, { error: { code: 'INTERNAL', message: 'Something went wrong' } });
    });
    const client = createClient({ baseUrl: server.url });

    const error = await client.user.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL', message: expect.stringMatching(/^500: /) });
    await expect(client.health.check()).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });

    expect(server.received.map((request) => request.url)).toEqual(['/api/user', '/api/health']);
  });

  it('throws NetworkError when nothing listens on the port', async () => {
    const server = await startServer((_request, response) => sendJson(response, 200, {}));
    await server.close();
    const client = createClient({ baseUrl: server.url });

    const error = await client.health.check().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ message: expect.stringMatching(/^Network error: /) });
    expect((error as NetworkError).cause).toBeDefined();
  });

  it('throws NetworkError, once, when the server drops the connection', async () => {
    const server = await startServer((_request, response) => response.socket?.destroy());
    const client = createClient({ baseUrl: server.url });
    await expect(client.health.check()).rejects.toBeInstanceOf(NetworkError);
    expect(server.received).toHaveLength(1);
  });

  it('throws NetworkError when the answer takes longer than the timeout', async () => {
    const server = await startServer(() => {
      // Never answers.
    });
    const client = createClient({ baseUrl: server.url });
    const startedAt = Date.now();

    const error = await client.health.check({ timeout: 150 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(server.received).toHaveLength(1);
  });

  it('rejects with an AbortError, not a NetworkError, when the caller aborts', async () => {
    const controller = new AbortController();
    const server = await startServer(() => controller.abort());
    const client = createClient({ baseUrl: server.url });

    const error = await client.health.check({ signal: controller.signal }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(server.received).toHaveLength(1);
  });

  it('rejects with the reason the caller aborted with', async () => {
    const controller = new AbortController();
    const reason = new Error('the page was left');
    const server = await startServer(() => controller.abort(reason));
    const client = createClient({ baseUrl: server.url });
    await expect(client.health.check({ signal: controller.signal })).rejects.toBe(reason);
  });

  it('does not send anything when the signal is already aborted', async () => {
    const server = await startServer((_request, response) => sendJson(response, 200, { status: 'ok' }));
    const client = createClient({ baseUrl: server.url });
    const error = await client.health.check({ signal: AbortSignal.abort() }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(server.received).toHaveLength(0);
  });
});

describe('createHttp', () => {
  it('sends FormData unchanged as multipart, with its own boundary', async () => {
    const server = await startServer((_request, response) => sendJson(response, 201, { transcriptionId: 't_1' }));
    const http = createHttp({ baseUrl: server.url });
    const form = new FormData();
    form.append('file', new Blob(['RIFF....WAVE'], { type: 'audio/wav' }), 'meeting.wav');
    form.append('language', 'en');

    await expect(http.json('POST', '/api/transcriptions/upload', form)).resolves.toEqual({ transcriptionId: 't_1' });

    const [request] = server.received;
    const contentType = request?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    // Parse the bytes the server got with the platform's own multipart parser.
    const bytes = new Uint8Array(request?.body ?? Buffer.alloc(0));
    const parsed = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    const file = parsed.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(file instanceof File && file.name).toBe('meeting.wav');
    expect(file instanceof Blob && file.type).toBe('audio/wav');
    expect(file instanceof Blob && (await file.text())).toBe('RIFF....WAVE');
    expect(parsed.get('language')).toBe('en');
  });

  it('resolves undefined for an empty successful body', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200);
      response.end();
    });
    const http = createHttp({ baseUrl: server.url });
    await expect(http.json('DELETE', '/api/transcriptions/t_1')).resolves.toBeUndefined();
    expect(server.received[0]?.method).toBe('DELETE');
  });

  it('hands back the raw Response for callers that read it themselves', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('plain summary');
    });
    const http = createHttp({ baseUrl: server.url });
    const response = await http.raw('POST', '/api/transcriptions/t_1/summarize', { summaryType: 'short' });
    expect(await response.text()).toBe('plain summary');
  });
});
