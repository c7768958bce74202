import type {
  CancelSubscriptionRequest,
  CreateOrderRequest,
  CreditTransaction,
  CreditTransactionPage,
  ListCreditTransactionsQuery,
  PlanChange,
  PlanChangeQuery,
  SelectPlanRequest,
  StartTrialRequest,
  VerifyPaymentRequest,
} from '../contracts';
import { routes } from '../contracts/routes';
import type { DownloadedFile, Http, RequestOptions } from '../http';

/** Prices, credits, payments, the Pro trial, plan choice and cancellation. */
export function billingResource(http: Http) {
  const creditTransactions = (query: ListCreditTransactionsQuery = {}, o?: RequestOptions): Promise<CreditTransactionPage> =>
    http.call(routes.listCreditTransactions, { query }, o);

  /** Every ledger row, newest first, across as many pages as the loop reads (`break` stops fetching). */
  async function* allCreditTransactions(
    query: Omit<ListCreditTransactionsQuery, 'cursor'> = {},
    o?: RequestOptions,
  ): AsyncGenerator<CreditTransaction, void, undefined> {
    let cursor: string | undefined;
    do {
      const page = await creditTransactions({ ...query, cursor }, o);
      yield* page.items;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  return {
    /** Plans, credit packs and the free allowance, with the server's prices (no sign-in needed). */
    catalogue: (o?: RequestOptions) => http.call(routes.getBillingCatalogue, {}, o),
    /** One page of the caller's credit ledger, newest first; a positive amount means credits added. */
    creditTransactions,
    allCreditTransactions,
    /**
     * Starts a payment for a credit pack, or for a plan when `subscriptionType` is set; feed the answer to the
     * checkout. The server prices it: an amount that disagrees with the catalogue is ApiError 400 PRICE_MISMATCH.
     */
    createOrder: (body: CreateOrderRequest, o?: RequestOptions) => http.call(routes.createOrder, { body }, o),
    /** Hands the checkout's signed result to the server, which credits the account once when the signature holds. */
    verifyPayment: (body: VerifyPaymentRequest, o?: RequestOptions) => http.call(routes.verifyPayment, { body }, o),
    /** Starts the 14-day Pro trial, once per account; otherwise the answer says why and whether to go to checkout. */
    startTrial: (body: StartTrialRequest, o?: RequestOptions) => http.call(routes.startTrial, { body }, o),
    /** Cancels an active plan with a reason; access lasts until the paid period ends. */
    cancelSubscription: (body: CancelSubscriptionRequest, o?: RequestOptions) => http.call(routes.cancelSubscription, { body }, o),
    /** Chooses basic or pro; the answer says what to show and where to go next (checkout when `shouldRedirectToPayment`). */
    selectPlan: (body: SelectPlanRequest, o?: RequestOptions) => http.call(routes.selectPlan, { body }, o),
    /**
     * What paying for a plan now would do (the charge, the minutes, the plan or trial that would end at once, the
     * balance that stays), to confirm before the checkout. On that plan already, paid and renewing, is ApiError 409.
     */
    planChange: (query: PlanChangeQuery, o?: RequestOptions): Promise<PlanChange> => http.call(routes.previewPlanChange, { query }, o),
    /** A completed payment's receipt, a PDF. */
    receipt: (paymentId: string, o?: RequestOptions): Promise<DownloadedFile> =>
      http.download(routes.getPaymentReceipt, `receipt-${paymentId}.pdf`, { params: { id: paymentId } }, o),
  };
}
export type BillingResource = ReturnType<typeof billingResource>;
