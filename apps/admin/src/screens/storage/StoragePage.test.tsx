import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../test-support/admin-fixtures';
import { renderAdmin, requestsTo } from '../../test-support/render-admin';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi(adminRoutes());
});

afterEach(async () => {
  await api.close();
});

describe('Storage Monitoring', () => {
  it('shows the health, the four cards, the details, the breakdown and the history', async () => {
    const { container } = renderAdmin('/storage', api);
    expect(await screen.findByText('WARNING')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recommendations' })).toHaveTextContent('Old uploads take 2 GB');
    for (const title of ['File Storage', 'Database Size', 'Monthly Cost', 'Last Updated']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('2 GB')).toBeInTheDocument();
    expect(screen.getByText('512.0 MB')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('High Cost')).toBeInTheDocument();
    const types = screen.getByRole('table', { name: 'Files by type' });
    expect(within(types).getByText('mp3')).toBeInTheDocument();
    expect(screen.getByText('9,001')).toBeInTheDocument();
    expect(screen.getByText(/kept for 24 hours/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Historical Trends' })).toBeInTheDocument();
    expect(screen.getByText(/2 data points/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves the history card out when there is no history, and refreshes on demand', async () => {
    api.route('GET /api/admin/storage/history', { body: [] });
    renderAdmin('/storage', api);
    expect(await screen.findByText('WARNING')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/storage/history')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Historical Trends' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/storage/health')).toHaveLength(2));
  });
});
