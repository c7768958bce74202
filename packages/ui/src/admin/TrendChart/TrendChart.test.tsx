import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { describeTrend, TrendChart } from './TrendChart';

const points = [
  { label: 'Nov 25', value: 2 },
  { label: 'Nov 26', value: 7 },
  { label: 'Nov 27', value: 3 },
];

describe('TrendChart', () => {
  it('draws a bar per period, summarised in words', async () => {
    const { container } = render(<TrendChart title="Sign-ups per day" points={points} />);
    expect(screen.getByRole('figure', { name: 'Sign-ups per day' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName('Sign-ups per day, Nov 25 to Nov 27: highest 7 on Nov 26, latest 3.');
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('opens a table with every figure from the keyboard', async () => {
    render(<TrendChart title="Revenue" points={points} formatValue={(value) => `$${value.toFixed(2)}`} />);
    screen.getByText('Show as table').focus();
    await userEvent.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: 'Revenue' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodValue', 'Nov 25$2.00', 'Nov 26$7.00', 'Nov 27$3.00']);
  });

  it('draws a line, says when there is no data, and shows a placeholder while loading', async () => {
    const { container, rerender } = render(<TrendChart title="Storage" variant="line" points={points} />);
    expect(container.querySelector('polyline')).not.toBeNull();
    rerender(<TrendChart title="Storage" points={[]} emptyText="No history yet" />);
    expect(screen.getByText('No history yet')).toBeInTheDocument();
    rerender(<TrendChart title="Storage" points={undefined} />);
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(container);
  });

  it('describes an empty series too', () => {
    expect(describeTrend('Revenue', [])).toBe('Revenue: no data.');
  });
});
