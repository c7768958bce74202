import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes, ago, realtimeFixture } from '../../test-support/admin-fixtures';
import { renderAdmin, requestsTo } from '../../test-support/render-admin';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi(adminRoutes());
});

afterEach(async () => {
  vi.useRealTimers();
  await api.close();
});

const polls = () => requestsTo(api, 'GET', '/api/admin/analytics/realtime').length;

describe('Real-Time Analytics', () => {
  it('shows the cards and lists with the spec page labels', async () => {
    const { container } = renderAdmin('/realtime', api);
    expect(await screen.findByText('6.5 min')).toBeInTheDocument();
    const pages = screen.getByRole('list', { name: 'Popular pages' });
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Dashboard20 views', '2.Admin Storage4 views']);
    expect(screen.getByRole('list', { name: 'Active users' })).toHaveTextContent('ana@example.com');
    expect(screen.getByRole('list', { name: 'Recent page views' })).toHaveTextContent('Transcriptions');
    await expectNoAxeViolations(container);
  });

  it('names a transcript page by its route, never by its id', async () => {
    api.route('GET /api/admin/analytics/realtime', {
      body: realtimeFixture({
        topPages: [{ page: '/transcriptions/:id', views: 3 }],
        recentPageViews: [{ id: 'v-1', page: '/transcriptions/5f0c6f3e-2b1a-4c3d-8e9f-0a1b2c3d4e5f', country: 'Spain', timestamp: ago(1) }],
      }),
    });
    renderAdmin('/realtime', api);
    const pages = await screen.findByRole('list', { name: 'Popular pages' });
    expect(await within(pages).findByText('Transcript')).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'Recent page views' });
    expect(recent).toHaveTextContent('Transcript · Spain');
    expect(recent).not.toHaveTextContent('5f0c6f3e');
  });

  it('shows the spec empty states', async () => {
    api.route('GET /api/admin/analytics/realtime', {
      body: realtimeFixture({
        activeUsers: 0,
        totalPageViews: 0,
        topCountries: [],
        topPages: [],
        activeUserDetails: [],
        recentPageViews: [],
      }),
    });
    renderAdmin('/realtime', api);
    expect(await screen.findByText('No active users at the moment')).toBeInTheDocument();
    expect(screen.getAllByText('No page views recorded')).toHaveLength(2);
    expect(screen.getByText('No country data available')).toBeInTheDocument();
  });

  it('refreshes every 5 seconds while auto-refresh is on, and stops when it is turned off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAdmin('/realtime', api);
    const toggle = await screen.findByRole('switch', { name: 'Auto-refresh (5s)' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await screen.findByText('6.5 min');
    const first = polls();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(polls()).toBe(first + 1));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const stopped = polls();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(polls()).toBe(stopped);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(polls()).toBe(stopped + 1));
  });
});
