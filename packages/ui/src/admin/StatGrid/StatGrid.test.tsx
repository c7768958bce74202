import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { StatGrid } from './StatGrid';

describe('StatGrid', () => {
  it('shows each figure under its label', async () => {
    const { container } = render(
      <StatGrid
        label="Statistics"
        items={[
          { key: 'users', label: 'Total Users', value: '1,284', hint: '1,102 free' },
          { key: 'revenue', label: 'Total Revenue', value: '$4,310.50' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Statistics' });
    const users = screen.getByRole('heading', { name: 'Total Users' }).closest('[data-slot="stat-card"]') as HTMLElement;
    expect(within(users).getByText('1,284')).toBeInTheDocument();
    expect(within(users).getByText('1,102 free')).toBeInTheDocument();
    expect(region).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('shows placeholders while loading', async () => {
    const { container } = render(<StatGrid label="Statistics" items={undefined} loading placeholders={4} />);
    expect(screen.getByRole('region', { name: 'Statistics' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="stat-card"]')).toHaveLength(4);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows an error with Try again', async () => {
    const onRetry = vi.fn();
    render(<StatGrid label="Statistics" items={undefined} error="503: down" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load statistics');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
