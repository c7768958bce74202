import type { PlanOffer } from '@verbatim/core-sdk/contracts';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../Card/Card';
import { CheckCircleIcon, MailIcon, SparklesIcon } from '../Icons/Icons';
import { AppLink, type LinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';
import { formatMoney } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';

export interface PlanCardProps {
  /** The plan as the catalogue sells it. */
  plan: PlanOffer;
  /** The catalogue's currency (default USD); prices are in its cents. */
  currency?: string;
  /** The user's active plan: the card says so and offers no purchase of it. */
  current?: boolean;
  /** Draws attention to the card, e.g. the plan picked on the pricing page (`?plan=`). */
  highlighted?: boolean;
  /** Whether the plan's free trial is on offer to this user (default: whenever the plan has one). */
  trialOffered?: boolean;
  /** The main button's words (default 'Choose {name}'). */
  actionLabel?: string;
  /** The main button (checkout, or plan selection); without it the card has none. */
  onSelect?: (plan: PlanOffer) => void;
  /** The main action is under way: its button spins. */
  selecting?: boolean;
  /** Offers the free trial as a second button, when `trialOffered`. */
  onStartTrial?: (plan: PlanOffer) => void;
  /** The trial button's words (default 'Start {n}-day free trial'). */
  trialLabel?: string;
  /** The trial is being started: its button spins. */
  startingTrial?: boolean;
  /** Another payment action on the page is under way: the buttons wait. */
  disabled?: boolean;
  /** Where 'Get Notified' leads for a plan that cannot be bought yet (default /contact). */
  notifyHref?: string;
  linkComponent?: LinkComponent;
  className?: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A monthly plan: name, price per month, minutes, features, the free trial, and what the user can do with it. A plan
 * that cannot be bought yet (enterprise) shows 'Coming Soon' and 'Get Notified' instead of a price and a purchase.
 */
export function PlanCard({
  plan,
  currency = 'USD',
  current = false,
  highlighted = false,
  trialOffered = plan.trialDays !== null,
  actionLabel = `Choose ${plan.name}`,
  onSelect,
  selecting = false,
  onStartTrial,
  trialLabel,
  startingTrial = false,
  disabled = false,
  notifyHref = '/contact',
  linkComponent,
  className,
}: PlanCardProps) {
  const titleId = useId();
  const hasTrial = trialOffered && plan.available && plan.trialDays !== null;
  const busy = selecting || startingTrial;

  return (
    <Card
      data-slot="plan-card"
      data-plan={plan.id}
      data-current={current ? '' : undefined}
      data-highlighted={highlighted ? '' : undefined}
      aria-current={highlighted || undefined}
      className={cn(
        'h-full scroll-mt-24 gap-5 transition-shadow',
        highlighted && 'border-primary ring-2 ring-primary/40',
        !plan.available && 'bg-muted/30',
        className,
      )}
    >
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          <div className="flex flex-wrap gap-1.5">
            {current && <Badge variant="success">Current Plan</Badge>}
            {hasTrial && (
              <Badge variant="secondary">
                <SparklesIcon />
                {plan.trialDays}-day free trial
              </Badge>
            )}
          </div>
        </div>
        {plan.available ? (
          <p data-slot="plan-price" className="flex items-baseline gap-1">
            <span className="font-bold text-3xl tracking-tight">{formatMoney(plan.priceCents, { currency })}</span>
            <span aria-hidden="true" className="text-muted-foreground text-sm">
              /month
            </span>
            <span className="sr-only">per month</span>
          </p>
        ) : (
          <p data-slot="plan-price" className="font-semibold text-2xl text-muted-foreground tracking-tight">
            Coming Soon
          </p>
        )}
      </CardHeader>

      <CardContent className="grid flex-1 content-start gap-4 text-sm">
        {plan.available && plan.minutesPerMonth > 0 && (
          <div className="grid gap-1">
            <p className="font-medium">{integer.format(plan.minutesPerMonth)} minutes a month</p>
            {hasTrial && plan.trialMinutes !== null && (
              <p className="text-muted-foreground">
                Try it free: {integer.format(plan.trialMinutes)} minutes over {plan.trialDays} days, no payment needed.
              </p>
            )}
          </div>
        )}
        {plan.features.length > 0 && (
          <ul aria-label={`${plan.name} features`} className="grid gap-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <CheckCircleIcon className="mt-0.5 text-primary" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <CardFooter className="flex-col items-stretch gap-2">
        {!plan.available ? (
          <Button asChild variant="outline">
            <AppLink href={notifyHref} linkComponent={linkComponent} aria-describedby={titleId}>
              <MailIcon />
              Get Notified
            </AppLink>
          </Button>
        ) : current ? (
          <Button variant="outline" disabled>
            Current Plan
          </Button>
        ) : (
          <>
            {onSelect && (
              <Button
                variant={hasTrial && onStartTrial ? 'outline' : 'default'}
                loading={selecting}
                disabled={disabled || (busy && !selecting)}
                onClick={() => onSelect(plan)}
              >
                {actionLabel}
              </Button>
            )}
            {hasTrial && onStartTrial && (
              <Button loading={startingTrial} disabled={disabled || (busy && !startingTrial)} onClick={() => onStartTrial(plan)}>
                {trialLabel ?? `Start ${plan.trialDays}-day free trial`}
              </Button>
            )}
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/** A plan card's shape while the catalogue loads. */
export function PlanCardSkeleton({ className }: { className?: string }) {
  return (
    <Card data-slot="plan-card-skeleton" aria-hidden="true" className={cn('h-full gap-5', className)}>
      <CardHeader className="gap-3">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-8 w-28" />
      </CardHeader>
      <CardContent className="grid gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  );
}
