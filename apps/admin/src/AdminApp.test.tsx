import { render, screen } from '@testing-library/react';
import { createClient } from '@verbatim/core-sdk';
import { createVerbatimQueryClient } from '@verbatim/ui';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from './AdminApp';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
});

function renderAdmin() {
  return render(<AdminApp client={createClient({ baseUrl: api.url })} queryClient={createVerbatimQueryClient()} />);
}

describe('AdminApp', () => {
  it('asks a visitor who is not signed in to sign in', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    const { container } = renderAdmin();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expectNoAxeViolations(container);
  });

  it('turns away a signed-in user who is not an admin', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ role: 'user' }) });
    const { container } = renderAdmin();
    expect(await screen.findByText('You do not have access to the admin app.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Verbatim' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Administration')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows an admin the admin home', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ role: 'admin', email: 'root@example.com' }) });
    const { container } = renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByText('Verbatim Admin')).toBeInTheDocument();
    expect(screen.getAllByText('root@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText(/Analytics, users and payments come next/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Verbatim' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('offers to try again when the session cannot be loaded', async () => {
    api.route('GET /api/auth/user', apiError(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.'));
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Verbatim is not answering' })).toBeInTheDocument();
  });
});
