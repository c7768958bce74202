import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LinkComponentProps, LinkProvider } from '../Link/Link';
import { expectNoAxeViolations } from '../testing/axe';
import { CreditPackCard } from './CreditPackCard';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="yes" {...props} />;
}

describe('CreditPackCard', () => {
  it('shows the credits, the price and the price per credit, and buys the pack', async () => {
    const onBuy = vi.fn();
    const { container } = render(<CreditPackCard pack={{ credits: 500, priceCents: 799 }} onBuy={onBuy} />);
    expect(screen.getByRole('heading', { level: 3, name: '500 credits' })).toBeInTheDocument();
    expect(screen.getByText('500 minutes of audio')).toBeInTheDocument();
    expect(screen.getByText('$7.99')).toBeInTheDocument();
    expect(screen.getByText('$0.016 per credit · never expire')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy 500 credits' }));
    expect(onBuy).toHaveBeenCalledWith({ credits: 500, priceCents: 799 });
    await expectNoAxeViolations(container);
  });

  it('formats large packs and other currencies', () => {
    render(<CreditPackCard pack={{ credits: 10_000, priceCents: 99_900 }} currency="INR" onBuy={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '10,000 credits' })).toBeInTheDocument();
    expect(screen.getByText('₹999')).toBeInTheDocument();
  });

  it('is busy while buying and waits while another purchase runs', () => {
    const { rerender } = render(<CreditPackCard pack={{ credits: 100, priceCents: 199 }} onBuy={vi.fn()} busy />);
    const button = screen.getByRole('button', { name: 'Buy 100 credits' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    rerender(<CreditPackCard pack={{ credits: 100, priceCents: 199 }} onBuy={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Buy 100 credits' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy 100 credits' })).not.toHaveAttribute('aria-busy');
  });

  it('links instead, through the app’s router link', async () => {
    const { container } = render(
      <LinkProvider component={RouterLink}>
        <CreditPackCard pack={{ credits: 1000, priceCents: 1499 }} href="/auth" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Buy 1,000 credits' });
    expect(link).toHaveAttribute('href', '/auth');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
