import { formatDate, toast, useStartTrial } from '@verbatim/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { BILLING_TOASTS, TRIAL_CHECKOUT_DELAY_MS } from './messages';

export interface Trial {
  /** Asks for the Pro trial and says how it went; a used one goes on to the Pro checkout. */
  start: () => Promise<void>;
  /** The trial call, or the pause before the checkout it leads to, is under way. */
  starting: boolean;
}

/**
 * The Pro trial (spec 4 and 8): started → 'Trial Started'; one running already → 'Trial Active' with its end date;
 * one used before → 'Trial Expired' or 'Trial Already Used', then the Pro checkout; anything else → 'Trial Failed'.
 */
export function useTrial(goToProCheckout: () => void): Trial {
  const { mutateAsync, isPending } = useStartTrial();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const thenCheckout = useCallback(() => {
    setWaiting(true);
    timer.current = setTimeout(() => {
      setWaiting(false);
      goToProCheckout();
    }, TRIAL_CHECKOUT_DELAY_MS);
  }, [goToProCheckout]);

  const start = useCallback(async () => {
    const failed = (description: string) => toast({ variant: 'destructive', title: BILLING_TOASTS.trialFailed.title, description });
    try {
      const answer = await mutateAsync({ planType: 'pro' });
      if (answer.success) {
        toast({ variant: 'success', title: BILLING_TOASTS.trialStarted.title, description: answer.message });
      } else if (answer.isActiveTrial) {
        toast({
          title: BILLING_TOASTS.trialActive.title,
          description: answer.trialEndsAt ? `Your free trial is active until ${formatDate(answer.trialEndsAt)}.` : answer.message,
        });
      } else if (answer.trialExpired) {
        toast({ title: BILLING_TOASTS.trialExpired.title, description: answer.message });
        thenCheckout();
      } else if (answer.shouldRedirectToPayment) {
        toast({ title: BILLING_TOASTS.trialUsed.title, description: answer.message });
        thenCheckout();
      } else {
        failed(answer.message || BILLING_TOASTS.trialFailed.fallback);
      }
    } catch (error) {
      failed(errorMessage(error, BILLING_TOASTS.trialFailed.fallback));
    }
  }, [mutateAsync, thenCheckout]);

  return { start, starting: isPending || waiting };
}
