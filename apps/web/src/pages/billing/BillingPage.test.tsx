import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@verbatim/core-sdk/contracts';
import {
  apiError,
  billingCatalogueFixture,
  blobText,
  captureDownloads,
  creditTransactionFixture,
  expectNoAxeViolations,
  FAKE_VALID_SIGNATURE,
  type FakeApi,
  fakeBillingRoutes,
  orderFixture,
  startFakeApi,
  trialResponseFixture,
  userFixture,
} from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { pageLoad } from '../../lib/navigation';
import { renderApp } from '../../test-support/render-app';
import { PAYMENT_SDK_NOT_LOADED, RAZORPAY_CHECKOUT_SRC, type RazorpayOptions } from './razorpay-checkout';

let api: FakeApi;
let assign: MockInstance<(url: string) => void>;

const user = (overrides: Partial<User> = {}) => userFixture({ credits: 245, ...overrides });
const activeBasic = (overrides: Partial<User> = {}) =>
  user({ subscriptionPlan: 'basic', subscriptionStatus: 'active', subscriptionExpiresAt: '2099-04-01T12:00:00.000Z', ...overrides });

beforeEach(async () => {
  api = await startFakeApi({
    ...fakeBillingRoutes(),
    'GET /api/auth/user': { body: user() },
    'GET /api/stats': { body: { totalTranscriptions: 5, hoursTranscribed: 2, creditsUsed: 90 } },
  });
  assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
});

afterEach(async () => {
  assign.mockRestore();
  await api.close();
});

const requests = (method: string, path: string) => api.requests.filter((request) => request.method === method && request.path === path);
const heading = () => screen.findByRole('heading', { level: 1, name: 'Billing' });
const planCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('[data-slot="plan-card"]') as HTMLElement;
/** Waits for the catalogue and the ledger. */
async function loaded() {
  await heading();
  await screen.findByRole('heading', { level: 3, name: 'Basic' });
  await screen.findByRole('table', { name: 'Transaction history' });
}
async function toast(title: string, description?: string | RegExp) {
  const status = await screen.findByText(title, {}, { timeout: 3000 });
  const item = status.closest('li') ?? status.parentElement;
  if (description !== undefined) expect(item).toHaveTextContent(description);
  return item;
}

describe('billing', () => {
  it('shows the subscription, the balance, the plans, the packs and the history, in heading order', async () => {
    const { container } = renderApp('/billing', api);
    await loaded();
    const subscription = container.querySelector('[data-slot="subscription-card"]') as HTMLElement;
    expect(within(subscription).getByText('Free')).toBeInTheDocument();
    expect(within(subscription).getByText('245 credits')).toBeInTheDocument();
    expect(subscription).toHaveTextContent('3 free transcriptions a day, each up to 30 minutes.');
    expect(subscription).toHaveTextContent('Unused plan minutes roll over to the next month.');
    expect(within(subscription).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    expect(within(planCard('Basic')).getByText('$9')).toBeInTheDocument();
    expect(within(planCard('Basic')).getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
    expect(within(planCard('Pro')).getByText('$15')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('1,200 minutes a month')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByRole('button', { name: 'Start 14-day free trial' })).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByRole('link', { name: 'Get Notified' })).toHaveAttribute('href', '/contact');

    for (const [credits, price] of [
      ['100', '$1.99'],
      ['500', '$7.99'],
      ['1,000', '$14.99'],
    ] as const) {
      const pack = screen
        .getByRole('heading', { level: 3, name: `${credits} credits` })
        .closest('[data-slot="credit-pack-card"]') as HTMLElement;
      expect(within(pack).getByText(price)).toBeInTheDocument();
      expect(within(pack).getByRole('button', { name: `Buy ${credits} credits` })).toBeEnabled();
    }

    const history = screen.getByRole('table', { name: 'Transaction history' });
    expect(within(history).getAllByRole('row')).toHaveLength(5);
    expect(within(history).getAllByRole('button', { name: /^Receipt for/ })).toHaveLength(2);

    const outline = [...container.querySelectorAll('main h1, main h2, main h3')].map((node) => `${node.tagName} ${node.textContent}`);
    expect(outline).toEqual([
      'H1 Billing',
      'H2 Current Subscription',
      'H2 Plans',
      'H3 Basic',
      'H3 Pro',
      'H3 Enterprise',
      'H2 Credit Packs',
      'H3 100 credits',
      'H3 500 credits',
      'H3 1,000 credits',
      'H2 Transaction History',
    ]);
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('buys a pack through the sandbox: the order is priced, then the browser goes to its checkout page', async () => {
    const browser = userEvent.setup();
    renderApp('/billing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Buy 500 credits' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/order_1'));
    expect(requests('POST', '/api/create-order').map((request) => request.body)).toEqual([{ credits: 500, amount: 7.99 }]);
    // The page is leaving: the button stays busy and the others wait.
    expect(screen.getByRole('button', { name: 'Buy 500 credits' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Buy 100 credits' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeDisabled();
  });

  it('buys a plan through the sandbox with its minutes, price and type', async () => {
    const browser = userEvent.setup();
    renderApp('/billing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/sub_1'));
    expect(requests('POST', '/api/create-order')[0]?.body).toEqual({ credits: 300, amount: 9, subscriptionType: 'basic' });
  });

  it("says 'Order Creation Failed' with the server's reason, and lets the user try again", async () => {
    api.route('POST /api/create-order', apiError(400, 'PRICE_MISMATCH', 'Prices have changed. Reload the page to see the new ones.'));
    const browser = userEvent.setup();
    renderApp('/billing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Buy 100 credits' }));
    await toast('Order Creation Failed', 'Prices have changed. Reload the page to see the new ones.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy 100 credits' })).toBeEnabled();
  });

  it('refuses a checkout address that is not a web page', async () => {
    api.route('POST /api/create-order', {
      body: orderFixture({ checkoutUrl: 'javascript:alert(1)' }),
    });
    const browser = userEvent.setup();
    renderApp('/billing', api);
    await loaded();
    await browser.click(screen.getByRole('button', { name: 'Buy 500 credits' }));
    await toast('Order Creation Failed');
    expect(assign).not.toHaveBeenCalled();
  });

  it('verifies a payment the checkout sent back, says so, refreshes the figures and clears the address', async () => {
    let paid = false;
    api.route('GET /api/auth/user', () => ({ body: user({ credits: paid ? 745 : 245 }) }));
    api.route('POST /api/verify-payment', ({ body }) => {
      paid = true;
      return { body: { success: true, message: `500 credits were added (${(body as { razorpay_order_id: string }).razorpay_order_id}).` } };
    });
    const { router } = renderApp(
      `/billing?razorpay_order_id=order_7&razorpay_payment_id=pay_sbx_7&razorpay_signature=${FAKE_VALID_SIGNATURE}&plan=pro`,
      api,
    );
    await toast('Payment Successful', '500 credits were added (order_7).');
    expect(requests('POST', '/api/verify-payment').map((request) => request.body)).toEqual([
      { razorpay_order_id: 'order_7', razorpay_payment_id: 'pay_sbx_7', razorpay_signature: FAKE_VALID_SIGNATURE },
    ]);
    expect(router.state.location.pathname).toBe('/billing');
    await waitFor(() => expect(router.state.location.search).toBe('?plan=pro'));
    await waitFor(() => expect(document.querySelector('[data-slot="subscription-balance"]')).toHaveTextContent('745 credits'));
    expect(requests('GET', '/api/credit-transactions').length).toBeGreaterThanOrEqual(2);
  });

  it('verifies a subscription payment by its subscription id', async () => {
    renderApp(`/billing?razorpay_subscription_id=sub_3&razorpay_payment_id=pay_3&razorpay_signature=${FAKE_VALID_SIGNATURE}`, api);
    await toast('Payment Successful', 'Your plan is active.');
    expect(requests('POST', '/api/verify-payment')[0]?.body).toEqual({
      razorpay_subscription_id: 'sub_3',
      razorpay_payment_id: 'pay_3',
      razorpay_signature: FAKE_VALID_SIGNATURE,
    });
  });

  it("says 'Payment Verification Failed' for a forged return", async () => {
    const { router } = renderApp('/billing?razorpay_order_id=order_7&razorpay_payment_id=pay_7&razorpay_signature=forged', api);
    await toast('Payment Verification Failed', 'The payment could not be verified.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'Payment Verification Failed' for an incomplete return without asking the server", async () => {
    const { router } = renderApp('/billing?razorpay_payment_id=pay_7&razorpay_signature=sig', api);
    await toast('Payment Verification Failed', /incomplete answer/);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(requests('POST', '/api/verify-payment')).toHaveLength(0);
  });

  it("says 'Payment Failed' in its own words for a failure code a checkout came back with", async () => {
    const { router } = renderApp('/billing?payment=failed&reason=declined', api);
    await toast('Payment Failed', 'The payment was declined. Nothing was charged; you can try again.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(requests('POST', '/api/verify-payment')).toHaveLength(0);
  });

  it('never shows words from the address: an unknown failure code gets the general text', async () => {
    renderApp('/billing?payment=failed&reason=Call%20us%20at%20555-0100%20to%20refund', api);
    await toast('Payment Failed', 'Your payment did not go through. Nothing was charged.');
    expect(document.body.textContent).not.toContain('555-0100');
  });

  it('says a cancelled checkout charged nothing', async () => {
    const { router } = renderApp('/billing?payment=cancelled', api);
    await toast('Payment Cancelled', 'Nothing was charged.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  describe('with Razorpay', () => {
    beforeEach(() => {
      api.route('GET /api/billing/catalogue', { body: billingCatalogueFixture({ provider: 'razorpay' }) });
      api.route(
        'POST /api/create-order',
        fakeBillingRoutes({ catalogue: billingCatalogueFixture({ provider: 'razorpay' }) })['POST /api/create-order'] ?? {},
      );
    });

    afterEach(() => {
      delete window.Razorpay;
      for (const script of document.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)) script.remove();
    });

    it('opens Checkout over the page and verifies what it hands back', async () => {
      const made: RazorpayOptions[] = [];
      window.Razorpay = class {
        constructor(options: RazorpayOptions) {
          made.push(options);
        }
        on() {}
        open() {}
      };
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(screen.getByRole('button', { name: 'Buy 1,000 credits' }));
      await waitFor(() => expect(made).toHaveLength(1));
      expect(made[0]).toMatchObject({
        key: 'rzp_test_key',
        amount: 1499,
        currency: 'USD',
        order_id: 'order_1',
        name: 'Verbatim',
        description: '1000 credits',
        prefill: { email: 'ada@example.com', name: 'Ada Lovelace' },
      });
      expect(assign).not.toHaveBeenCalled();
      made[0]?.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_rzp_1', razorpay_signature: FAKE_VALID_SIGNATURE });
      await toast('Payment Successful', 'Credits were added to your account.');
      expect(requests('POST', '/api/verify-payment')[0]?.body).toEqual({
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_rzp_1',
        razorpay_signature: FAKE_VALID_SIGNATURE,
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Buy 1,000 credits' })).toBeEnabled());
    });

    it("says 'Payment Failed' when a payment attempt fails in Checkout", async () => {
      let failed: ((response: { error: { description: string } }) => void) | undefined;
      let options: RazorpayOptions | undefined;
      window.Razorpay = class {
        constructor(given: RazorpayOptions) {
          options = given;
        }
        on(_event: string, listener: typeof failed) {
          failed = listener;
        }
        open() {}
      };
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(screen.getByRole('button', { name: 'Buy 100 credits' }));
      await waitFor(() => expect(failed).toBeDefined());
      failed?.({ error: { description: 'Your card was declined.' } });
      await toast('Payment Failed', 'Your card was declined.');
      // Closing Checkout frees the buttons again.
      expect(screen.getByRole('button', { name: 'Buy 500 credits' })).toBeDisabled();
      options?.modal.ondismiss();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Buy 500 credits' })).toBeEnabled());
    });

    it("says 'Payment Failed' when the payment SDK cannot be loaded", async () => {
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(screen.getByRole('button', { name: 'Buy 500 credits' }));
      await waitFor(() => expect(document.querySelector(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)).not.toBeNull());
      document.querySelector(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)?.dispatchEvent(new Event('error'));
      await toast('Payment Failed', PAYMENT_SDK_NOT_LOADED);
      expect(screen.getByRole('button', { name: 'Buy 500 credits' })).toBeEnabled();
    });
  });

  describe('the Pro trial', () => {
    const startTrial = async () => {
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(screen.getByRole('button', { name: 'Start 14-day free trial' }));
      expect(requests('POST', '/api/start-trial')[0]?.body).toEqual({ planType: 'pro' });
    };

    it("says 'Trial Started' with the server's words and shows the trial", async () => {
      api.route('POST /api/start-trial', () => {
        api.route('GET /api/auth/user', {
          body: user({
            subscriptionPlan: 'pro',
            subscriptionStatus: 'trial',
            subscriptionExpiresAt: '2099-03-18T12:00:00.000Z',
            trialStartedAt: '2099-03-04T12:00:00.000Z',
            credits: 270,
          }),
        });
        return { body: trialResponseFixture() };
      });
      await startTrial();
      await toast('Trial Started', 'Your 14-day Pro trial has started.');
      await waitFor(() => expect(document.querySelector('[data-slot="subscription-status"]')).toHaveTextContent('Trial'));
      expect(screen.getByText('Your free trial ends on Mar 18, 2099.')).toBeInTheDocument();
      // The trial is used: it is offered no more, and Pro can be paid for.
      expect(screen.queryByRole('button', { name: 'Start 14-day free trial' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled();
    });

    it("says 'Trial Active' with the end date when one is running", async () => {
      api.route('POST /api/start-trial', {
        body: trialResponseFixture({
          success: false,
          isActiveTrial: true,
          message: 'Your trial is already active.',
          trialEndsAt: '2025-03-18T12:00:00.000Z',
        }),
      });
      await startTrial();
      await toast('Trial Active', 'Your free trial is active until Mar 18, 2025.');
      expect(requests('POST', '/api/create-order')).toHaveLength(0);
    });

    it("says 'Trial Expired', then goes to the Pro checkout", async () => {
      api.route('POST /api/start-trial', {
        body: trialResponseFixture({
          success: false,
          isActiveTrial: false,
          trialExpired: true,
          shouldRedirectToPayment: true,
          message: 'Your free trial has ended. Subscribe to keep using Pro.',
          trialEndsAt: '2025-02-18T12:00:00.000Z',
        }),
      });
      await startTrial();
      await toast('Trial Expired', 'Your free trial has ended. Subscribe to keep using Pro.');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/sub_1'), { timeout: 3000 });
      expect(requests('POST', '/api/create-order')[0]?.body).toEqual({ credits: 1200, amount: 15, subscriptionType: 'pro' });
    });

    it("says 'Trial Already Used', then goes to the Pro checkout", async () => {
      api.route('POST /api/start-trial', {
        body: trialResponseFixture({
          success: false,
          isActiveTrial: false,
          trialExpired: false,
          shouldRedirectToPayment: true,
          message: 'You have already used your free trial.',
          trialEndsAt: null,
        }),
      });
      await startTrial();
      await toast('Trial Already Used', 'You have already used your free trial.');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/sub_1'), { timeout: 3000 });
    });

    it("says 'Trial Failed' when the call fails", async () => {
      api.route('POST /api/start-trial', apiError(500, 'INTERNAL', 'Something went wrong on our side.'));
      await startTrial();
      await toast('Trial Failed', 'Something went wrong on our side.');
      expect(screen.getByRole('button', { name: 'Start 14-day free trial' })).toBeEnabled();
    });

    it('is not offered once used, nor to a paying user', async () => {
      api.route('GET /api/auth/user', { body: user({ trialStartedAt: '2025-01-01T00:00:00.000Z' }) });
      const { unmount } = renderApp('/billing', api);
      await loaded();
      expect(screen.queryByRole('button', { name: 'Start 14-day free trial' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeInTheDocument();
      unmount();
      api.route('GET /api/auth/user', { body: activeBasic() });
      renderApp('/billing', api);
      await loaded();
      expect(screen.queryByRole('button', { name: 'Start 14-day free trial' })).not.toBeInTheDocument();
    });
  });

  describe('changing plans', () => {
    const inTrial = () =>
      user({
        subscriptionPlan: 'pro',
        subscriptionStatus: 'trial',
        subscriptionExpiresAt: '2099-03-18T12:00:00.000Z',
        trialStartedAt: '2099-03-04T12:00:00.000Z',
        credits: 270,
      });

    it("shows what the trial really gives: the trial's minutes and its end, not Pro's monthly minutes", async () => {
      api.route('GET /api/auth/user', { body: inTrial() });
      const { container } = renderApp('/billing', api);
      await loaded();
      const card = container.querySelector('[data-slot="subscription-card"]') as HTMLElement;
      expect(card).toHaveTextContent('Your free trial ends on Mar 18, 2099.');
      expect(card).toHaveTextContent('The trial gives 270 minutes in all.');
      expect(card).not.toHaveTextContent('a month');
    });

    it('says, from the server, that Basic ends the trial now and what it charges and gives, before the checkout', async () => {
      api.route('GET /api/auth/user', { body: inTrial() });
      api.route('GET /api/billing/plan-change', {
        body: {
          plan: 'basic',
          name: 'Basic',
          priceCents: 900,
          currency: 'USD',
          minutesPerMonth: 300,
          renewsAt: '2099-04-10T12:00:00.000Z',
          replaces: { plan: 'pro', name: 'Pro', status: 'trial', endsAt: '2099-03-18T12:00:00.000Z' },
          balance: 270,
        },
      });
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(within(planCard('Basic')).getByRole('button', { name: 'Choose Basic' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Switch to Basic?' });
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          'Your Pro trial ends now, instead of on Mar 18, 2099.',
          'You pay $9 now, then $9 every month until you cancel.',
          'Basic adds 300 minutes to your balance now, and again when it renews on Apr 10, 2099.',
          'The 270 credits in your balance stay yours.',
        ]),
      );
      expect(requests('GET', '/api/billing/plan-change').map((request) => request.query.get('plan'))).toEqual(['basic']);
      expect(requests('POST', '/api/create-order')).toEqual([]);
      await expectNoAxeViolations(document.body);

      // Cancel leaves everything as it was; Continue goes on to the checkout.
      await browser.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(requests('POST', '/api/create-order')).toEqual([]);
      await browser.click(within(planCard('Basic')).getByRole('button', { name: 'Choose Basic' }));
      const again = await screen.findByRole('alertdialog', { name: 'Switch to Basic?' });
      await browser.click(await within(again).findByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      expect(requests('POST', '/api/create-order')[0]?.body).toEqual({ credits: 300, amount: 9, subscriptionType: 'basic' });
      // A whole path through two dialogs: more than the default 5 s on a busy machine.
    }, 30_000);

    it('goes straight to the checkout when no plan or trial is in effect', async () => {
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(within(planCard('Basic')).getByRole('button', { name: 'Choose Basic' }));
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      expect(requests('GET', '/api/billing/plan-change')).toEqual([]);
    });
  });

  describe('cancelling', () => {
    it('needs a reason: the confirm button waits for one, Enter on a blank one says so, then it cancels', async () => {
      api.route('GET /api/auth/user', { body: activeBasic() });
      const browser = userEvent.setup();
      const { container } = renderApp('/billing', api);
      await loaded();
      const card = container.querySelector('[data-slot="subscription-card"]') as HTMLElement;
      expect(card).toHaveTextContent('Renews on Apr 1, 2099.');
      expect(within(planCard('Basic')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
      await browser.click(within(card).getByRole('button', { name: 'Cancel Subscription' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Subscription' });
      expect(dialog).toHaveTextContent('Your Basic plan will not renew. You keep access and your credits until Apr 1, 2099.');
      const confirm = within(dialog).getByRole('button', { name: 'Cancel Subscription' });
      expect(confirm).toBeDisabled();
      const reason = within(dialog).getByRole('textbox', { name: 'Why are you cancelling?' });
      await browser.type(reason, '   {Enter}');
      await toast('Reason Required', 'Please provide a reason for cancellation');
      expect(requests('POST', '/api/cancel-subscription')).toHaveLength(0);
      await expectNoAxeViolations(document.body);

      api.route('GET /api/auth/user', { body: activeBasic({ subscriptionStatus: 'cancelled' }) });
      await browser.clear(reason);
      await browser.type(reason, 'I only needed it for one project');
      expect(confirm).toBeEnabled();
      await browser.click(confirm);
      await toast('Subscription Cancelled', 'You keep access until Apr 1, 2025.');
      expect(requests('POST', '/api/cancel-subscription')[0]?.body).toEqual({ reason: 'I only needed it for one project' });
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(card.querySelector('[data-slot="subscription-status"]')).toHaveTextContent('Cancelled'));
      expect(within(card).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    });

    it("says 'Cancellation Failed' and keeps the dialog with the reason", async () => {
      api.route('GET /api/auth/user', { body: activeBasic() });
      api.route('POST /api/cancel-subscription', apiError(409, 'CONFLICT', 'You have no active subscription to cancel.'));
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
      const dialog = await screen.findByRole('alertdialog');
      await browser.type(within(dialog).getByRole('textbox'), 'Too expensive');
      await browser.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
      await toast('Cancellation Failed', 'You have no active subscription to cancel.');
      expect(within(dialog).getByRole('textbox')).toHaveValue('Too expensive');
    });

    it('is offered only while the plan is active', async () => {
      for (const body of [
        user(),
        activeBasic({ subscriptionStatus: 'trial', subscriptionPlan: 'pro' }),
        activeBasic({ subscriptionStatus: 'cancelled' }),
        activeBasic({ subscriptionStatus: 'expired', subscriptionExpiresAt: '2025-01-01T00:00:00.000Z' }),
      ]) {
        api.route('GET /api/auth/user', { body });
        const { unmount } = renderApp('/billing', api);
        await loaded();
        expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
        unmount();
      }
    });
  });

  it('shows an expired plan as ended and sells every plan again', async () => {
    api.route('GET /api/auth/user', {
      body: activeBasic({ subscriptionStatus: 'expired', subscriptionExpiresAt: '2025-01-01T12:00:00.000Z' }),
    });
    const { container } = renderApp('/billing', api);
    await loaded();
    const card = container.querySelector('[data-slot="subscription-card"]') as HTMLElement;
    expect(card.querySelector('[data-slot="subscription-status"]')).toHaveTextContent('Expired');
    expect(card).toHaveTextContent('Ended on Jan 1, 2025.');
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
  });

  it('brings the plan picked on the pricing page into view', async () => {
    renderApp('/billing?plan=pro', api);
    await loaded();
    const pro = planCard('Pro');
    expect(pro).toHaveAttribute('data-highlighted');
    expect(planCard('Basic')).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(pro.parentElement).toHaveFocus());
  });

  it('downloads a receipt, and says so when it cannot', async () => {
    api.route('GET /api/payments/pay-1/receipt', { body: '%PDF-1.7 receipt' });
    const downloads = captureDownloads();
    try {
      const browser = userEvent.setup();
      renderApp('/billing', api);
      await loaded();
      await browser.click(screen.getByRole('button', { name: /^Receipt for 500 credits/ }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]?.fileName).toBe('receipt-pay-1.pdf');
      expect(await blobText(downloads.files[0]?.blob as Blob)).toBe('"%PDF-1.7 receipt"');

      await browser.click(screen.getByRole('button', { name: /^Receipt for Pro plan/ }));
      await toast('Download Failed', 'Unable to download the receipt.');
    } finally {
      downloads.stop();
    }
  });

  it("pages through the history with 'Load more'", async () => {
    const rows = Array.from({ length: 30 }, (_, index) =>
      creditTransactionFixture({ id: `ct-${index}`, description: `Row ${index}`, paymentId: null, amount: -1, type: 'charge' }),
    );
    api.route('GET /api/credit-transactions', fakeBillingRoutes({ transactions: rows })['GET /api/credit-transactions'] ?? {});
    const browser = userEvent.setup();
    renderApp('/billing', api);
    const table = await screen.findByRole('table', { name: 'Transaction history' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await browser.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No transactions yet.' for an empty history, and offers to try again when the catalogue fails", async () => {
    api.route('GET /api/credit-transactions', { body: { items: [], nextCursor: null } });
    api.route('GET /api/billing/catalogue', apiError(503, 'SERVICE_UNAVAILABLE', 'Restarting'));
    const browser = userEvent.setup();
    renderApp('/billing', api);
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the plans')).toBeInTheDocument();
    api.route('GET /api/billing/catalogue', { body: billingCatalogueFixture() });
    await browser.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Pro' })).toBeInTheDocument();
  });

  it('tells a visitor who is not signed in, then goes to sign in, to come back here', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'Sign in first.'));
    const { router } = renderApp('/billing', api);
    await toast('Unauthorized', 'You are logged out. Logging in again...');
    expect(router.state.location.pathname).toBe('/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Fbilling');
  });

  it('keeps the picked plan, and only that, in the way back from sign in', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'Sign in first.'));
    const { router } = renderApp('/billing?plan=pro&payment=cancelled', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/billing?plan=pro')}`);
  });
});
