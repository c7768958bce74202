import type { CreditPack, PlanOffer, User, VerifyPaymentRequest } from '@verbatim/core-sdk/contracts';
import { centsToAmount, toast, useCreateOrder, useVerifyPayment } from '@verbatim/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { pageLoad, safePageUrl } from '../../lib/navigation';
import { BILLING_TOASTS } from './messages';
import { openRazorpayCheckout, PAYMENT_SDK_NOT_LOADED, PaymentSdkError } from './razorpay-checkout';

/** What can be bought on the billing screen. */
export type CheckoutItem = { kind: 'pack'; pack: CreditPack } | { kind: 'plan'; plan: PlanOffer };

/** Names what is being bought, so that only its button spins: 'pack:500', 'plan:pro'. */
export function checkoutKey(item: CheckoutItem): string {
  return item.kind === 'pack' ? `pack:${item.pack.credits}` : `plan:${item.plan.id}`;
}

export interface Checkout {
  /** Creates the order and hands it to the provider's checkout (the sandbox's page, or Razorpay Checkout). */
  start: (item: CheckoutItem) => Promise<void>;
  /** Verifies a checkout's signed result with the server and says how it went. */
  verify: (payload: VerifyPaymentRequest) => Promise<void>;
  /** What is being bought (see checkoutKey), or null. */
  busyKey: string | null;
  /** A payment is being verified. */
  verifying: boolean;
}

/**
 * Paying for a credit pack or a plan. The server prices the order; then either the browser goes to the sandbox's
 * checkout page (it comes back to /billing with the signed result, see usePaymentReturn) or Razorpay Checkout opens
 * over the page and its result is verified here. Every failure is a toast with the spec's title.
 */
export function useCheckout(user: User | null): Checkout {
  const createOrder = useCreateOrder();
  const verifyPayment = useVerifyPayment();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const busy = useRef(false);

  const settle = useCallback(() => {
    busy.current = false;
    setBusyKey(null);
  }, []);

  // Back from the sandbox's page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) settle();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [settle]);

  const { mutateAsync: verifyAsync } = verifyPayment;
  const verify = useCallback(
    async (payload: VerifyPaymentRequest) => {
      const texts = BILLING_TOASTS.verificationFailed;
      try {
        const answer = await verifyAsync(payload);
        if (answer.success) toast({ variant: 'success', title: BILLING_TOASTS.paymentSucceeded.title, description: answer.message });
        else toast({ variant: 'destructive', title: texts.title, description: answer.message || texts.fallback });
      } catch (error) {
        toast({ variant: 'destructive', title: texts.title, description: errorMessage(error, texts.fallback) });
      }
    },
    [verifyAsync],
  );

  const { mutateAsync: createOrderAsync } = createOrder;
  const start = useCallback(
    async (item: CheckoutItem) => {
      if (busy.current) return;
      busy.current = true;
      setBusyKey(checkoutKey(item));
      const orderFailed = (description: string) => {
        toast({ variant: 'destructive', title: BILLING_TOASTS.orderFailed.title, description });
        settle();
      };

      let order: Awaited<ReturnType<typeof createOrderAsync>>;
      try {
        order = await createOrderAsync(
          item.kind === 'pack'
            ? { credits: item.pack.credits, amount: centsToAmount(item.pack.priceCents) }
            : { credits: item.plan.minutesPerMonth, amount: centsToAmount(item.plan.priceCents), subscriptionType: item.plan.id },
        );
      } catch (error) {
        orderFailed(errorMessage(error, BILLING_TOASTS.orderFailed.fallback));
        return;
      }

      if (order.provider === 'sandbox') {
        const url = safePageUrl(order.checkoutUrl);
        if (!url) {
          orderFailed(BILLING_TOASTS.orderFailed.fallback);
          return;
        }
        // The page is leaving for the checkout: the button stays busy until it has gone.
        pageLoad.assign(url);
        return;
      }

      const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
      try {
        await openRazorpayCheckout(
          order,
          { ...(user ? { email: user.email } : {}), ...(name ? { name } : {}) },
          {
            onPaid: (payload) => {
              void verify(payload).finally(settle);
            },
            onFailed: (message) => {
              toast({ variant: 'destructive', title: BILLING_TOASTS.paymentFailed.title, description: message });
            },
            onDismiss: settle,
          },
        );
      } catch (error) {
        toast({
          variant: 'destructive',
          title: BILLING_TOASTS.paymentFailed.title,
          description: error instanceof PaymentSdkError ? error.message : PAYMENT_SDK_NOT_LOADED,
        });
        settle();
      }
    },
    [createOrderAsync, settle, user, verify],
  );

  return { start, verify, busyKey, verifying: verifyPayment.isPending };
}
