/** The billing screen's toasts: the spec's titles (section 8), and our words where it shows none. */
export const BILLING_TOASTS = {
  orderFailed: { title: 'Order Creation Failed', fallback: 'Unable to start the payment. Please try again.' },
  paymentFailed: { title: 'Payment Failed', fallback: 'Your payment did not go through. Nothing was charged.' },
  paymentCancelled: { title: 'Payment Cancelled', description: 'You left the checkout. Nothing was charged.' },
  paymentSucceeded: { title: 'Payment Successful' },
  verificationFailed: {
    title: 'Payment Verification Failed',
    fallback: 'We could not confirm your payment. If you were charged, please contact support.',
    incomplete: 'The payment provider sent back an incomplete answer. If you were charged, please contact support.',
  },
  trialStarted: { title: 'Trial Started' },
  trialActive: { title: 'Trial Active' },
  trialExpired: { title: 'Trial Expired' },
  trialUsed: { title: 'Trial Already Used' },
  trialFailed: { title: 'Trial Failed', fallback: 'Unable to start your free trial. Please try again.' },
  cancelled: { title: 'Subscription Cancelled' },
  cancellationFailed: { title: 'Cancellation Failed', fallback: 'Unable to cancel your subscription. Please try again.' },
  reasonRequired: { title: 'Reason Required', description: 'Please provide a reason for cancellation' },
  receiptFailed: { title: 'Download Failed', description: 'Unable to download the receipt.' },
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
} as const;

/** Spec section 9: the redirect to /auth after 'Unauthorized'. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
/** A used trial's toast is read before Checkout opens (spec 9's 1 s redirect delay). */
export const TRIAL_CHECKOUT_DELAY_MS = 1000;
/**
 * What a checkout's failure code in the return address means. The address can be typed by anyone, so only these
 * codes are worded; any other shows the general 'Payment Failed' text.
 */
export const PAYMENT_FAILURE_REASONS: Readonly<Record<string, string>> = {
  declined: 'The payment was declined. Nothing was charged; you can try again.',
};
