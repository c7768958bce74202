import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { userFixture } from '../testing/user-fixture';
import { AccountSubscriptionCard } from './AccountSubscriptionCard';

const now = () => new Date('2026-03-10T10:00:00Z');
const pro = userFixture({
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: '2026-04-01T00:00:00.000Z',
  credits: 840,
  freeAllowance: null,
});

describe('AccountSubscriptionCard', () => {
  it('on the free plan, shows the daily allowance, what is left today and Upgrade to Premium', async () => {
    const { container } = render(
      <AccountSubscriptionCard
        user={userFixture({ trialTranscriptionsUsed: 2, credits: 15 })}
        freeMaxMinutesPerFile={30}
        now={now}
        onShowInvoices={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByText('3 transcripts daily, each up to 30 minutes of audio.')).toBeInTheDocument();
    // Today's free transcriptions are not credits: each is told as what it is.
    expect(container.querySelector('[data-slot="subscription-allowance"]')).toHaveTextContent(
      'Free transcriptions left today: 1 of 3 · They renew at midnight UTC.',
    );
    expect(container.querySelector('[data-slot="subscription-credits"]')).toHaveTextContent(/^Credit balance: 15 credits · /);
    expect(screen.queryByText(/Credits remaining today/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: /Download Invoices/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('on a paid plan, shows the plan, its credits and renewal, Manage Subscription and Download Invoices', async () => {
    const onShowInvoices = vi.fn();
    const { container } = render(<AccountSubscriptionCard user={pro} now={now} timeZone="UTC" onShowInvoices={onShowInvoices} />);
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="subscription-credits"]')).toHaveTextContent(
      'Credit balance: 840 credits · renews Apr 1, 2026',
    );
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/billing');
    await userEvent.click(screen.getByRole('button', { name: 'Download Invoices' }));
    expect(onShowInvoices).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('treats a plan whose period is over as free again, and says it ended', () => {
    render(
      <AccountSubscriptionCard
        user={userFixture({
          subscriptionPlan: 'basic',
          subscriptionStatus: 'cancelled',
          subscriptionExpiresAt: '2026-03-01T00:00:00.000Z',
        })}
        now={now}
      />,
    );
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByText('Basic ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it('signed out, points to the plans', () => {
    render(<AccountSubscriptionCard user={null} now={now} />);
    expect(screen.getByText('Sign in to see your plan and what is left of it today.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });
});
