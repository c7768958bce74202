import { afterEach, describe, expect, it } from 'vitest';
import { routes } from './contracts/routes';
import { isApiError } from './errors';
import { createHttp } from './http';
import { closeLoopbackServers, startLoopbackServer } from './test-support/loopback-server';

afterEach(closeLoopbackServers);

const KEY = `vbsk_${'a'.repeat(16)}_${'b'.repeat(32)}`;
const quick = { baseDelayMs: 10, maxDelayMs: 2_000 };

/** A server that answers each request with the next status in turn (then 200 with `{}`), with Retry-After where given. */
async function serverAnswering(statuses: Array<number | 'drop'>, retryAfter?: string) {
  let index = 0;
  return startLoopbackServer((_request, response) => {
    const status = statuses[index++] ?? 200;
    if (status === 'drop') {
      response.socket?.destroy();
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (status === 429 && retryAfter) headers['retry-after'] = retryAfter;
    response.writeHead(status, headers);
    response.end(status === 200 ? '{"items":[]}' : JSON.stringify({ error: { code: 'X', message: 'not now' } }));
  });
}

describe('a client with a secret key', () => {
  it('sends the key and no cookies, and retries a GET through 503, a dropped connection and 502', async () => {
    const server = await serverAnswering([503, 'drop', 502]);
    const http = createHttp({ baseUrl: server.url, apiKey: KEY, retry: { ...quick, maxRetries: 3 } });
    await expect(http.call(routes.listTranscriptions, {})).resolves.toEqual({ items: [] });
    expect(server.received).toHaveLength(4);
    expect(server.received.every((request) => request.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(server.received.every((request) => request.headers.cookie === undefined)).toBe(true);
  });

  it('waits as long as a 429’s Retry-After says', async () => {
    const server = await serverAnswering([429], '1');
    const http = createHttp({ baseUrl: server.url, apiKey: KEY, retry: quick });
    const started = Date.now();
    await http.call(routes.listTranscriptions, {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.received).toHaveLength(2);
  });

  it('gives up after its retries with the last error', async () => {
    const server = await serverAnswering([500, 500, 500, 500]);
    const http = createHttp({ baseUrl: server.url, apiKey: KEY, retry: quick });
    const error = await http.call(routes.listTranscriptions, {}).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(500);
    expect(server.received).toHaveLength(3);
  });

  it('never repeats a POST that is not idempotent', async () => {
    const server = await serverAnswering([503]);
    const http = createHttp({ baseUrl: server.url, apiKey: KEY, retry: quick });
    await expect(http.call(routes.deleteTranscription, { params: { id: 't1' } })).rejects.toMatchObject({ status: 503 });
    expect(server.received).toHaveLength(1);
  });

  it('repeats an idempotent POST with one Idempotency-Key, its own when the caller gave none', async () => {
    const server = await serverAnswering([503, 'drop']);
    const http = createHttp({ baseUrl: server.url, apiKey: KEY, retry: quick });
    await http.call(routes.processLargeUpload, { body: { filePath: '/api/uploads/tus/x', fileName: 'a.wav', fileSize: 10 } });
    expect(server.received).toHaveLength(3);
    const keys = new Set(server.received.map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);

    const given = await serverAnswering([503]);
    await createHttp({ baseUrl: given.url, apiKey: KEY, retry: quick }).call(
      routes.processLargeUpload,
      { body: { filePath: '/api/uploads/tus/x', fileName: 'a.wav', fileSize: 10 } },
      { idempotencyKey: 'mine-1' },
    );
    expect(given.received.map((request) => request.headers['idempotency-key'])).toEqual(['mine-1', 'mine-1']);
  });

  it('stops waiting when the caller aborts', async () => {
    const server = await serverAnswering([429], '1');
    const http = createHttp({ baseUrl: server.url, apiKey: KEY });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 100);
    await expect(http.call(routes.listTranscriptions, {}, { signal: controller.signal })).rejects.toThrow('caller gave up');
    expect(server.received).toHaveLength(1);
  });
});

describe('a client without a key', () => {
  it('does not retry unless told to', async () => {
    const server = await serverAnswering([503]);
    const error = await createHttp({ baseUrl: server.url })
      .call(routes.listTranscriptions, {})
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(503);
    expect(server.received).toHaveLength(1);

    const dropping = await serverAnswering(['drop']);
    const retried = createHttp({ baseUrl: dropping.url, retry: { ...quick, maxRetries: 1 } });
    await expect(retried.call(routes.listTranscriptions, {})).resolves.toEqual({ items: [] });
    expect(dropping.received).toHaveLength(2);
  });
});
