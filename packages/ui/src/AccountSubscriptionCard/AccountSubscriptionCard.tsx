import type { User } from '@verbatim/core-sdk/contracts';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CardContent, CardFooter } from '../Card/Card';
import { CreditCardIcon, ReceiptIcon } from '../Icons/Icons';
import { AppLink } from '../Link/Link';
import { creditsText, FREE_ALLOWANCE_RENEWAL } from '../lib/credits';
import { formatDate } from '../lib/format';
import { hasPaidPlan, planLabel, subscriptionState } from '../lib/plan';
import { SettingsCard } from '../SettingsFormCard/SettingsCard';

export interface AccountSubscriptionCardProps {
  /** The signed-in user; null when nobody is signed in. */
  user: User | null;
  /** Where Upgrade to Premium and Manage Subscription lead. */
  billingHref?: string;
  /** Where a visitor who is not signed in can read the plans. */
  pricingHref?: string;
  /** The free plan's longest file (from the billing catalogue); omitted: not mentioned. */
  freeMaxMinutesPerFile?: number | null;
  /** Opens the list of invoices ('Download Invoices', shown on a paid plan). */
  onShowInvoices?: () => void;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
  /** The clock that decides whether a paid plan is in effect (tests and stories). */
  now?: () => Date;
  className?: string;
}

const linkButton = 'inline-flex';

/**
 * The settings' Subscription card, by plan. A paid plan in effect: its name and state, what is left, Manage
 * Subscription and Download Invoices. The free plan (or an ended one): the daily allowance and what is left of it
 * today, and the credit balance apart from it, with Upgrade to Premium. Plans are bought and changed on the billing page.
 */
export function AccountSubscriptionCard({
  user,
  billingHref = '/billing',
  pricingHref = '/pricing',
  onShowInvoices,
  freeMaxMinutesPerFile,
  timeZone,
  now = () => new Date(),
  className,
}: AccountSubscriptionCardProps) {
  const clock = now();
  const paid = user ? hasPaidPlan(user, clock) : false;
  const state = user ? subscriptionState(user, clock) : 'free';
  const allowance = user?.freeAllowance ?? null;
  const limit = allowance?.limit ?? user?.trialTranscriptionLimit ?? 3;
  const until = user?.subscriptionExpiresAt ? formatDate(user.subscriptionExpiresAt, { timeZone }) : null;

  return (
    <SettingsCard
      data-slot="account-subscription-card"
      data-state={user ? state : 'signed-out'}
      className={className}
      icon={CreditCardIcon}
      title="Subscription"
    >
      <CardContent className="grid gap-2">
        {user && paid ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <span data-slot="subscription-plan" className="font-semibold text-xl">
                {planLabel(user.subscriptionPlan)} Plan
              </span>
              <Badge variant={state === 'cancelled' ? 'warning' : state === 'trial' ? 'secondary' : 'success'}>
                {state === 'cancelled' ? 'Cancelled' : state === 'trial' ? 'Trial' : 'Active'}
              </Badge>
            </p>
            <p className="text-muted-foreground text-sm">
              No daily limit: each transcript is paid from your credits, 1 credit per minute of audio.
            </p>
            <p data-slot="subscription-credits" className="text-sm">
              Credit balance: <span className="font-medium tabular-nums">{creditsText(user.credits)}</span>
              {until && (
                <span className="text-muted-foreground">
                  {' '}
                  · {state === 'cancelled' ? `access until ${until}` : state === 'trial' ? `trial ends ${until}` : `renews ${until}`}
                </span>
              )}
            </p>
          </>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <span data-slot="subscription-plan" className="font-semibold text-xl">
                Free Plan
              </span>
              {state === 'expired' && <Badge variant="destructive">{planLabel(user?.subscriptionPlan ?? 'free')} ended</Badge>}
            </p>
            <p className="text-muted-foreground text-sm">
              {limit} transcripts daily{freeMaxMinutesPerFile ? `, each up to ${freeMaxMinutesPerFile} minutes of audio` : ''}.
            </p>
            {user ? (
              <>
                {allowance && (
                  <p data-slot="subscription-allowance" className="text-sm">
                    Free transcriptions left today:{' '}
                    <span className="font-medium tabular-nums">
                      {allowance.left} of {allowance.limit}
                    </span>
                    <span className="text-muted-foreground"> · {FREE_ALLOWANCE_RENEWAL}</span>
                  </p>
                )}
                <p data-slot="subscription-credits" className="text-sm">
                  Credit balance: <span className="font-medium tabular-nums">{creditsText(user.credits)}</span>
                  <span className="text-muted-foreground"> · 1 credit pays for 1 minute of audio beyond the free transcriptions</span>
                </p>
              </>
            ) : (
              <p className="text-muted-foreground text-sm">Sign in to see your plan and what is left of it today.</p>
            )}
          </>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-3 border-t pt-5">
        {!user ? (
          <Button asChild variant="outline" className={linkButton}>
            <AppLink href={pricingHref}>View Plans</AppLink>
          </Button>
        ) : paid ? (
          <>
            <Button asChild variant="outline" className={linkButton}>
              <AppLink href={billingHref}>Manage Subscription</AppLink>
            </Button>
            {onShowInvoices && (
              <Button variant="ghost" onClick={onShowInvoices}>
                <ReceiptIcon />
                Download Invoices
              </Button>
            )}
          </>
        ) : (
          <Button asChild className={linkButton}>
            <AppLink href={billingHref}>Upgrade to Premium</AppLink>
          </Button>
        )}
      </CardFooter>
    </SettingsCard>
  );
}
