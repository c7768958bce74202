import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LinkComponentProps, LinkProvider } from '../Link/Link';
import { expectNoAxeViolations } from '../testing/axe';
import { basicPlanFixture, enterprisePlanFixture, proPlanFixture } from '../testing/billing-fixture';
import { PlanCard } from './PlanCard';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="yes" {...props} />;
}

const card = () => screen.getByRole('heading', { level: 3 }).closest('[data-slot="plan-card"]') as HTMLElement;

describe('PlanCard', () => {
  it('shows the name, the price per month, the minutes and the features', async () => {
    const onSelect = vi.fn();
    const { container } = render(<PlanCard plan={basicPlanFixture()} onSelect={onSelect} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Basic' })).toBeInTheDocument();
    expect(card().querySelector('[data-slot="plan-price"]')).toHaveTextContent('$9/monthper month');
    expect(screen.getByText('300 minutes a month')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Basic features' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic' }));
    expect(onSelect).toHaveBeenCalledWith(basicPlanFixture());
    await expectNoAxeViolations(container);
  });

  it('offers the trial beside the purchase while it is on offer', async () => {
    const onSelect = vi.fn();
    const onStartTrial = vi.fn();
    const { rerender, container } = render(<PlanCard plan={proPlanFixture()} onSelect={onSelect} onStartTrial={onStartTrial} />);
    expect(screen.getByText('14-day free trial')).toBeInTheDocument();
    expect(screen.getByText('Try it free: 270 minutes over 14 days, no payment needed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start 14-day free trial' }));
    expect(onStartTrial).toHaveBeenCalledWith(proPlanFixture());
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    await expectNoAxeViolations(container);

    rerender(<PlanCard plan={proPlanFixture()} onSelect={onSelect} onStartTrial={onStartTrial} trialOffered={false} />);
    expect(screen.queryByText('14-day free trial')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
  });

  it('names the main action as the caller says', () => {
    render(<PlanCard plan={proPlanFixture()} actionLabel="Start Free Trial" onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('is busy while its action runs and waits while another one does', () => {
    const { rerender } = render(<PlanCard plan={proPlanFixture()} onSelect={vi.fn()} onStartTrial={vi.fn()} startingTrial />);
    const trial = screen.getByRole('button', { name: 'Start 14-day free trial' });
    expect(trial).toHaveAttribute('aria-busy', 'true');
    expect(trial).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeDisabled();
    rerender(<PlanCard plan={proPlanFixture()} onSelect={vi.fn()} onStartTrial={vi.fn()} selecting />);
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toHaveAttribute('aria-busy', 'true');
    rerender(<PlanCard plan={proPlanFixture()} onSelect={vi.fn()} onStartTrial={vi.fn()} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('says which plan is the current one and sells it no more', async () => {
    const onSelect = vi.fn();
    const { container } = render(<PlanCard plan={basicPlanFixture()} current onSelect={onSelect} />);
    expect(screen.getByText('Current Plan', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Choose Basic' })).not.toBeInTheDocument();
    expect(card()).toHaveAttribute('data-current');
    await expectNoAxeViolations(container);
  });

  it('shows a plan that cannot be bought yet as coming soon, with Get Notified', async () => {
    const { container } = render(
      <LinkProvider component={RouterLink}>
        <PlanCard plan={enterprisePlanFixture()} onSelect={vi.fn()} />
      </LinkProvider>,
    );
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.queryByText(/\$49/)).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Get Notified' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('stands out when highlighted', () => {
    render(<PlanCard plan={basicPlanFixture()} highlighted />);
    expect(card()).toHaveAttribute('data-highlighted');
    expect(card()).toHaveAttribute('aria-current', 'true');
  });

  it('prices in the catalogue’s currency', () => {
    render(<PlanCard plan={basicPlanFixture({ priceCents: 79_900 })} currency="INR" />);
    expect(card().querySelector('[data-slot="plan-price"]')).toHaveTextContent('₹799');
  });
});
