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
  it('shows the free plan as Pay-as-you-go with the real figures', async () => {
    const { container } = render(
      <CreditsBillingPanel figures={{ plan: 'free', subscriptionStatus: null, creditsRemaining: 25, creditsTotal: 100 }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Credits & Billing' })).toBeInTheDocument();
    expect(screen.getByText('Pay-as-you-go')).toBeInTheDocument();
    expect(screen.getByText('25 / 100')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Credits remaining' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25 of 100 credits remaining');
    expect(screen.getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/billing');
    await expectNoAxeViolations(container);
  });

  it('names a paid plan and its trial or cancellation', () => {
    const { rerender } = render(
      <CreditsBillingPanel figures={{ plan: 'pro', subscriptionStatus: 'trial', creditsRemaining: 1045, creditsTotal: 1200 }} />,
    );
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.getByText('1,045 / 1,200')).toBeInTheDocument();
    rerender(<CreditsBillingPanel figures={{ plan: 'basic', subscriptionStatus: 'cancelled', creditsRemaining: 3, creditsTotal: 300 }} />);
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-slot', 'progress');
  });

  it('says when a plan has expired, by status or by date, and keeps a trial until its end', () => {
    const { rerender } = render(
      <CreditsBillingPanel figures={{ plan: 'pro', subscriptionStatus: 'expired', creditsRemaining: 12, creditsTotal: 1200 }} />,
    );
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    rerender(
      <CreditsBillingPanel
        figures={{
          plan: 'basic',
          subscriptionStatus: 'active',
          subscriptionExpiresAt: '2020-01-01T00:00:00Z',
          creditsRemaining: 3,
          creditsTotal: 300,
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
          creditsRemaining: 270,
          creditsTotal: 270,
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
          creditsRemaining: 3,
          creditsTotal: 300,
        }}
      />,
    );
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.queryByText(/Expired|Trial|Cancelled/)).not.toBeInTheDocument();
  });

  it('shows a free user the day’s transcriptions left, and draws the bar from them', async () => {
    const { container } = render(
      <CreditsBillingPanel
        figures={{ plan: 'free', subscriptionStatus: null, creditsRemaining: 0, creditsTotal: 2, freeAllowance: { used: 2, limit: 3 } }}
      />,
    );
    expect(screen.getByText('0 / 2')).toBeInTheDocument();
    expect(screen.getByText('Free transcriptions today')).toBeInTheDocument();
    expect(screen.getByText('1 / 3 left')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Free transcriptions today' });
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 free transcriptions left today');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(33.33, 1);
    await expectNoAxeViolations(container);
  });

  it('draws an empty bar when there is no total', () => {
    render(<CreditsBillingPanel figures={{ plan: 'free', creditsRemaining: 0, creditsTotal: 0 }} />);
    expect(screen.getByText('0 / 0')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
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
        <CreditsBillingPanel figures={{ plan: 'free', creditsRemaining: 1, creditsTotal: 2 }} billingHref="/billing#packs" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Buy More Credits' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/billing#packs');
  });
});
