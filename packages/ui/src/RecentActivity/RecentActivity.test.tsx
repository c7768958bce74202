import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { RecentActivity } from './RecentActivity';

const now = new Date('2025-03-07T17:00:00Z');

describe('RecentActivity', () => {
  it('lists the events with how long ago they happened', async () => {
    const { container } = render(
      <RecentActivity
        now={now}
        timeZone="UTC"
        items={[
          { id: '1', kind: 'transcription_completed', title: 'Transcribed team-meeting.mp3', createdAt: '2025-03-07T16:55:00Z' },
          { id: '2', kind: 'credits_purchased', title: 'Bought 500 credits', createdAt: '2025-03-06T16:00:00Z' },
          { id: '3', kind: 'something_new', title: 'A new kind of event', createdAt: '2025-02-01T10:00:00Z' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Recent Activity' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Transcribed team-meeting.mp3');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[0] as HTMLElement).getByText('5 minutes ago')).toHaveAttribute('title', 'Mar 7, 2025, 4:55 PM');
    expect(items[1]).toHaveTextContent('yesterday');
    expect(items[2]).toHaveTextContent('Feb 1, 2025');
    expect(items[2]).toHaveAttribute('data-kind', 'something_new');
    expect(screen.queryByText('No recent activity yet.')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("says 'No recent activity yet.' when there is none", async () => {
    const { container } = render(<RecentActivity items={[]} />);
    expect(screen.getByText('No recent activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows skeletons while loading', () => {
    const { container } = render(<RecentActivity items={undefined} loading />);
    expect(container.querySelector('[data-slot="recent-activity"]')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(screen.queryByText('No recent activity yet.')).not.toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    const onReload = vi.fn();
    render(<RecentActivity items={undefined} error="Network error" onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your activity');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
  });
});
