import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
});

describe('signed-in home', () => {
  it('greets the user and shows who is signed in', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    const { container } = renderApp('/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/upload', '/transcriptions', '/billing', '/settings', '/blog']);
    // The sidebar and the phone menu both hold the user summary.
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sign Out' })).toHaveLength(1);
    expect(screen.getByText(/Uploads arrive soon/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("says 'there' and shows the e-mail when there is no first name", async () => {
    api.route('GET /api/auth/user', { body: userFixture({ firstName: null, lastName: null }) });
    renderApp('/dashboard', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, there!' })).toBeInTheDocument();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(1);
  });

  it('shows the same screen at /upload', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    renderApp('/upload', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Files' })).toHaveAttribute('aria-current', 'page');
  });

  it('links an admin to the admin app, with a full page load', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ role: 'admin' }) });
    renderApp('/', api);
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
  });

  it('shows no admin link to other users', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    renderApp('/', api);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a finished placeholder for sections that come later', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    renderApp('/billing', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
