import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { RefreshToggle } from './RefreshToggle';

describe('RefreshToggle', () => {
  it('is a labelled switch that reports its new state, from the keyboard too', async () => {
    const onChange = vi.fn();
    const { container } = render(<RefreshToggle autoRefresh onAutoRefreshChange={onChange} onRefresh={vi.fn()} intervalSeconds={5} />);
    const toggle = screen.getByRole('switch', { name: 'Auto-refresh (5s)' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
    await expectNoAxeViolations(container);
  });

  it('turns on when off, and refreshes on demand', async () => {
    const onChange = vi.fn();
    const onRefresh = vi.fn();
    render(<RefreshToggle autoRefresh={false} onAutoRefreshChange={onChange} onRefresh={onRefresh} intervalSeconds={30} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-refresh (30s)' }));
    expect(onChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
