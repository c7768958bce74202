import { act, renderHook, waitFor } from '@testing-library/react';
import { isApiError } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingCatalogueFixture, creditTransactionFixture } from '../testing/billing-fixture';
import { apiError, FAKE_VALID_SIGNATURE, type FakeApi, fakeBillingRoutes, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { userFixture } from '../testing/user-fixture';
import { useCurrentUser } from '../VerbatimProvider/use-current-user';
import { billingKeys } from './query-keys';
import {
  useBillingCatalogue,
  useCancelSubscription,
  useCreateOrder,
  useCreditTransactions,
  useSelectPlan,
  useStartTrial,
  useVerifyPayment,
} from './use-billing';
import { useStats } from './use-stats';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    ...fakeBillingRoutes(),
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/stats': { body: { totalTranscriptions: 5, hoursTranscribed: 1, creditsUsed: 60 } },
  });
});

afterEach(async () => {
  await api.close();
});

const count = (method: string, path: string) => api.requests.filter((request) => request.method === method && request.path === path).length;
const lastBody = (method: string, path: string) =>
  api.requests.filter((request) => request.method === method && request.path === path).at(-1)?.body;

/** A mutation hook rendered beside the queries it should refresh, all loaded. */
async function renderBeside<T>(useMutationHook: () => T) {
  const harness = hookHarness(api.url);
  const view = renderHook(
    () => ({ user: useCurrentUser(), ledger: useCreditTransactions(), stats: useStats(), mutation: useMutationHook() }),
    { wrapper: harness.wrapper },
  );
  await waitFor(() => {
    expect(view.result.current.user.data).toBeTruthy();
    expect(view.result.current.ledger.data).toBeTruthy();
    expect(view.result.current.stats.data).toBeTruthy();
  });
  return { ...harness, ...view };
}

const refreshed = () => ({
  user: count('GET', '/api/auth/user'),
  ledger: count('GET', '/api/credit-transactions'),
  stats: count('GET', '/api/stats'),
});

describe('useBillingCatalogue', () => {
  it('loads the catalogue once and keeps it fresh', async () => {
    const { wrapper, queryClient } = hookHarness(api.url);
    const first = renderHook(() => useBillingCatalogue(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(billingCatalogueFixture()));
    expect(queryClient.getQueryState(billingKeys.catalogue())?.isInvalidated).toBe(false);
    const second = renderHook(() => useBillingCatalogue(), { wrapper });
    expect(second.result.current.data?.plans.map((plan) => plan.id)).toEqual(['basic', 'pro', 'enterprise']);
    expect(second.result.current.isStale).toBe(false);
    expect(count('GET', '/api/billing/catalogue')).toBe(1);
  });

  it('stays idle when disabled and reports a failure', async () => {
    const { wrapper } = hookHarness(api.url);
    api.route('GET /api/billing/catalogue', apiError(503, 'SERVICE_UNAVAILABLE', 'Try again soon.'));
    const idle = renderHook(() => useBillingCatalogue({ enabled: false }), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(() => useBillingCatalogue(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.status).toBe(503);
  });
});

describe('useCreditTransactions', () => {
  it('pages through the ledger 25 rows at a time, newest first', async () => {
    const rows = Array.from({ length: 30 }, (_, index) =>
      creditTransactionFixture({ id: `ct-${30 - index}`, createdAt: new Date(Date.UTC(2025, 2, 30 - index)).toISOString() }),
    );
    api.route('GET /api/credit-transactions', fakeBillingRoutes({ transactions: rows })['GET /api/credit-transactions'] ?? {});
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useCreditTransactions(), { wrapper });
    await waitFor(() => expect(result.current.data?.items).toHaveLength(25));
    expect(result.current.data?.items[0]?.id).toBe('ct-30');
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.items).toHaveLength(30));
    expect(result.current.data?.items.at(-1)?.id).toBe('ct-1');
    expect(result.current.hasNextPage).toBe(false);
    const asked = api.requests.filter((request) => request.path === '/api/credit-transactions');
    expect(asked.map((request) => Object.fromEntries(request.query))).toEqual([{ limit: '25' }, { limit: '25', cursor: '25' }]);
  });
});

describe('useCreateOrder', () => {
  it('sends the pack or the plan and answers what the checkout needs', async () => {
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    const pack = await result.current.mutateAsync({ credits: 500, amount: 7.99 });
    expect(lastBody('POST', '/api/create-order')).toEqual({ credits: 500, amount: 7.99 });
    expect(pack).toMatchObject({ provider: 'sandbox', amount: 799, isSubscription: false, checkoutUrl: expect.stringMatching(/^\/api\//) });
    const plan = await result.current.mutateAsync({ credits: 1200, amount: 15, subscriptionType: 'pro' });
    expect(lastBody('POST', '/api/create-order')).toEqual({ credits: 1200, amount: 15, subscriptionType: 'pro' });
    expect(plan).toMatchObject({ isSubscription: true, subscriptionId: expect.any(String), orderId: null });
  });

  it('rejects a price that disagrees with the catalogue', async () => {
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    await expect(result.current.mutateAsync({ credits: 500, amount: 1 })).rejects.toMatchObject({ status: 400, code: 'PRICE_MISMATCH' });
  });
});

describe('useVerifyPayment', () => {
  it('verifies, then refetches the user, the ledger and the stats', async () => {
    const { result } = await renderBeside(useVerifyPayment);
    const before = refreshed();
    const answer = await result.current.mutation.mutateAsync({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: FAKE_VALID_SIGNATURE,
    });
    expect(answer).toEqual({ success: true, message: 'Credits were added to your account.' });
    await waitFor(() => expect(refreshed()).toEqual({ user: before.user + 1, ledger: before.ledger + 1, stats: before.stats + 1 }));
  });

  it('rejects a forged payment with the server’s words and refetches nothing', async () => {
    const { result } = await renderBeside(useVerifyPayment);
    const before = refreshed();
    const error = await result.current.mutation
      .mutateAsync({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'forged' })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.code, error.serverMessage]).toEqual([
      'PAYMENT_VERIFICATION_FAILED',
      'The payment could not be verified.',
    ]);
    expect(refreshed()).toEqual(before);
  });
});

describe('useStartTrial', () => {
  it('starts the trial and refetches what it changed', async () => {
    const { result } = await renderBeside(useStartTrial);
    const before = refreshed();
    const answer = await result.current.mutation.mutateAsync({ planType: 'pro' });
    expect(lastBody('POST', '/api/start-trial')).toEqual({ planType: 'pro' });
    expect(answer).toMatchObject({ success: true, isActiveTrial: true });
    await waitFor(() => expect(refreshed().user).toBe(before.user + 1));
    expect(refreshed().ledger).toBe(before.ledger + 1);
  });

  it('answers a used trial without rejecting', async () => {
    api.route('POST /api/start-trial', {
      body: {
        success: false,
        message: 'You have already used your free trial.',
        trialExpired: true,
        shouldRedirectToPayment: true,
        isActiveTrial: false,
        trialEndsAt: null,
      },
    });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useStartTrial(), { wrapper });
    await expect(result.current.mutateAsync({ planType: 'pro' })).resolves.toMatchObject({ success: false, trialExpired: true });
  });
});

describe('useCancelSubscription', () => {
  it('shows the cancellation in the cached user at once, then refetches it', async () => {
    api.route('GET /api/auth/user', {
      body: userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'active', subscriptionExpiresAt: '2025-04-01T00:00:00.000Z' }),
    });
    const { result } = await renderBeside(useCancelSubscription);
    let releaseRefetch: () => void = () => undefined;
    api.route('GET /api/auth/user', async () => {
      await new Promise<void>((resolve) => (releaseRefetch = resolve));
      return {
        body: userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'cancelled', subscriptionExpiresAt: '2025-04-01T00:00:00.000Z' }),
      };
    });
    const answer = await result.current.mutation.mutateAsync({ reason: '  Too expensive  ' });
    expect(lastBody('POST', '/api/cancel-subscription')).toEqual({ reason: '  Too expensive  ' });
    expect(answer.subscriptionStatus).toBe('cancelled');
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({
        subscriptionStatus: 'cancelled',
        subscriptionExpiresAt: '2025-04-01T00:00:00.000Z',
        cancellationReason: 'Too expensive',
      }),
    );
    expect(result.current.user.isFetching).toBe(true);
    releaseRefetch();
    await waitFor(() => expect(result.current.user.isFetching).toBe(false));
  });

  it('rejects with 409 when there is nothing to cancel and leaves the user alone', async () => {
    api.route('POST /api/cancel-subscription', apiError(409, 'CONFLICT', 'You have no active subscription to cancel.'));
    const { result } = await renderBeside(useCancelSubscription);
    await expect(result.current.mutation.mutateAsync({ reason: 'Moving on' })).rejects.toMatchObject({ status: 409 });
    expect(result.current.user.data?.subscriptionStatus).toBeNull();
  });
});

describe('useSelectPlan', () => {
  it('answers where to go next and refetches the user', async () => {
    const { result } = await renderBeside(useSelectPlan);
    const before = refreshed();
    await expect(result.current.mutation.mutateAsync({ plan: 'basic' })).resolves.toEqual({
      message: 'Complete your payment to start the Basic plan.',
      redirectTo: '/billing?plan=basic',
      shouldRedirectToPayment: true,
    });
    expect(lastBody('POST', '/api/subscriptions/select-plan')).toEqual({ plan: 'basic' });
    await waitFor(() => expect(refreshed().user).toBe(before.user + 1));
  });
});
