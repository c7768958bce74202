import type {
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  CreateOrderRequest,
  CreditTransactionList,
  OrderResponse,
  StartTrialRequest,
  TrialResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '../contracts';
import type { Http, RequestOptions } from '../http';

/** Credits, payments, the Pro trial and cancellation. */
export function billingResource(http: Http) {
  return {
    /** The caller's credit ledger, newest first; a positive amount means credits added. */
    creditTransactions: (o?: RequestOptions) => http.json<CreditTransactionList>('GET', '/api/credit-transactions', undefined, o),
    /** Starts a payment for a credit pack, or for a plan when `subscriptionType` is set; feed the answer to the checkout. */
    createOrder: (body: CreateOrderRequest, o?: RequestOptions) => http.json<OrderResponse>('POST', '/api/create-order', body, o),
    /** Hands the checkout's signed result to the server, which credits the account when the signature holds. */
    verifyPayment: (body: VerifyPaymentRequest, o?: RequestOptions) =>
      http.json<VerifyPaymentResponse>('POST', '/api/verify-payment', body, o),
    /** Starts the 14-day Pro trial, once per account; otherwise the answer says to go to checkout. */
    startTrial: (body: StartTrialRequest, o?: RequestOptions) => http.json<TrialResponse>('POST', '/api/start-trial', body, o),
    /** Cancels the subscription with a reason; access lasts until the paid period ends. */
    cancelSubscription: (body: CancelSubscriptionRequest, o?: RequestOptions) =>
      http.json<CancelSubscriptionResponse>('POST', '/api/cancel-subscription', body, o),
  };
}
export type BillingResource = ReturnType<typeof billingResource>;
