import type { VerifyPaymentRequest } from '@verbatim/core-sdk/contracts';
import { toast } from '@verbatim/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_TOASTS, PAYMENT_FAILURE_REASONS } from './messages';

/** The query a checkout comes back to /billing with; all of it leaves the address once read. */
export const PAYMENT_RETURN_PARAMS = [
  'razorpay_order_id',
  'razorpay_subscription_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'payment',
  'reason',
] as const;

/**
 * Reads what the sandbox checkout sent the browser back with: a signed payment (`razorpay_payment_id`,
 * `razorpay_signature` and the order's or subscription's id), which is verified; `payment=failed&reason=<code>`, which
 * is told as 'Payment Failed' in the words of PAYMENT_FAILURE_REASONS; or `payment=cancelled`. The query then leaves the address (replaced, so Back and a
 * reload do not verify again); other parameters such as `plan` stay.
 */
export function usePaymentReturn(verify: (payload: VerifyPaymentRequest) => Promise<void>): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const paymentId = params.get('razorpay_payment_id');
    const outcome = params.get('payment');
    if (!paymentId && !outcome) return;
    // Once per return, also when effects run twice (StrictMode) or the address is slow to change.
    const key = params.toString();
    if (handled.current === key) return;
    handled.current = key;

    const rest = new URLSearchParams(params);
    for (const name of PAYMENT_RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });

    if (paymentId) {
      const orderId = params.get('razorpay_order_id');
      const subscriptionId = params.get('razorpay_subscription_id');
      const signature = params.get('razorpay_signature');
      if (!signature || Boolean(orderId) === Boolean(subscriptionId)) {
        toast({
          variant: 'destructive',
          title: BILLING_TOASTS.verificationFailed.title,
          description: BILLING_TOASTS.verificationFailed.incomplete,
        });
        return;
      }
      void verify({
        ...(orderId ? { razorpay_order_id: orderId } : { razorpay_subscription_id: subscriptionId ?? '' }),
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
      return;
    }
    if (outcome === 'failed') {
      const code = params.get('reason') ?? '';
      toast({
        variant: 'destructive',
        title: BILLING_TOASTS.paymentFailed.title,
        description: Object.hasOwn(PAYMENT_FAILURE_REASONS, code) ? PAYMENT_FAILURE_REASONS[code] : BILLING_TOASTS.paymentFailed.fallback,
      });
    } else if (outcome === 'cancelled') {
      toast(BILLING_TOASTS.paymentCancelled);
    }
  }, [params, setParams, verify]);
}
