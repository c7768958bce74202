import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../Link/Link';
import { LinkProvider } from '../Link/Link';
import { expectNoAxeViolations } from '../testing/axe';
import { CreditsBillingPanel } from './CreditsBillingPanel';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="yes" {...props} />;
}

describe('CreditsBillingPanel', () => {
  it('names the free plan Free, as billing and settings do, with the real figures', async () => {
    const { container } = render(<CreditsBillingPanel figures={{ plan: 'free', subscriptionStatus: null, credits: 25 }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Credits & Billing' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('25 credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/billing');
    await expectNoAxeViolations(container);
  });

  it('names a paid plan and its trial or cancellation', () => {
    const { rerender } = render(<CreditsBillingPanel figures={{ plan: 'pro', subscriptionStatus: 'trial', credits: 1045 }} />);
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Trial')).toBeInTheDocument();
    // A balance, not a share of a total that means nothing.
    expect(screen.getByText('1,045 credits')).toBeInTheDocument();
    expect(screen.queryByText(/\//)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<CreditsBillingPanel figures={{ plan: 'basic', subscriptionStatus: 'cancelled', credits: 3 }} />);
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('says when a plan has expired, by status or by date, and keeps a trial until its end', () => {
    const { rerender } = render(<CreditsBillingPanel figures={{ plan: 'pro', subscriptionStatus: 'expired', credits: 12 }} />);
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    rerender(
      <CreditsBillingPanel
        figures={{
          plan: 'basic',
          subscriptionStatus: 'active',
          subscriptionExpiresAt: '2020-01-01T00:00:00Z',
          credits: 3,
        }}
      />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    rerender(
      <CreditsBillingPanel
        figures={{
          plan: 'pro',
          subscriptionStatus: 'trial',
          subscriptionExpiresAt: '2999-01-01T00:00:00Z',
          credits: 270,
        }}
      />,
    );
    expect(screen.getByText('Trial')).toBeInTheDocument();
    rerender(
      <CreditsBillingPanel
        figures={{
          plan: 'basic',
          subscriptionStatus: 'active',
          subscriptionExpiresAt: '2999-01-01T00:00:00Z',
          credits: 3,
        }}
      />,
    );
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.queryByText(/Expired|Trial|Cancelled/)).not.toBeInTheDocument();
  });

  it('tells a free user today’s free transcriptions apart from credits, and draws the bar from the day’s limit', async () => {
    const allowance = { limit: 3, used: 2, left: 1, renewsAt: '2026-11-24T00:00:00.000Z', maxMinutesPerFile: 30 };
    const { container } = render(
      <CreditsBillingPanel figures={{ plan: 'free', subscriptionStatus: null, credits: 0, freeAllowance: allowance }} />,
    );
    expect(screen.getByText('Free transcriptions today')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 left')).toBeInTheDocument();
    expect(screen.getByText('Credit balance')).toBeInTheDocument();
    expect(screen.getByText('0 credits')).toBeInTheDocument();
    expect(screen.getByText(/They renew at midnight UTC\./)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Free transcriptions today' });
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 free transcriptions left today');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(33.33, 1);
    await expectNoAxeViolations(container);
  });

  it('never tells three free transcriptions used as credits', () => {
    const usedUp = { limit: 3, used: 3, left: 0, renewsAt: '2026-11-24T00:00:00.000Z', maxMinutesPerFile: 30 };
    render(<CreditsBillingPanel figures={{ plan: 'free', subscriptionStatus: null, credits: 0, freeAllowance: usedUp }} />);
    expect(screen.getByText('0 of 3 left')).toBeInTheDocument();
    expect(screen.getByText('0 credits')).toBeInTheDocument();
    expect(screen.queryByText('0 / 3')).not.toBeInTheDocument();
    expect(screen.queryByText(/Credits remaining/)).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and an error with Try again', async () => {
    const onReload = vi.fn();
    const { container, rerender } = render(<CreditsBillingPanel figures={undefined} loading />);
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<CreditsBillingPanel figures={undefined} error="Network error" onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your credits');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Buy More Credits' })).toBeInTheDocument();
  });

  it('links through the app’s router link', () => {
    render(
      <LinkProvider component={RouterLink}>
        <CreditsBillingPanel figures={{ plan: 'free', credits: 1 }} billingHref="/billing#packs" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Buy More Credits' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/billing#packs');
  });
});
