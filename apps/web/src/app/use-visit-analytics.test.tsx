import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type FakeApi, type FakeRequest, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { PAGEVIEW_SETTLE_MS, VISIT_STORAGE_KEY } from './use-visit-analytics';

const SESSION = '6f1c2b4e-8a1d-4f0e-9c3b-5d7e9f1a2b3c';
const FRESH = '0a9b8c7d-6e5f-4a3b-8c1d-0e9f8a7b6c5d';

let api: FakeApi;
let referrer: string;

const analytics = () =>
  api.requests
    .filter((request) => request.path.startsWith('/api/analytics/'))
    .map((request: FakeRequest) => ({ call: `${request.method} ${request.path}`, body: request.body }));
const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const started = { call: 'POST /api/analytics/session', body: { timezone } };
const viewed = (sessionId: string, page: string, title: string, from = '') => ({
  call: 'POST /api/analytics/pageview',
  body: { sessionId, page, title, referrer: from },
});

beforeEach(async () => {
  sessionStorage.clear();
  referrer = 'https://search.example/?q=transcripts';
  vi.spyOn(document, 'referrer', 'get').mockImplementation(() => referrer);
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture() },
    'POST /api/analytics/session': { status: 201, body: { sessionId: SESSION } },
    'POST /api/analytics/pageview': { body: { success: true } },
    'POST /api/analytics/end-session': { body: { success: true } },
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

describe('visit analytics', () => {
  it('starts one visit once signed in, records each page with its title, and the referrer only for the first', async () => {
    renderApp('/faq', api);
    await waitFor(() => expect(analytics()).toEqual([started, viewed(SESSION, '/faq', 'Frequently Asked Questions · Verbatim', referrer)]));
    expect(JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? 'null')).toEqual({ userId: 'user-1', sessionId: SESSION });

    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(analytics()).toHaveLength(3));
    expect(analytics()[2]).toEqual(viewed(SESSION, '/settings', 'Account Settings · Verbatim'));
    expect(analytics().filter((request) => request.call === started.call)).toHaveLength(1);
  });

  it('ends the visit when the page is hidden (left or reloaded)', async () => {
    renderApp('/faq', api);
    await waitFor(() => expect(analytics()).toHaveLength(2));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(analytics()[2]).toEqual({ call: 'POST /api/analytics/end-session', body: { sessionId: SESSION } }));
  });

  it('carries the visit on after a reload, without starting another', async () => {
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ userId: 'user-1', sessionId: SESSION }));
    renderApp('/settings', api);
    await waitFor(() => expect(analytics()).toEqual([viewed(SESSION, '/settings', 'Account Settings · Verbatim', referrer)]));
  });

  it("starts a new visit when the stored one is another user's", async () => {
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ userId: 'someone-else', sessionId: FRESH }));
    renderApp('/faq', api);
    await waitFor(() => expect(analytics()).toEqual([started, viewed(SESSION, '/faq', 'Frequently Asked Questions · Verbatim', referrer)]));
  });

  it('starts a new visit when the server no longer knows the stored one, and records the page in it', async () => {
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ userId: 'user-1', sessionId: FRESH }));
    api.route('POST /api/analytics/pageview', ({ body }) =>
      (body as { sessionId: string }).sessionId === FRESH
        ? apiError(404, 'NOT_FOUND', 'There is no such visit.')
        : { body: { success: true } },
    );
    renderApp('/faq', api);
    const title = 'Frequently Asked Questions · Verbatim';
    await waitFor(() =>
      expect(analytics()).toEqual([viewed(FRESH, '/faq', title, referrer), started, viewed(SESSION, '/faq', title, referrer)]),
    );
    expect(JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? 'null')).toEqual({ userId: 'user-1', sessionId: SESSION });
  });

  it('fails silently: the app works on, and the failure goes to console.debug only', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    api.route('POST /api/analytics/session', apiError(500, 'INTERNAL', 'Something went wrong on our side.'));
    renderApp('/faq', api);
    await waitFor(() => expect(debug).toHaveBeenCalledWith('analytics:', expect.any(Error)));
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    await waitFor(() => expect(debug).toHaveBeenCalledTimes(2));
    expect(analytics().map((request) => request.call)).toEqual([started.call, started.call]);
    expect(error).not.toHaveBeenCalled();
  });

  it('records nothing for a visitor who is not signed in', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    renderApp('/faq', api);
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, PAGEVIEW_SETTLE_MS * 2));
    window.dispatchEvent(new Event('pagehide'));
    expect(analytics()).toEqual([]);
  });
});
