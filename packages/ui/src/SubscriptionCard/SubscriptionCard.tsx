import { formatMinutes, type User } from '@verbatim/core-sdk/contracts';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../Card/Card';
import { ErrorState } from '../ErrorState/ErrorState';
import { CreditCardIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { FREE_ALLOWANCE_RENEWAL, freeAllowanceText } from '../lib/credits';
import { formatDate } from '../lib/format';
import { planLabel, type SubscriptionState, subscriptionState } from '../lib/plan';
import { Skeleton } from '../Skeleton/Skeleton';

/** The user's fields the card reads (the current user carries them all). */
export type SubscriptionDetails = Pick<User, 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt' | 'credits'> &
  Partial<Pick<User, 'freeAllowance'>>;

export interface SubscriptionCardProps {
  /** The signed-in user's plan and balance; undefined while loading. */
  subscription: SubscriptionDetails | undefined;
  /** Minutes the user's plan grants each month (from the catalogue), shown for a paid plan in effect (not the trial). */
  minutesPerMonth?: number | null;
  /** Minutes the trial grants in all (from the catalogue), shown during the trial instead of the plan's monthly minutes. */
  trialMinutes?: number | null;
  /** The free plan's allowance (from the catalogue), shown to free users. */
  freeAllowance?: { dailyTranscriptions: number; maxMinutesPerFile: number } | null;
  /** Whether unused plan minutes stay in the balance for the next month (from the catalogue); omitted: no note. */
  planMinutesRollOver?: boolean;
  /** Shows 'Cancel Subscription', only while the plan is active (not in trial, cancelled or expired). */
  onCancel?: () => void;
  /** The cancellation is under way. */
  cancelling?: boolean;
  loading?: boolean;
  error?: string | null;
  onReload?: () => void;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
  /** The clock that decides whether a date has passed (tests and stories); the system clock when left out. */
  now?: () => Date;
  className?: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const STATE_BADGES: Record<Exclude<SubscriptionState, 'free'>, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'success' },
  trial: { label: 'Trial', variant: 'secondary' },
  cancelled: { label: 'Cancelled', variant: 'warning' },
  expired: { label: 'Expired', variant: 'destructive' },
};

const systemClock = () => new Date();

/**
 * The billing screen's current subscription and balance: the plan and where it stands (free; active with its renewal
 * date; a trial with its end; cancelled with the date access ends; expired), the credit balance, the roll-over note,
 * and 'Cancel Subscription' while the plan is active.
 */
export function SubscriptionCard({
  subscription,
  minutesPerMonth,
  trialMinutes,
  freeAllowance,
  planMinutesRollOver,
  onCancel,
  cancelling = false,
  loading = false,
  error,
  onReload,
  timeZone,
  now = systemClock,
  className,
}: SubscriptionCardProps) {
  const clock = now();
  const state = subscription ? subscriptionState(subscription, clock) : undefined;
  const expires = subscription?.subscriptionExpiresAt ?? null;
  const date = expires ? formatDate(expires, { timeZone }) : null;
  // An expired plan names the day it ended only when that day is in the past.
  const endedOn = state === 'expired' && expires && new Date(expires).getTime() <= clock.getTime() ? date : null;
  const badge = state && state !== 'free' ? STATE_BADGES[state] : undefined;
  const inEffect = state === 'active' || state === 'trial' || state === 'cancelled';

  return (
    <Card
      data-slot="subscription-card"
      data-state={state}
      aria-busy={(loading && !subscription) || undefined}
      className={cn('gap-5', className)}
    >
      <CardHeader className="flex items-center gap-2">
        <CreditCardIcon className="size-5 text-primary" />
        <CardTitle asChild>
          <h2>Current Subscription</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {error && !subscription ? (
          <ErrorState title="Could not load your subscription" message={error} onRetry={onReload} retrying={loading} />
        ) : subscription && state ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <p className="text-muted-foreground text-sm">Plan</p>
              <p className="flex flex-wrap items-center gap-2">
                <span data-slot="subscription-plan" className="font-semibold text-xl">
                  {planLabel(state === 'free' ? 'free' : subscription.subscriptionPlan)}
                </span>
                {badge && (
                  <Badge data-slot="subscription-status" variant={badge.variant}>
                    {badge.label}
                  </Badge>
                )}
              </p>
              <p data-slot="subscription-summary" className="text-muted-foreground text-sm">
                {summary(state, state === 'expired' ? endedOn : date, freeAllowance)}
              </p>
              {/* Today's free transcriptions, while no plan is in effect: an allowance, told apart from the credit balance. */}
              {subscription.freeAllowance && (
                <p data-slot="subscription-allowance" className="text-sm">
                  {freeAllowanceText(subscription.freeAllowance)}. {FREE_ALLOWANCE_RENEWAL}
                </p>
              )}
              {/* The trial grants its own minutes, once: the plan's monthly minutes start only with a paid period. */}
              {state === 'trial' ? (
                trialMinutes ? (
                  <p data-slot="subscription-minutes" className="text-muted-foreground text-sm">
                    The trial gives {formatMinutes(trialMinutes)} in all.
                  </p>
                ) : null
              ) : inEffect && minutesPerMonth ? (
                <p data-slot="subscription-minutes" className="text-muted-foreground text-sm">
                  {formatMinutes(minutesPerMonth)} a month.
                </p>
              ) : null}
            </div>
            <div className="grid content-start gap-2">
              <p className="text-muted-foreground text-sm">Current balance</p>
              <p data-slot="subscription-balance" className="font-semibold text-xl tabular-nums">
                {integer.format(Math.max(0, subscription.credits))} {Math.max(0, subscription.credits) === 1 ? 'credit' : 'credits'}
              </p>
              <p className="text-muted-foreground text-sm">1 credit is 1 minute of audio, charged when a transcript completes.</p>
            </div>
          </div>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            {[0, 1].map((column) => (
              <div key={column} className="grid gap-2">
                <Skeleton className="h-4 w-16" />
                <Skeleton className="h-7 w-32" />
                <Skeleton className="h-4 w-full" />
              </div>
            ))}
            <span className="sr-only">Loading...</span>
          </div>
        )}
      </CardContent>
      {subscription && (planMinutesRollOver !== undefined || (state === 'active' && onCancel)) && (
        <CardFooter className="flex-wrap justify-between gap-3 border-t pt-5">
          {planMinutesRollOver !== undefined && (
            <p data-slot="roll-over-note" className="text-muted-foreground text-sm">
              {planMinutesRollOver
                ? 'Unused plan minutes roll over to the next month. Purchased credits never expire.'
                : 'Plan minutes start afresh each month. Purchased credits never expire.'}
            </p>
          )}
          {state === 'active' && onCancel && (
            <Button
              variant="outline"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              loading={cancelling}
              onClick={onCancel}
            >
              Cancel Subscription
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}

function summary(state: SubscriptionState, date: string | null, freeAllowance: SubscriptionCardProps['freeAllowance']): string {
  switch (state) {
    case 'free':
      return freeAllowance
        ? `${freeAllowance.dailyTranscriptions} free transcriptions a day, each up to ${freeAllowance.maxMinutesPerFile} minutes. Choose a plan or buy credits for more.`
        : 'Choose a plan or buy credits for more.';
    case 'active':
      return date ? `Renews on ${date}.` : 'Renews every month.';
    case 'trial':
      return date ? `Your free trial ends on ${date}.` : 'Your free trial is running.';
    case 'cancelled':
      return `Cancelled: it will not renew. You keep access until ${date}.`;
    case 'expired':
      return date
        ? `Ended on ${date}. Choose a plan or buy credits to continue.`
        : 'Your plan has ended. Choose a plan or buy credits to continue.';
  }
}
