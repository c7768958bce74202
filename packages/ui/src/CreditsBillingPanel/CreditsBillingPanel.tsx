import type { FreeAllowance, SubscriptionPlan, SubscriptionStatus } from '@verbatim/core-sdk/contracts';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../Card/Card';
import { ErrorState } from '../ErrorState/ErrorState';
import { CreditCardIcon } from '../Icons/Icons';
import { AppLink, type LinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';
import { creditsText, FREE_ALLOWANCE_RENEWAL, freeAllowanceText } from '../lib/credits';
import { planLabel, type SubscriptionState, subscriptionState } from '../lib/plan';
import { Progress } from '../Progress/Progress';
import { Skeleton } from '../Skeleton/Skeleton';

export interface CreditsBillingFigures {
  plan: SubscriptionPlan;
  subscriptionStatus?: SubscriptionStatus | null;
  /** The period's, trial's or access's end (null: none); a date that has passed makes the plan read as expired. */
  subscriptionExpiresAt?: string | null;
  /** Credits that can be spent now: minutes bought or granted (the user's `credits`). */
  credits: number;
  /** Today's free transcriptions (the user's `freeAllowance`); null while a plan is in effect. */
  freeAllowance?: FreeAllowance | null;
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

const STATUS_BADGE: Partial<Record<SubscriptionState, string>> = { trial: 'Trial', cancelled: 'Cancelled', expired: 'Expired' };

/**
 * The dashboard's 'Credits & Billing' panel: the plan, today's free transcriptions while no plan is in effect (with a
 * bar out of the day's limit), the credit balance, and a way to buy more. The balance is shown alone: it is minutes
 * bought or granted, with no total it could be a share of.
 */
export function CreditsBillingPanel({
  figures,
  loading = false,
  error,
  onReload,
  billingHref = '/billing',
  linkComponent,
  className,
}: CreditsBillingPanelProps) {
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
  const allowance = figures?.freeAllowance ?? null;
  const percent = allowance && allowance.limit > 0 ? (allowance.left / allowance.limit) * 100 : 0;
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
              {allowance && (
                <div className="flex items-center justify-between gap-3">
                  <dt id={freeLabelId} className="text-muted-foreground">
                    Free transcriptions today
                  </dt>
                  <dd data-slot="free-allowance-figure" className="whitespace-nowrap font-medium tabular-nums">
                    {allowance.left} of {allowance.limit} left
                  </dd>
                </div>
              )}
              <div className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">Credit balance</dt>
                <dd data-slot="credits-figure" className="whitespace-nowrap font-medium tabular-nums">
                  {creditsText(figures.credits)}
                </dd>
              </div>
            </dl>
            {allowance && (
              <div className="grid gap-2">
                <Progress
                  value={percent}
                  aria-labelledby={freeLabelId}
                  tone={allowance.left === 0 ? 'destructive' : 'default'}
                  getValueLabel={() => freeAllowanceText(allowance)}
                />
                <p data-slot="free-allowance-renewal" className="text-muted-foreground text-xs">
                  {FREE_ALLOWANCE_RENEWAL} Credits pay for more, 1 per minute of audio.
                </p>
              </div>
            )}
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
