import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { StatsCards } from './StatsCards';

function card(label: string) {
  const heading = screen.getByRole('heading', { name: label });
  const element = heading.closest('[data-slot="stat-card"]');
  if (!(element instanceof HTMLElement)) throw new Error(`no card for ${label}`);
  return element;
}

describe('StatsCards', () => {
  it('shows the three figures from the stats', async () => {
    const { container } = render(<StatsCards stats={{ totalTranscriptions: 1234, hoursTranscribed: 12.75, creditsUsed: 768 }} />);
    expect(screen.getByRole('region', { name: 'Statistics' })).toBeInTheDocument();
    expect(within(card('Total Transcriptions')).getByText('1,234')).toBeInTheDocument();
    expect(within(card('Hours Transcribed')).getByText('12.8')).toBeInTheDocument();
    expect(within(card('Credits Used')).getByText('768')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows zeros for a new user', () => {
    render(<StatsCards stats={{ totalTranscriptions: 0, hoursTranscribed: 0, creditsUsed: 0 }} />);
    expect(within(card('Hours Transcribed')).getByText('0')).toBeInTheDocument();
  });

  it('does not round a few minutes of audio down to nothing', () => {
    render(<StatsCards stats={{ totalTranscriptions: 2, hoursTranscribed: 0.02, creditsUsed: 2 }} />);
    expect(within(card('Hours Transcribed')).getByText('< 0.1')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    const { container } = render(<StatsCards stats={undefined} loading />);
    expect(screen.getByRole('region', { name: 'Statistics' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
    expect(container.querySelector('[data-slot="stat-value"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows an error with Try again', async () => {
    const onReload = vi.fn();
    render(<StatsCards stats={undefined} error="500: Internal Server Error" onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your statistics');
    expect(screen.getByRole('alert')).toHaveTextContent('500: Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('keeps the last figures when a reload fails', () => {
    render(<StatsCards stats={{ totalTranscriptions: 3, hoursTranscribed: 1, creditsUsed: 60 }} error="Network error" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card('Credits Used')).getByText('60')).toBeInTheDocument();
  });
});
