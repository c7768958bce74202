import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client';
import {
  endSessionRequestSchema,
  endSessionResponseSchema,
  pageviewRequestSchema,
  pageviewResponseSchema,
  startSessionRequestSchema,
  startSessionResponseSchema,
} from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, jsonBody, type LoopbackServer, sendJson, startLoopbackServer } from '../test-support/loopback-server';

const calls: ContractCall[] = [
  {
    name: 'startSession: POST /api/analytics/session',
    call: (client) => client.analytics.startSession({ timezone: 'Europe/Lisbon' }),
    method: 'POST',
    path: '/api/analytics/session',
    body: { timezone: 'Europe/Lisbon' },
    requestSchema: startSessionRequestSchema,
    answer: { status: 201, json: { sessionId: 's_1' } },
    responseSchema: startSessionResponseSchema,
  },
  {
    name: 'pageview: POST /api/analytics/pageview',
    call: (client) => client.analytics.pageview({ sessionId: 's_1', page: '/billing', title: 'Billing', referrer: '' }),
    method: 'POST',
    path: '/api/analytics/pageview',
    body: { sessionId: 's_1', page: '/billing', title: 'Billing', referrer: '' },
    requestSchema: pageviewRequestSchema,
    answer: { json: { success: true } },
    responseSchema: pageviewResponseSchema,
  },
  {
    name: 'endSession: POST /api/analytics/end-session with fetch keepalive when there is no sendBeacon',
    call: (client) => client.analytics.endSession({ sessionId: 's_1' }),
    method: 'POST',
    path: '/api/analytics/end-session',
    body: { sessionId: 's_1' },
    requestSchema: endSessionRequestSchema,
    answer: { json: { success: true } },
    responseSchema: endSessionResponseSchema,
    result: undefined,
    check: (value) => expect(value).toBeUndefined(),
  },
];

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeLoopbackServers();
});

async function waitForRequests(server: LoopbackServer, count: number) {
  const deadline = Date.now() + 5000;
  while (server.received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(server.received).toHaveLength(count);
}

describe('analytics resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('ends the session with navigator.sendBeacon when the browser has it', async () => {
    const server = await startLoopbackServer((_request, response) => sendJson(response, 200, { success: true }));
    const beacons: { url: string; data: Blob }[] = [];
    // A browser's beacon: queued, sent in the background, with the cookie; here it really goes over loopback.
    vi.stubGlobal('navigator', {
      sendBeacon(url: string, data: Blob) {
        beacons.push({ url, data });
        void data.arrayBuffer().then((bytes) => fetch(url, { method: 'POST', body: bytes, headers: { 'content-type': data.type } }));
        return true;
      },
    });
    const client = createClient({ baseUrl: `${server.url}/` });

    await expect(client.analytics.endSession({ sessionId: 's_42' })).resolves.toBeUndefined();

    expect(beacons.map((beacon) => beacon.url)).toEqual([`${server.url}/api/analytics/end-session`]);
    expect(beacons[0]?.data.type).toBe('application/json');
    await waitForRequests(server, 1);
    const [request] = server.received;
    expect(request?.pathname).toBe('/api/analytics/end-session');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(endSessionRequestSchema.parse(jsonBody(request))).toEqual({ sessionId: 's_42' });
  });

  it.each([
    ['refuses to queue it', () => false],
    [
      'throws',
      () => {
        throw new TypeError('Beacons with this content type are not allowed');
      },
    ],
  ])('falls back to a keepalive fetch when sendBeacon %s', async (_label, sendBeacon) => {
    const server = await startLoopbackServer((_request, response) => sendJson(response, 200, { success: true }));
    vi.stubGlobal('navigator', { sendBeacon });
    const seen: Array<RequestInit | undefined> = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init);
      return fetch(input, init);
    };
    const client = createClient({ baseUrl: server.url, fetch: recordingFetch });

    await client.analytics.endSession({ sessionId: 's_7' });

    expect(seen.map((init) => init?.keepalive)).toEqual([true]);
    expect(server.received).toHaveLength(1);
    expect(jsonBody(server.received[0])).toEqual({ sessionId: 's_7' });
  });
});
