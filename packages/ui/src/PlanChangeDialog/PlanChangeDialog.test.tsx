import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanChange } from '@verbatim/core-sdk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { PlanChangeDialog } from './PlanChangeDialog';

const fromTrial: PlanChange = {
  plan: 'basic',
  name: 'Basic',
  priceCents: 900,
  currency: 'USD',
  minutesPerMonth: 300,
  renewsAt: '2026-12-27T10:00:00.000Z',
  replaces: { plan: 'pro', name: 'Pro', status: 'trial', endsAt: '2026-12-08T10:00:00.000Z' },
  balance: 270,
};

const lines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PlanChangeDialog', () => {
  it('says the trial ends now, what is charged, what the new plan adds and that the balance stays', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<PlanChangeDialog open onOpenChange={vi.fn()} change={fromTrial} onConfirm={onConfirm} timeZone="UTC" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Switch to Basic?' });
    expect(dialog).toHaveAccessibleDescription('Paying for Basic ends your Pro trial at once. This is what changes:');
    expect(lines(dialog)).toEqual([
      'Your Pro trial ends now, instead of on Dec 8, 2026.',
      'You pay $9 now, then $9 every month until you cancel.',
      'Basic adds 300 minutes to your balance now, and again when it renews on Dec 27, 2026.',
      'The 270 credits in your balance stay yours.',
    ]);
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says a paid period ends without a refund, and writes minutes with a thousands separator', () => {
    render(
      <PlanChangeDialog
        open
        onOpenChange={vi.fn()}
        onConfirm={vi.fn()}
        timeZone="UTC"
        change={{
          ...fromTrial,
          plan: 'pro',
          name: 'Pro',
          priceCents: 1500,
          minutesPerMonth: 1200,
          replaces: { plan: 'basic', name: 'Basic', status: 'active', endsAt: '2026-12-15T10:00:00.000Z' },
          balance: 1412,
        }}
      />,
    );
    expect(lines(screen.getByRole('alertdialog', { name: 'Switch to Pro?' }))).toEqual([
      'Your Basic plan ends now and stops renewing. The rest of its paid period, to Dec 15, 2026, is not refunded.',
      'You pay $15 now, then $15 every month until you cancel.',
      'Pro adds 1,200 minutes to your balance now, and again when it renews on Dec 27, 2026.',
      'The 1,412 credits in your balance stay yours.',
    ]);
  });

  it('cannot be confirmed before the facts are in, or when the server could not give them', () => {
    const { rerender } = render(<PlanChangeDialog open onOpenChange={vi.fn()} change={undefined} onConfirm={vi.fn()} />);
    expect(screen.getByText('Checking what the change does...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    rerender(<PlanChangeDialog open onOpenChange={vi.fn()} change={undefined} error="Please try again in a moment." onConfirm={vi.fn()} />);
    expect(screen.getByText('Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });
});
