import { screen } from '@testing-library/react';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
});

describe('unknown paths', () => {
  it('show the 404 screen to a signed-in user', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    const { container } = renderApp('/no/such/page', api);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page').closest('p')).toHaveTextContent('The page /no/such/page could not be found.');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('show the 404 screen to a visitor who is not signed in too, in the public frame, with a way home', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    const { container } = renderApp('/no/such/page', api);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page').closest('p')).toHaveTextContent('The page /no/such/page could not be found.');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("leave a signed-in page's route to the landing screen for a visitor", async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    renderApp('/transcriptions', api);
    expect(await screen.findByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('leave public pages public', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    renderApp('/faq', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
