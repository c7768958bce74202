import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  expectNoAxeViolations,
  type FakeApi,
  fakeBillingRoutes,
  startFakeApi,
  transcriptionPageFixture,
  userFixture,
} from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { pageLoad } from '../../lib/navigation';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;
let assign: MockInstance<(url: string) => void>;

beforeEach(async () => {
  api = await startFakeApi({
    ...fakeBillingRoutes(),
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/stats': { body: { totalTranscriptions: 0, hoursTranscribed: 0, creditsUsed: 0 } },
    'GET /api/transcriptions': { body: transcriptionPageFixture([]) },
  });
  assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
});

afterEach(async () => {
  assign.mockRestore();
  await api.close();
});

const signedOut = () => api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'Sign in first.'));
const selections = () => api.requests.filter((request) => request.method === 'POST' && request.path === '/api/subscriptions/select-plan');
const planCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('[data-slot="plan-card"]') as HTMLElement;
async function loaded() {
  await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  await screen.findByRole('heading', { level: 3, name: 'Pro' });
}
async function toast(title: string, description?: string) {
  const status = await screen.findByText(title, {}, { timeout: 3000 });
  if (description !== undefined) expect(status.closest('li') ?? status.parentElement).toHaveTextContent(description);
}

describe('pricing', () => {
  it('shows the plans and the packs from the catalogue to a visitor', async () => {
    signedOut();
    const { container } = renderApp('/pricing', api);
    await loaded();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText(/Start free with 3 transcriptions a day, each up to 30 minutes\./)).toBeInTheDocument();
    expect(within(planCard('Basic')).getByText('$9')).toBeInTheDocument();
    expect(within(planCard('Basic')).getByText('300 minutes a month')).toBeInTheDocument();
    expect(within(planCard('Basic')).getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
    expect(within(planCard('Pro')).getByText('$15')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('14-day free trial')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    expect(within(planCard('Enterprise')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByRole('link', { name: 'Get Notified' })).toHaveAttribute('href', '/contact');
    for (const credits of ['100', '500', '1,000']) {
      // Signing in to buy a pack comes back to the billing page, where its checkout is.
      expect(screen.getByRole('link', { name: `Buy ${credits} credits` })).toHaveAttribute('href', '/auth?next=%2Fbilling');
    }
    expect(screen.getByText('$1.99')).toBeInTheDocument();
    expect(screen.getByText('$7.99')).toBeInTheDocument();
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    const outline = [...container.querySelectorAll('main h1, main h2, main h3')].map((node) => `${node.tagName} ${node.textContent}`);
    expect(outline).toEqual([
      'H1 Pricing',
      'H2 Monthly Plans',
      'H3 Basic',
      'H3 Pro',
      'H3 Enterprise',
      'H2 Credit Packs',
      'H3 100 credits',
      'H3 500 credits',
      'H3 1,000 credits',
    ]);
    await expectNoAxeViolations(container);
  });

  it('asks a visitor to sign in first, then goes to /auth after 1.5 s, to come back here', async () => {
    signedOut();
    const browser = userEvent.setup();
    const { router } = renderApp('/pricing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await toast('Login Required', 'Please sign up or log in to start your free trial.');
    expect(router.state.location.pathname).toBe('/pricing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?next=%2Fpricing');
    expect(selections()).toHaveLength(0);
  });

  it('starts the trial for a signed-in user, says so and goes where the server says', async () => {
    const browser = userEvent.setup();
    const { router } = renderApp('/pricing', api);
    await loaded();
    // Signed in, the page sits in the app's shell and packs lead to the billing page.
    expect(screen.getByRole('link', { name: 'Buy 500 credits' })).toHaveAttribute('href', '/billing');
    await browser.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await toast('Your 14-day Pro trial has started.');
    expect(selections()[0]?.body).toEqual({ plan: 'pro' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a plan that needs paying to the billing page after 2 s', async () => {
    const browser = userEvent.setup();
    const { router } = renderApp('/pricing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await toast('Complete your payment to start the Basic plan.');
    expect(selections()[0]?.body).toEqual({ plan: 'basic' });
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeDisabled();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/billing?plan=basic'), {
      timeout: 3500,
    });
  });

  it('follows a redirect only to a path on this site', async () => {
    api.route('POST /api/subscriptions/select-plan', {
      body: { message: 'Plan chosen.', redirectTo: 'https://evil.example/steal', shouldRedirectToPayment: false },
    });
    const browser = userEvent.setup();
    const { router, unmount } = renderApp('/pricing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    unmount();

    api.route('POST /api/subscriptions/select-plan', {
      body: { message: 'Plan chosen.', redirectTo: '/admin/', shouldRedirectToPayment: false },
    });
    renderApp('/pricing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/'));
  });

  it("says what went wrong: the server's words, else 'Failed to select plan'", async () => {
    api.route('POST /api/subscriptions/select-plan', apiError(400, 'VALIDATION_FAILED', 'plan must be one of basic, pro'));
    const browser = userEvent.setup();
    const { router } = renderApp('/pricing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await toast('Plan Selection Failed', 'plan must be one of basic, pro');
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
  });

  it("says 'Failed to select plan' when the answer is not ours", async () => {
    api.route('POST /api/subscriptions/select-plan', { status: 502 });
    const browser = userEvent.setup();
    renderApp('/pricing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await toast('Plan Selection Failed', 'Failed to select plan');
  });

  it("says 'Something went wrong' when nothing answers", async () => {
    const browser = userEvent.setup();
    renderApp('/pricing', api, {
      fetch: (input, init) =>
        String(input instanceof Request ? input.url : input).includes('select-plan')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : fetch(input, init),
    });
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await toast('Plan Selection Failed', 'Something went wrong. Please try again.');
  });

  it('goes to sign in when the session has ended', async () => {
    api.route('POST /api/subscriptions/select-plan', apiError(401, 'UNAUTHORIZED', 'Sign in first.'));
    const browser = userEvent.setup();
    const { router } = renderApp('/pricing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Fpricing');
  });

  it('does not offer the trial to an account that has had it', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ trialStartedAt: '2025-01-01T00:00:00.000Z' }) });
    renderApp('/pricing', api);
    await loaded();
    expect(within(planCard('Pro')).getByRole('button', { name: 'Choose Pro' })).toBeInTheDocument();
    expect(within(planCard('Pro')).queryByText('14-day free trial')).not.toBeInTheDocument();
  });

  it("marks a paying user's plan and offers them no trial", async () => {
    api.route('GET /api/auth/user', {
      body: userFixture({ subscriptionPlan: 'basic', subscriptionStatus: 'active', subscriptionExpiresAt: '2099-01-01T00:00:00.000Z' }),
    });
    renderApp('/pricing', api);
    await loaded();
    expect(within(planCard('Basic')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(planCard('Pro')).getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  });

  it('offers to try again when the catalogue cannot be loaded', async () => {
    signedOut();
    api.route('GET /api/billing/catalogue', apiError(503, 'SERVICE_UNAVAILABLE', 'Restarting'));
    const browser = userEvent.setup();
    renderApp('/pricing', api);
    expect(await screen.findByText('Could not load the prices')).toBeInTheDocument();
    api.route('GET /api/billing/catalogue', fakeBillingRoutes()['GET /api/billing/catalogue'] ?? {});
    await browser.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Basic' })).toBeInTheDocument();
  });
});
