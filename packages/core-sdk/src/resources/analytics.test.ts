import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  endSessionRequestSchema,
  endSessionResponseSchema,
  pageviewRequestSchema,
  pageviewResponseSchema,
  realtimeAnalyticsSchema,
  startSessionRequestSchema,
  startSessionResponseSchema,
  trackLocationRequestSchema,
  trackLocationResponseSchema,
} from '../contracts';
import { ApiError, UnauthorizedError } from '../errors';
import { createHttp } from '../http';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';
import { adminRealtime } from './admin-realtime';

afterEach(closeLoopbackServers);

const SESSION_ID = '0b6f7f1e-5d1c-4c59-9d0e-2f1f3a4b5c6d';
const located = {
  ipAddress: null,
  country: 'United States',
  countryCode: 'US',
  region: 'California',
  city: 'Mountain View',
  latitude: 37.42,
  longitude: -122.08,
  timezone: 'America/Los_Angeles',
  isp: null,
};

const calls: ContractCall[] = [
  {
    name: 'startSession: POST /api/analytics/session with the time zone',
    call: (client) => client.analytics.startSession({ timezone: 'Europe/Paris' }),
    method: 'POST',
    path: '/api/analytics/session',
    body: { timezone: 'Europe/Paris' },
    requestSchema: startSessionRequestSchema,
    answer: { status: 201, json: { sessionId: SESSION_ID } },
    responseSchema: startSessionResponseSchema,
  },
  {
    name: 'pageview: POST /api/analytics/pageview with the page, its title and the referrer',
    call: (client) => client.analytics.pageview({ sessionId: SESSION_ID, page: '/transcriptions', title: 'Transcriptions', referrer: '' }),
    method: 'POST',
    path: '/api/analytics/pageview',
    body: { sessionId: SESSION_ID, page: '/transcriptions', title: 'Transcriptions', referrer: '' },
    requestSchema: pageviewRequestSchema,
    answer: { json: { success: true } },
    responseSchema: pageviewResponseSchema,
  },
  {
    name: 'endSession: POST /api/analytics/end-session',
    call: (client) => client.analytics.endSession({ sessionId: SESSION_ID }),
    method: 'POST',
    path: '/api/analytics/end-session',
    body: { sessionId: SESSION_ID },
    requestSchema: endSessionRequestSchema,
    answer: { json: { success: true } },
    responseSchema: endSessionResponseSchema,
  },
  {
    name: 'trackLocation: POST /api/track-location with the time zone',
    call: (client) => client.analytics.trackLocation({ timezone: 'America/Los_Angeles' }),
    method: 'POST',
    path: '/api/track-location',
    body: { timezone: 'America/Los_Angeles' },
    requestSchema: trackLocationRequestSchema,
    answer: { json: located },
    responseSchema: trackLocationResponseSchema,
  },
  {
    name: 'trackLocation: without a time zone sends an empty body',
    call: (client) => client.analytics.trackLocation(),
    method: 'POST',
    path: '/api/track-location',
    body: {},
    requestSchema: trackLocationRequestSchema,
    answer: { json: { ...located, timezone: null } },
    responseSchema: trackLocationResponseSchema,
  },
];

describe('analytics resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('sends endSession as a keepalive request, so that it outlives the page, and nothing else', async () => {
    const inits: RequestInit[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      inits.push(init ?? {});
      return new Response('{"success":true}', { headers: { 'Content-Type': 'application/json' } });
    };
    const client = createClient({ baseUrl: 'https://verbatim.example', fetch });
    await client.analytics.endSession({ sessionId: SESSION_ID });
    await client.analytics.pageview({ sessionId: SESSION_ID, page: '/' });
    expect(inits.map((init) => init.keepalive === true)).toEqual([true, false]);
    expect(new Headers(inits[0]?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a signed-out call into UnauthorizedError and a session that is not the caller’s into ApiError 404', async () => {
    const server = await startLoopbackServer((request, response) =>
      request.url?.endsWith('/session')
        ? sendJson(response, 401, { error: { code: 'UNAUTHORIZED', message: 'You need to sign in first.' } })
        : sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'There is no such visit.' } }),
    );
    const client = createClient({ baseUrl: server.url });
    await expect(client.analytics.startSession({ timezone: 'UTC' })).rejects.toBeInstanceOf(UnauthorizedError);
    const error = await client.analytics.pageview({ sessionId: SESSION_ID, page: '/' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('admin realtime', () => {
  it('GET /api/admin/analytics/realtime answers the live figures', async () => {
    const figures = {
      activeUsers: 1,
      totalPageViews: 2,
      averageSessionDuration: 1.5,
      topCountries: [{ country: 'United States', users: 1 }],
      topPages: [{ page: '/', views: 2 }],
      activeUserDetails: [
        {
          id: SESSION_ID,
          userId: 'u_1',
          userEmail: 'a@example.com',
          city: 'Mountain View',
          country: 'United States',
          totalPageViews: 2,
          lastActiveAt: '2026-11-27T10:00:00.000Z',
        },
      ],
      recentPageViews: [{ id: 'v_1', page: '/', country: 'United States', timestamp: '2026-11-27T10:00:00.000Z' }],
    };
    expect(realtimeAnalyticsSchema.safeParse(figures).success).toBe(true);
    const server = await startLoopbackServer((_request, response) => sendJson(response, 200, figures));
    const admin = adminRealtime(createHttp({ baseUrl: server.url }));
    expect(await admin.realtime()).toEqual(figures);
    expect(server.received.map((r) => `${r.method} ${r.pathname}`)).toEqual(['GET /api/admin/analytics/realtime']);
    expect(server.received[0]?.body.length).toBe(0);
  });
});
