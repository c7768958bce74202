import { formatCount, formatMinutes, type PlanChange } from '@verbatim/core-sdk/contracts';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { formatDate, formatMoney } from '../lib/format';

export interface PlanChangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What paying for the plan would do, from the server (usePlanChange); undefined while it is being asked. */
  change: PlanChange | undefined;
  /** Why the server could not say (the confirm button stays disabled). */
  error?: string | null;
  /** Goes on to the checkout. */
  onConfirm: () => void;
  /** The checkout is being opened. */
  pending?: boolean;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
}

/** What happens to the plan or trial in effect, in the words of the confirmation. */
function endingLine(replaces: NonNullable<PlanChange['replaces']>, timeZone: string | undefined): string {
  const date = replaces.endsAt ? formatDate(replaces.endsAt, { timeZone }) : null;
  switch (replaces.status) {
    case 'trial':
      return date ? `Your ${replaces.name} trial ends now, instead of on ${date}.` : `Your ${replaces.name} trial ends now.`;
    case 'active':
      return date
        ? `Your ${replaces.name} plan ends now and stops renewing. The rest of its paid period, to ${date}, is not refunded.`
        : `Your ${replaces.name} plan ends now and stops renewing. The rest of its paid period is not refunded.`;
    case 'cancelled':
      return date
        ? `Your cancelled ${replaces.name} plan ends now, instead of on ${date}. Nothing is refunded.`
        : `Your cancelled ${replaces.name} plan ends now. Nothing is refunded.`;
  }
}

/** Every line of the confirmation, in order: what ends, what is charged, what the new plan gives, what stays. */
export function planChangeLines(change: PlanChange, timeZone?: string): string[] {
  const price = formatMoney(change.priceCents, { currency: change.currency });
  const lines = change.replaces ? [endingLine(change.replaces, timeZone)] : [];
  lines.push(`You pay ${price} now, then ${price} every month until you cancel.`);
  lines.push(
    `${change.name} adds ${formatMinutes(change.minutesPerMonth)} to your balance now, and again when it renews on ${formatDate(change.renewsAt, { timeZone })}.`,
  );
  if (change.balance > 0) {
    lines.push(`The ${formatCount(change.balance)} ${change.balance === 1 ? 'credit' : 'credits'} in your balance stay yours.`);
  }
  return lines;
}

/**
 * Confirms a change of plan before the checkout opens, with the server's facts: the trial or plan in effect that
 * ends at once (nothing refunded), what is charged now and monthly, the minutes the new plan adds and when it
 * renews, and the balance that stays. Continue is disabled until those facts are in.
 */
export function PlanChangeDialog({ open, onOpenChange, change, error, onConfirm, pending = false, timeZone }: PlanChangeDialogProps) {
  const ending = change?.replaces;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      slot="plan-change-dialog"
      title={change ? `Switch to ${change.name}?` : 'Switch plans?'}
      description={
        ending
          ? `Paying for ${change.name} ends your ${ending.name} ${ending.status === 'trial' ? 'trial' : 'plan'} at once. This is what changes:`
          : 'This is what changes when the payment goes through:'
      }
      confirmLabel="Continue to payment"
      pendingLabel="Opening checkout..."
      canConfirm={change !== undefined}
      pending={pending}
      onConfirm={onConfirm}
      error={error ?? null}
    >
      {change ? (
        <ul data-slot="plan-change-lines" className="list-disc space-y-1 pl-5 text-sm">
          {planChangeLines(change, timeZone).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : error ? null : (
        <p className="text-muted-foreground text-sm" aria-busy="true">
          Checking what the change does...
        </p>
      )}
    </ConfirmDialog>
  );
}
