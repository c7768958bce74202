import { isApiError } from '@verbatim/core-sdk';
import type { PlanOffer, SelectablePlan } from '@verbatim/core-sdk/contracts';
import { PRICING_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import {
  CreditPackCard,
  CreditPackCardSkeleton,
  ErrorState,
  hasPaidPlan,
  hasUsedTrial,
  PlanCard,
  PlanCardSkeleton,
  subscriptionState,
  toast,
  useBillingCatalogue,
  useSelectPlan,
} from '@verbatim/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHead } from '../../app/PageHead';
import { RouterLink } from '../../app/RouterLink';
import { signInPath } from '../../app/return-path';
import { useSessionUser } from '../../app/use-session-user';
import { isOutsideThisApp, pageLoad, safeRedirectPath } from '../../lib/navigation';

/** Spec (account 8): plan selection's words. */
export const PRICING_TOASTS = {
  loginRequired: { title: 'Login Required', description: 'Please sign up or log in to start your free trial.' },
  failed: { title: 'Plan Selection Failed', fallback: 'Failed to select plan', network: 'Something went wrong. Please try again.' },
} as const;
/** Spec (account 9): 1.5 s before /auth for a visitor, 2 s before the billing page. */
export const LOGIN_REDIRECT_MS = 1500;
export const PAYMENT_REDIRECT_MS = 2000;

/**
 * Signing in to pick a plan comes back here: picking it again then selects it (a plan's choice is not expressible in a
 * URL, since for the trial it starts the trial). A pack's link leads to the billing page, where its checkout is.
 */
const SIGN_IN_TO_PICK_A_PLAN = signInPath('/pricing');
const SIGN_IN_TO_BUY_A_PACK = signInPath('/billing');

const selectable = (plan: PlanOffer): plan is PlanOffer & { id: SelectablePlan } => plan.id === 'basic' || plan.id === 'pro';

/**
 * Pricing (/pricing, public): the plans and the credit packs from the catalogue, side by side. A plan's button selects
 * it (signed out: 'Login Required', then /auth); the server's answer is shown, then the app goes where it says (the
 * billing page for a plan that needs paying). Packs lead to the billing page, or to sign-in first.
 */
export function PricingPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const catalogue = useBillingCatalogue();
  const selectPlan = useSelectPlan();
  const [selecting, setSelecting] = useState<SelectablePlan | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (ms: number, go: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(go, ms);
  };

  const choose = async (plan: PlanOffer & { id: SelectablePlan }) => {
    if (selecting) return;
    if (!user) {
      toast(PRICING_TOASTS.loginRequired);
      later(LOGIN_REDIRECT_MS, () => void navigate(SIGN_IN_TO_PICK_A_PLAN));
      return;
    }
    setSelecting(plan.id);
    try {
      const answer = await selectPlan.mutateAsync({ plan: plan.id });
      toast({ variant: 'success', title: answer.message });
      if (answer.shouldRedirectToPayment) {
        // Stays busy until the billing page opens.
        later(PAYMENT_REDIRECT_MS, () => void navigate(`/billing?${new URLSearchParams({ plan: plan.id })}`));
        return;
      }
      const destination = safeRedirectPath(answer.redirectTo, '/');
      if (isOutsideThisApp(destination)) pageLoad.assign(destination);
      else void navigate(destination);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        void navigate(SIGN_IN_TO_PICK_A_PLAN);
      } else {
        const fromOurServer = isApiError(error) && !error.code.startsWith('HTTP_') && error.serverMessage;
        toast({
          variant: 'destructive',
          title: PRICING_TOASTS.failed.title,
          description: isApiError(error) ? fromOurServer || PRICING_TOASTS.failed.fallback : PRICING_TOASTS.failed.network,
        });
      }
    }
    setSelecting(null);
  };

  const data = catalogue.data;
  const packHref = user ? '/billing' : SIGN_IN_TO_BUY_A_PACK;
  // A visitor, or an account that has not had its trial and pays for nothing, is offered the trial; the server
  // decides in the end.
  const trialOpen = !user || (!hasUsedTrial(user) && !hasPaidPlan(user));
  const activePlan = user && subscriptionState(user) === 'active' ? user.subscriptionPlan : null;

  return (
    <div className={user ? 'grid gap-8' : 'mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:py-16'}>
      <PageHead head={PRICING_PAGE_HEAD} />
      <header className="max-w-2xl space-y-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Pricing</h1>
        <p className="text-lg text-muted-foreground">
          {data
            ? `Start free with ${data.free.dailyTranscriptions} transcriptions a day, each up to ${data.free.maxMinutesPerFile} minutes. For more, choose a monthly plan or buy credits as you go: 1 credit is 1 minute of audio.`
            : 'Start free. For more, choose a monthly plan or buy credits as you go: 1 credit is 1 minute of audio.'}
        </p>
      </header>

      {catalogue.isError && !data ? (
        <ErrorState
          title="Could not load the prices"
          message="Please try again in a moment."
          onRetry={() => void catalogue.refetch()}
          retrying={catalogue.isFetching}
        />
      ) : (
        <div className="grid gap-10 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] xl:gap-8">
          <section aria-labelledby="pricing-plans" className="grid content-start gap-4">
            <div className="space-y-1">
              <h2 id="pricing-plans" className="font-semibold text-2xl tracking-tight">
                Monthly Plans
              </h2>
              <p className="text-muted-foreground text-sm">
                Minutes every month{data?.planMinutesRollOver ? '; unused ones roll over' : ''}.
              </p>
            </div>
            <div className="grid gap-4 md:grid-cols-3" aria-busy={catalogue.isPending || undefined}>
              {data
                ? data.plans.map((plan) => (
                    <PlanCard
                      key={plan.id}
                      plan={plan}
                      currency={data.currency}
                      current={activePlan === plan.id}
                      trialOffered={plan.trialDays !== null && trialOpen}
                      actionLabel={plan.trialDays && trialOpen ? 'Start Free Trial' : `Choose ${plan.name}`}
                      {...(selectable(plan) ? { onSelect: () => void choose(plan) } : {})}
                      selecting={selecting === plan.id}
                      disabled={selecting !== null}
                      linkComponent={RouterLink}
                    />
                  ))
                : [0, 1, 2].map((index) => <PlanCardSkeleton key={index} />)}
            </div>
          </section>

          <section aria-labelledby="pricing-packs" className="grid content-start gap-4">
            <div className="space-y-1">
              <h2 id="pricing-packs" className="font-semibold text-2xl tracking-tight">
                Credit Packs
              </h2>
              <p className="text-muted-foreground text-sm">Pay once; credits never expire.</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-3 xl:grid-cols-1" aria-busy={catalogue.isPending || undefined}>
              {data
                ? data.packs.map((pack) => (
                    <CreditPackCard key={pack.credits} pack={pack} currency={data.currency} href={packHref} linkComponent={RouterLink} />
                  ))
                : [0, 1, 2].map((index) => <CreditPackCardSkeleton key={index} />)}
            </div>
          </section>
        </div>
      )}

      <p className="text-muted-foreground text-sm">
        Questions about plans or refunds? See the{' '}
        <Link to="/faq" className="font-medium text-primary underline-offset-4 hover:underline">
          FAQ
        </Link>{' '}
        or{' '}
        <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}
