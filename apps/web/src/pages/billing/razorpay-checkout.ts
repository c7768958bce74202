import type { OrderResponse, VerifyPaymentRequest } from '@verbatim/core-sdk/contracts';

/** Razorpay's Checkout script, loaded once, only when a Razorpay payment starts. */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** How long the script may take before the payment is given up (spec 5: "the SDK is not loaded"). */
export const RAZORPAY_LOAD_TIMEOUT_MS = 20_000;

/** Spec 5: the payment provider's SDK must be loaded, else the payment fails saying so. */
export const PAYMENT_SDK_NOT_LOADED = 'The payment SDK is not loaded. Check your connection, reload the page and try again.';

/** What Checkout hands to `handler` after a successful payment. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/** What Checkout hands to the 'payment.failed' listener. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string };
}

/** The options of `new Razorpay(...)` this app uses. */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id?: string;
  subscription_id?: string;
  name: string;
  description: string;
  prefill: { email?: string; name?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The Checkout script could not be loaded, or loaded without `window.Razorpay`. */
export class PaymentSdkError extends Error {
  constructor() {
    super(PAYMENT_SDK_NOT_LOADED);
    this.name = 'PaymentSdkError';
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * `window.Razorpay`, loading Checkout's script first if needed: one <script> tag, however many payments start. A
 * failure (offline, blocked, timed out) rejects with PaymentSdkError and removes the tag, so a later payment tries
 * again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    // A tag left by an earlier failed attempt would never fire again.
    for (const old of document.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)) old.remove();
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      reject(new PaymentSdkError());
    };
    const timer = setTimeout(fail, RAZORPAY_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  }).then(
    (Razorpay) => {
      // From now on window.Razorpay answers; nothing to remember.
      loading = undefined;
      return Razorpay;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface RazorpayCheckoutHandlers {
  /** Paid: the signed result to verify with the server. */
  onPaid: (payload: VerifyPaymentRequest) => void;
  /** A payment attempt failed (Checkout stays open for another try): the provider's words. */
  onFailed: (message: string) => void;
  /** Checkout was closed without paying. */
  onDismiss: () => void;
}

/** The verify-payment body from Checkout's answer: the order's or the subscription's id, never both. */
export function verificationPayload(response: RazorpaySuccess, order: OrderResponse): VerifyPaymentRequest {
  const base = { razorpay_payment_id: response.razorpay_payment_id, razorpay_signature: response.razorpay_signature };
  if (order.isSubscription) {
    return { ...base, razorpay_subscription_id: response.razorpay_subscription_id ?? order.subscriptionId ?? '' };
  }
  return { ...base, razorpay_order_id: response.razorpay_order_id ?? order.orderId ?? '' };
}

/**
 * Opens Razorpay Checkout for an order or a subscription from create-order. Rejects with PaymentSdkError when the
 * script cannot be loaded; everything after that arrives through the handlers.
 */
export async function openRazorpayCheckout(
  order: OrderResponse,
  prefill: { email?: string; name?: string },
  handlers: RazorpayCheckoutHandlers,
): Promise<void> {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    ...(order.isSubscription ? { subscription_id: order.subscriptionId ?? undefined } : { order_id: order.orderId ?? undefined }),
    name: 'Verbatim',
    description: order.description,
    prefill,
    handler: (response) => handlers.onPaid(verificationPayload(response, order)),
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.on('payment.failed', (response) => {
    handlers.onFailed(response.error?.description || 'Your payment did not go through.');
  });
  checkout.open();
}
