import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { SubscriptionCard, type SubscriptionDetails } from './SubscriptionCard';

const now = () => new Date('2025-03-10T12:00:00Z');
const free: SubscriptionDetails = { subscriptionPlan: 'free', subscriptionStatus: null, subscriptionExpiresAt: null, credits: 0 };
const basic = (overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  subscriptionPlan: 'basic',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: '2025-04-01T00:00:00Z',
  credits: 245,
  ...overrides,
});
const text = (slot: string) => document.querySelector(`[data-slot="${slot}"]`)?.textContent;

describe('SubscriptionCard', () => {
  it('shows the free plan with its allowance and the balance, and offers no cancellation', async () => {
    const { container } = render(
      <SubscriptionCard
        subscription={{ ...free, credits: 500 }}
        freeAllowance={{ dailyTranscriptions: 3, maxMinutesPerFile: 30 }}
        planMinutesRollOver
        onCancel={vi.fn()}
        now={now}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Current Subscription' })).toBeInTheDocument();
    expect(text('subscription-plan')).toBe('Free');
    expect(text('subscription-status')).toBeUndefined();
    expect(text('subscription-summary')).toBe('3 free transcriptions a day, each up to 30 minutes. Choose a plan or buy credits for more.');
    expect(text('subscription-balance')).toBe('500 credits');
    expect(text('roll-over-note')).toBe('Unused plan minutes roll over to the next month. Purchased credits never expire.');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('tells today’s free transcriptions apart from the credit balance, so three used is not “no transactions” beside “3 credits used”', () => {
    const usedUp = { limit: 3, used: 3, left: 0, renewsAt: '2025-03-11T00:00:00.000Z', maxMinutesPerFile: 30 };
    render(<SubscriptionCard subscription={{ ...free, freeAllowance: usedUp }} now={now} />);
    expect(text('subscription-allowance')).toBe('0 of 3 free transcriptions left today. They renew at midnight UTC.');
    expect(text('subscription-balance')).toBe('0 credits');
  });

  it('shows an active plan with its renewal date and offers to cancel it', async () => {
    const onCancel = vi.fn();
    const { container } = render(
      <SubscriptionCard subscription={basic()} minutesPerMonth={300} onCancel={onCancel} now={now} timeZone="UTC" />,
    );
    expect(text('subscription-plan')).toBe('Basic');
    expect(text('subscription-status')).toBe('Active');
    expect(text('subscription-summary')).toBe('Renews on Apr 1, 2025.');
    expect(screen.getByText('300 minutes a month.')).toBeInTheDocument();
    expect(text('subscription-balance')).toBe('245 credits');
    expect(text('roll-over-note')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('keeps the cancel button busy while the cancellation runs', () => {
    render(<SubscriptionCard subscription={basic()} onCancel={vi.fn()} cancelling now={now} />);
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows a trial with its end date and the trial's own minutes, not the plan's monthly ones, without a cancel button", () => {
    render(
      <SubscriptionCard
        subscription={basic({
          subscriptionPlan: 'pro',
          subscriptionStatus: 'trial',
          subscriptionExpiresAt: '2025-03-18T00:00:00Z',
          credits: 1,
        })}
        minutesPerMonth={1200}
        trialMinutes={270}
        onCancel={vi.fn()}
        now={now}
        timeZone="UTC"
      />,
    );
    expect(text('subscription-plan')).toBe('Pro');
    expect(text('subscription-status')).toBe('Trial');
    expect(text('subscription-summary')).toBe('Your free trial ends on Mar 18, 2025.');
    expect(text('subscription-minutes')).toBe('The trial gives 270 minutes in all.');
    expect(screen.queryByText(/a month/)).not.toBeInTheDocument();
    expect(text('subscription-balance')).toBe('1 credit');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows a cancelled plan with the date access ends', () => {
    render(<SubscriptionCard subscription={basic({ subscriptionStatus: 'cancelled' })} onCancel={vi.fn()} now={now} timeZone="UTC" />);
    expect(text('subscription-status')).toBe('Cancelled');
    expect(text('subscription-summary')).toBe('Cancelled: it will not renew. You keep access until Apr 1, 2025.');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server says so',
      basic({ subscriptionStatus: 'expired', subscriptionExpiresAt: '2025-03-01T00:00:00Z' }),
      'Ended on Mar 1, 2025.',
    ],
    ['the period has passed', basic({ subscriptionExpiresAt: '2025-03-09T00:00:00Z' }), 'Ended on Mar 9, 2025.'],
    [
      'a cancellation has run out',
      basic({ subscriptionStatus: 'cancelled', subscriptionExpiresAt: '2025-03-01T00:00:00Z' }),
      'Ended on Mar 1, 2025.',
    ],
    ['it names no past date', basic({ subscriptionStatus: 'expired', subscriptionExpiresAt: null }), 'Your plan has ended.'],
  ])('shows an expired plan when %s, without a cancel button', (_when, subscription, ended) => {
    render(<SubscriptionCard subscription={subscription} minutesPerMonth={300} onCancel={vi.fn()} now={now} timeZone="UTC" />);
    expect(text('subscription-status')).toBe('Expired');
    expect(text('subscription-summary')).toContain(ended);
    expect(text('subscription-summary')).toContain('Choose a plan or buy credits to continue.');
    expect(screen.queryByText('300 minutes a month.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('says when plan minutes do not roll over', () => {
    render(<SubscriptionCard subscription={basic()} planMinutesRollOver={false} now={now} />);
    expect(text('roll-over-note')).toBe('Plan minutes start afresh each month. Purchased credits never expire.');
  });

  it('shows skeletons while loading and an error with Try again', async () => {
    const onReload = vi.fn();
    const { container, rerender } = render(<SubscriptionCard subscription={undefined} loading />);
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(container.querySelector('[data-slot="subscription-card"]')).toHaveAttribute('aria-busy', 'true');
    rerender(<SubscriptionCard subscription={undefined} error="Network error" onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your subscription');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
  });
});
