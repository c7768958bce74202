import type { SubscriptionPlan, SubscriptionStatus } from '@verbatim/core-sdk/contracts';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../Card/Card';
import { ErrorState } from '../ErrorState/ErrorState';
import { CreditCardIcon } from '../Icons/Icons';
import { AppLink, type LinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';
import { planLabel, type SubscriptionState, subscriptionState } from '../lib/plan';
import { Progress } from '../Progress/Progress';
import { Skeleton } from '../Skeleton/Skeleton';

export interface CreditsBillingFigures {
  plan: SubscriptionPlan;
  subscriptionStatus?: SubscriptionStatus | null;
  /** The period's, trial's or access's end (null: none); a date that has passed makes the plan read as expired. */
  subscriptionExpiresAt?: string | null;
  /** Credits left now (the ledger balance). */
  creditsRemaining: number;
  /** What the remaining credits are counted against, e.g. the plan's monthly minutes plus purchases. */
  creditsTotal: number;
  /** The free plan's daily transcriptions (the user's trialTranscriptionLimit and trialTranscriptionsUsed). */
  freeAllowance?: { used: number; limit: number } | null;
}

export interface CreditsBillingPanelProps {
  /** The user's real figures; undefined while loading. */
  figures: CreditsBillingFigures | undefined;
  loading?: boolean;
  error?: string | null;
  onReload?: () => void;
  /** Where 'Buy More Credits' leads (default /billing). */
  billingHref?: string;
  linkComponent?: LinkComponent;
  className?: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const STATUS_BADGE: Partial<Record<SubscriptionState, string>> = { trial: 'Trial', cancelled: 'Cancelled', expired: 'Expired' };

/** The dashboard's 'Credits & Billing' panel: plan, credits remaining / total with a bar, and a way to buy more. */
export function CreditsBillingPanel({
  figures,
  loading = false,
  error,
  onReload,
  billingHref = '/billing',
  linkComponent,
  className,
}: CreditsBillingPanelProps) {
  const creditsLabelId = useId();
  // Without a date the status is taken as it is; with one, a date that has passed reads as expired.
  const state =
    figures?.subscriptionExpiresAt === undefined
      ? (figures?.subscriptionStatus ?? undefined)
      : subscriptionState({
          subscriptionPlan: figures.plan,
          subscriptionStatus: figures.subscriptionStatus ?? null,
          subscriptionExpiresAt: figures.subscriptionExpiresAt,
        });
  const statusBadge = state ? STATUS_BADGE[state] : undefined;
  const remaining = figures ? Math.max(0, figures.creditsRemaining) : 0;
  const total = figures ? Math.max(0, figures.creditsTotal) : 0;
  const allowance = figures?.freeAllowance;
  const freeLeft = allowance ? Math.max(0, allowance.limit - allowance.used) : 0;
  // A free user's bar follows what they can still do today; everyone else's follows their credits.
  const percent = allowance
    ? allowance.limit > 0
      ? (freeLeft / allowance.limit) * 100
      : 0
    : total > 0
      ? (Math.min(remaining, total) / total) * 100
      : 0;
  const freeLabelId = useId();

  return (
    <Card data-slot="credits-billing-panel" aria-busy={(loading && !figures) || undefined} className={cn('gap-4', className)}>
      <CardHeader className="flex items-center gap-2">
        <CreditCardIcon className="size-5 text-primary" />
        <CardTitle asChild>
          <h2>Credits &amp; Billing</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && !figures ? (
          <ErrorState title="Could not load your credits" message={error} onRetry={onReload} retrying={loading} />
        ) : figures ? (
          <>
            <dl className="grid gap-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">Plan</dt>
                <dd className="flex items-center gap-2 font-medium">
                  {planLabel(figures.plan)}
                  {statusBadge && <Badge variant="secondary">{statusBadge}</Badge>}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt id={creditsLabelId} className="text-muted-foreground">
                  Credits remaining
                </dt>
                <dd data-slot="credits-figure" className="font-medium tabular-nums">
                  {integer.format(figures.creditsRemaining)} / {integer.format(figures.creditsTotal)}
                </dd>
              </div>
              {allowance && (
                <div className="flex items-center justify-between gap-3">
                  <dt id={freeLabelId} className="text-muted-foreground">
                    Free transcriptions today
                  </dt>
                  <dd data-slot="free-allowance-figure" className="font-medium tabular-nums">
                    {integer.format(freeLeft)} / {integer.format(allowance.limit)} left
                  </dd>
                </div>
              )}
            </dl>
            <Progress
              value={percent}
              aria-labelledby={allowance ? freeLabelId : creditsLabelId}
              tone={percent <= 10 ? 'destructive' : 'default'}
              getValueLabel={() =>
                allowance
                  ? `${integer.format(freeLeft)} of ${integer.format(allowance.limit)} free transcriptions left today`
                  : `${integer.format(remaining)} of ${integer.format(total)} credits remaining`
              }
            />
          </>
        ) : (
          <div className="grid gap-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-2 w-full rounded-full" />
            <span className="sr-only">Loading...</span>
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <AppLink href={billingHref} linkComponent={linkComponent}>
            Buy More Credits
          </AppLink>
        </Button>
      </CardFooter>
    </Card>
  );
}
