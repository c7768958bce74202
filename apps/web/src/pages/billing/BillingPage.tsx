import { type CreditTransaction, type PaidPlan, type PlanOffer, type SelectablePlan, selectablePlans } from '@verbatim/core-sdk/contracts';
import {
  CancelSubscriptionDialog,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CreditPackCard,
  CreditPackCardSkeleton,
  CreditTransactionsTable,
  ErrorState,
  hasPaidPlan,
  hasUsedTrial,
  PlanCard,
  PlanCardSkeleton,
  PlanChangeDialog,
  planLabel,
  SubscriptionCard,
  saveFile,
  subscriptionState,
  toast,
  useBillingCatalogue,
  useCancelSubscription,
  useCreditTransactions,
  usePlanChange,
  useVerbatimClient,
} from '@verbatim/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RouterLink } from '../../app/RouterLink';
import { signInPath } from '../../app/return-path';
import { useSessionUser } from '../../app/use-session-user';
import { errorMessage } from '../../lib/error-messages';
import { BILLING_TOASTS, UNAUTHORIZED_REDIRECT_MS } from './messages';
import { checkoutKey, useCheckout } from './use-checkout';
import { usePaymentReturn } from './use-payment-return';
import { useTrial } from './use-trial';

const LOAD_FAILED = 'Please try again in a moment.';
const PICKABLE_PLANS: readonly string[] = ['basic', 'pro', 'enterprise'] satisfies PaidPlan[];
const isSelectable = (plan: PaidPlan): plan is SelectablePlan => (selectablePlans as readonly string[]).includes(plan);

/**
 * Billing (/billing): the current subscription and balance, the plans (with the Pro trial), credit packs, and the
 * transaction history with receipts. Paying goes through useCheckout; a checkout that sends the browser away comes
 * back here with its result in the query (usePaymentReturn). `?plan=basic|pro` (from /pricing) brings that plan's
 * card into view and marks it.
 */
export function BillingPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const client = useVerbatimClient();
  const [searchParams] = useSearchParams();
  const catalogue = useBillingCatalogue();
  const ledger = useCreditTransactions({ enabled: user !== null });
  const cancellation = useCancelSubscription();
  const checkout = useCheckout(user);
  const [cancelOpen, setCancelOpen] = useState(false);
  // A plan chosen while another plan or the trial is in effect: what the change does is confirmed before the checkout.
  const [changingTo, setChangingTo] = useState<PlanOffer | null>(null);
  const planChange = usePlanChange(changingTo && isSelectable(changingTo.id) ? changingTo.id : null);
  usePaymentReturn(checkout.verify);

  const plans = catalogue.data?.plans;
  const proPlan = plans?.find((plan) => plan.id === 'pro' && plan.available);
  const { start: startCheckout } = checkout;
  const goToProCheckout = useCallback(() => {
    if (proPlan) void startCheckout({ kind: 'plan', plan: proPlan });
  }, [proPlan, startCheckout]);
  const trial = useTrial(goToProCheckout);

  const picked = searchParams.get('plan');
  const pickedPlan = picked && PICKABLE_PLANS.includes(picked) ? picked : null;

  // Spec 6: a visitor who is not signed in is told so and sent to sign in, which comes back here with the picked plan.
  // Only the plan: a checkout's return query leaves the address as soon as it is read.
  const signInHere = signInPath(pickedPlan ? `/billing?${new URLSearchParams({ plan: pickedPlan })}` : '/billing');
  useEffect(() => {
    if (user) return;
    toast({ variant: 'destructive', ...BILLING_TOASTS.unauthorized });
    const timer = setTimeout(() => void navigate(signInHere, { replace: true }), UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [user, navigate, signInHere]);

  const pickedRef = useRef<HTMLDivElement>(null);
  const plansLoaded = plans !== undefined;
  useEffect(() => {
    if (!pickedPlan || !plansLoaded) return;
    const card = pickedRef.current;
    if (!card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [pickedPlan, plansLoaded]);

  if (!user) return null;

  const state = subscriptionState(user);
  const paid = hasPaidPlan(user);
  const currency = catalogue.data?.currency;
  const busy = checkout.busyKey !== null || checkout.verifying || trial.starting || cancellation.isPending;
  const userPlan = plans?.find((plan) => plan.id === user.subscriptionPlan);

  const downloadReceipt = async (transaction: CreditTransaction) => {
    if (!transaction.paymentId) return;
    try {
      const { blob, fileName } = await client.billing.receipt(transaction.paymentId);
      saveFile(blob, fileName);
    } catch {
      toast({ variant: 'destructive', ...BILLING_TOASTS.receiptFailed });
    }
  };

  const cancel = async (reason: string) => {
    try {
      const answer = await cancellation.mutateAsync({ reason });
      toast({ variant: 'success', title: BILLING_TOASTS.cancelled.title, description: answer.message });
      setCancelOpen(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: BILLING_TOASTS.cancellationFailed.title,
        description: errorMessage(error, BILLING_TOASTS.cancellationFailed.fallback),
      });
    }
  };

  // Paying for a plan ends the plan or trial in effect at once, so that is said first; without one, the checkout
  // itself says what is bought.
  const choosePlan = (chosen: PlanOffer) => {
    if (state === 'trial' || state === 'active' || state === 'cancelled') setChangingTo(chosen);
    else void checkout.start({ kind: 'plan', plan: chosen });
  };
  const confirmPlanChange = () => {
    if (!changingTo) return;
    setChangingTo(null);
    void checkout.start({ kind: 'plan', plan: changingTo });
  };

  const planCard = (plan: PlanOffer) => {
    const current = state === 'active' && user.subscriptionPlan === plan.id;
    // The trial is offered once per account, and not to someone paying already.
    const trialOffered = plan.trialDays !== null && !hasUsedTrial(user) && !paid;
    const highlighted = pickedPlan === plan.id;
    return (
      <div
        key={plan.id}
        ref={highlighted ? pickedRef : undefined}
        tabIndex={highlighted ? -1 : undefined}
        className="scroll-mt-24 rounded-xl outline-none"
      >
        <PlanCard
          plan={plan}
          {...(currency ? { currency } : {})}
          current={current}
          highlighted={highlighted}
          trialOffered={trialOffered}
          actionLabel={state === 'trial' && user.subscriptionPlan === plan.id ? `Subscribe to ${plan.name}` : `Choose ${plan.name}`}
          onSelect={choosePlan}
          selecting={checkout.busyKey === checkoutKey({ kind: 'plan', plan })}
          onStartTrial={() => void trial.start()}
          startingTrial={trial.starting}
          disabled={busy}
          linkComponent={RouterLink}
        />
      </div>
    );
  };

  return (
    <div className="grid gap-8">
      <title>Billing · Verbatim</title>
      <header className="space-y-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Billing</h1>
        <p className="text-muted-foreground">Your plan, your credits and your payment history.</p>
      </header>

      <SubscriptionCard
        subscription={user}
        minutesPerMonth={userPlan?.minutesPerMonth ?? null}
        trialMinutes={userPlan?.trialMinutes ?? null}
        freeAllowance={catalogue.data?.free ?? null}
        {...(catalogue.data ? { planMinutesRollOver: catalogue.data.planMinutesRollOver } : {})}
        onCancel={() => setCancelOpen(true)}
        cancelling={cancellation.isPending}
      />

      <section aria-labelledby="billing-plans" className="grid gap-4">
        <div className="space-y-1">
          <h2 id="billing-plans" className="font-semibold text-xl tracking-tight">
            Plans
          </h2>
          <p className="text-muted-foreground text-sm">Monthly minutes for regular work. Cancel at any time.</p>
        </div>
        {catalogue.isError && !catalogue.data ? (
          <ErrorState
            title="Could not load the plans"
            message={LOAD_FAILED}
            onRetry={() => void catalogue.refetch()}
            retrying={catalogue.isFetching}
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-3" aria-busy={catalogue.isPending || undefined}>
            {plans ? plans.map(planCard) : [0, 1, 2].map((index) => <PlanCardSkeleton key={index} />)}
          </div>
        )}
      </section>

      <section aria-labelledby="billing-packs" className="grid gap-4">
        <div className="space-y-1">
          <h2 id="billing-packs" className="font-semibold text-xl tracking-tight">
            Credit Packs
          </h2>
          <p className="text-muted-foreground text-sm">Pay as you go: 1 credit is 1 minute of audio, and bought credits never expire.</p>
        </div>
        {catalogue.isError && !catalogue.data ? null : (
          <div className="grid gap-4 sm:grid-cols-3" aria-busy={catalogue.isPending || undefined}>
            {catalogue.data
              ? catalogue.data.packs.map((pack) => (
                  <CreditPackCard
                    key={pack.credits}
                    pack={pack}
                    currency={catalogue.data.currency}
                    onBuy={(chosen) => void checkout.start({ kind: 'pack', pack: chosen })}
                    busy={checkout.busyKey === checkoutKey({ kind: 'pack', pack })}
                    disabled={busy}
                  />
                ))
              : [0, 1, 2].map((index) => <CreditPackCardSkeleton key={index} />)}
          </div>
        )}
      </section>

      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h2>Transaction History</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CreditTransactionsTable
            transactions={ledger.data?.items}
            loading={ledger.isFetching && !ledger.isFetchingNextPage}
            error={ledger.isError && !ledger.data ? 'Your transactions could not be loaded. Please try again.' : null}
            onReload={() => void ledger.refetch()}
            onReceipt={downloadReceipt}
            hasMore={ledger.hasNextPage}
            onLoadMore={() => void ledger.fetchNextPage()}
            loadingMore={ledger.isFetchingNextPage}
            loadMoreError={ledger.isFetchNextPageError ? 'Older transactions could not be loaded. Please try again.' : null}
          />
        </CardContent>
      </Card>

      <PlanChangeDialog
        open={changingTo !== null}
        onOpenChange={(open) => {
          if (!open) setChangingTo(null);
        }}
        // Facts from an earlier opening may be out of date: none are shown until the new answer is in.
        change={planChange.isFetching ? undefined : planChange.data}
        error={planChange.isError ? errorMessage(planChange.error, LOAD_FAILED) : null}
        onConfirm={confirmPlanChange}
      />

      <CancelSubscriptionDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        onConfirm={cancel}
        onReasonMissing={() => toast({ variant: 'destructive', ...BILLING_TOASTS.reasonRequired })}
        busy={cancellation.isPending}
        planName={planLabel(user.subscriptionPlan)}
        accessUntil={user.subscriptionExpiresAt}
      />
    </div>
  );
}
