import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes } from './test-support/admin-fixtures';
import { renderAdmin, requestsTo } from './test-support/render-admin';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi(adminRoutes());
});

afterEach(async () => {
  await api.close();
});

describe('AdminApp', () => {
  it('asks a visitor who is not signed in to sign in', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    const { container, leave } = renderAdmin('/', api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(leave).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('sends a signed-in user who is not an admin to the dashboard, asking nothing of the admin API', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ role: 'user' }) });
    const { container, leave } = renderAdmin('/production', api);
    expect(await screen.findByText(/You do not have access to the admin app/)).toBeInTheDocument();
    expect(leave).toHaveBeenCalledWith('/dashboard');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(api.requests.filter((request) => request.path.startsWith('/api/admin'))).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('shows an admin the dashboard, with the sections in the header', async () => {
    const { container } = renderAdmin('/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Real-Time', 'Storage', 'Production', 'Newsletter', 'Audit Log']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('root@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Verbatim' })).toHaveAttribute('href', '/');
    await screen.findByText('ana@example.com');
    await expectNoAxeViolations(container);
  });

  it('moves between the screens from the header', async () => {
    renderAdmin('/', api);
    await userEvent.click(await screen.findByRole('link', { name: 'Audit Log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByText('Granted credits')).toBeInTheDocument();
    expect(screen.getByText('credits: 50 · reason: Refund for a failed upload')).toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/admin/audit-log')).toHaveLength(1);
  });

  it('says which admin page does not exist', async () => {
    renderAdmin('/nowhere', api);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page /admin/nowhere could not be found.')).toBeInTheDocument();
  });

  it('offers to try again when the session cannot be loaded', async () => {
    api.route('GET /api/auth/user', apiError(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.'));
    renderAdmin('/', api);
    expect(await screen.findByRole('heading', { name: 'Verbatim is not answering' })).toBeInTheDocument();
  });
});
