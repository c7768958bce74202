import {
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { CREDIT_TRANSACTIONS_PAGE_SIZE } from '@verbatim/core-sdk';
import type {
  BillingCatalogue,
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  CreateOrderRequest,
  CreditTransaction,
  CreditTransactionPage,
  OrderResponse,
  PlanChange,
  SelectablePlan,
  SelectPlanRequest,
  SelectPlanResponse,
  StartTrialRequest,
  TrialResponse,
  User,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { billingKeys, statsQueryKey } from './query-keys';

/** Prices, plans, credit packs and the free allowance as the server charges them. Public; never goes stale. */
export function useBillingCatalogue({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<BillingCatalogue> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: billingKeys.catalogue(),
    queryFn: ({ signal }) => client.billing.catalogue({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/**
 * What paying for `plan` now would do, from the server: the charge, the minutes, the plan or trial in effect that
 * would end at once, the balance that stays. Asked afresh each time it is enabled (a confirmation opens), since the
 * balance and the plan change in between; null `plan` asks nothing.
 */
export function usePlanChange(plan: SelectablePlan | null): UseQueryResult<PlanChange> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: billingKeys.planChange(plan ?? ''),
    queryFn: ({ signal }) => {
      if (!plan) throw new Error('No plan to ask about.');
      return client.billing.planChange({ plan }, { signal });
    },
    enabled: plan !== null,
    staleTime: 0,
  });
}

/** What a cached ledger holds: the pages loaded so far, each with the cursor it was asked for (null: the first). */
export type CreditTransactionPages = InfiniteData<CreditTransactionPage, string | null>;

/** The loaded pages of the ledger as one list. */
export interface CreditTransactionRows {
  /** Every row loaded so far, newest first. */
  items: CreditTransaction[];
}

export interface UseCreditTransactionsOptions {
  /** Rows per page, 1 to 100 (default 25). */
  limit?: number;
  enabled?: boolean;
}

const flattenLedger = (data: CreditTransactionPages): CreditTransactionRows => ({ items: data.pages.flatMap((page) => page.items) });

/**
 * The signed-in user's credit ledger, newest first, a page at a time: `data.items` holds every page loaded so far,
 * `hasNextPage` says whether older rows exist and `fetchNextPage()` loads them.
 */
export function useCreditTransactions({
  limit = CREDIT_TRANSACTIONS_PAGE_SIZE,
  enabled = true,
}: UseCreditTransactionsOptions = {}): UseInfiniteQueryResult<CreditTransactionRows> {
  const client = useVerbatimClient();
  return useInfiniteQuery({
    queryKey: billingKeys.creditTransactionList(limit),
    queryFn: ({ pageParam, signal }) =>
      client.billing.creditTransactions({ limit, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: flattenLedger,
    enabled,
  });
}

/**
 * Marks what a payment, a trial or a plan change makes stale: the current user (credits, plan, status), the ledger
 * and the stats. Active queries refetch at once; callers need not wait for it.
 */
export function invalidateBillingData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: billingKeys.creditTransactions() }),
    queryClient.invalidateQueries({ queryKey: statsQueryKey }),
  ]).then(() => undefined);
}

/**
 * Starts a payment: a credit pack (`{ credits, amount }`) or a plan (with `subscriptionType`). The answer says who
 * takes the payment (`provider`) and what its checkout needs. A price that disagrees with the catalogue rejects with
 * ApiError 400 PRICE_MISMATCH.
 */
export function useCreateOrder(): UseMutationResult<OrderResponse, Error, CreateOrderRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (body: CreateOrderRequest) => client.billing.createOrder(body) });
}

/**
 * Hands the checkout's signed result to the server. Whatever it answers, the user, the ledger and the stats are
 * refetched: the payment may have been applied (also by the provider's webhook) even when this call says otherwise.
 */
export function useVerifyPayment(): UseMutationResult<VerifyPaymentResponse, Error, VerifyPaymentRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPaymentRequest) => client.billing.verifyPayment(body),
    onSuccess: () => {
      void invalidateBillingData(queryClient);
    },
  });
}

/**
 * Starts the Pro trial. The answer (not an error) says when it cannot: a trial running already (`isActiveTrial`),
 * or one used before (`trialExpired`, `shouldRedirectToPayment`). A started trial changes the user and grants minutes.
 */
export function useStartTrial(): UseMutationResult<TrialResponse, Error, StartTrialRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartTrialRequest) => client.billing.startTrial(body),
    onSuccess: () => {
      void invalidateBillingData(queryClient);
    },
  });
}

/**
 * Cancels the active plan with a reason. The cached user shows the cancellation at once (status 'cancelled', access
 * until `accessEndsAt`), then is refetched. Nothing to cancel rejects with ApiError 409.
 */
export function useCancelSubscription(): UseMutationResult<CancelSubscriptionResponse, Error, CancelSubscriptionRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelSubscriptionRequest) => client.billing.cancelSubscription(body),
    onSuccess: ({ subscriptionStatus, accessEndsAt }, { reason }) => {
      queryClient.setQueryData<User | null>(currentUserQueryKey, (user) =>
        user ? { ...user, subscriptionStatus, subscriptionExpiresAt: accessEndsAt, cancellationReason: reason.trim() } : user,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/**
 * Chooses basic or pro (the pricing page). The server may start the Pro trial, so the user and the ledger are
 * refetched; the answer says what to show and where to go (`shouldRedirectToPayment`: the billing page).
 */
export function useSelectPlan(): UseMutationResult<SelectPlanResponse, Error, SelectPlanRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectPlanRequest) => client.billing.selectPlan(body),
    onSuccess: () => {
      void invalidateBillingData(queryClient);
    },
  });
}
