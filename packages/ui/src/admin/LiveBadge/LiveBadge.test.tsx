import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { LiveBadge } from './LiveBadge';

describe('LiveBadge', () => {
  it('says how many users are active and how many pages were viewed in the hour', async () => {
    const { container } = render(<LiveBadge activeUsers={1234} pageViewsPerHour={5} />);
    const badge = container.querySelector('[data-slot="live-badge"]');
    expect(badge).toHaveTextContent('Live');
    expect(badge).toHaveTextContent('1,234 active users');
    expect(badge).toHaveTextContent('5 page views/hour');
    await expectNoAxeViolations(container);
  });

  it('speaks of one user in the singular', () => {
    render(<LiveBadge activeUsers={1} pageViewsPerHour={0} />);
    expect(screen.getByText(/active user$/)).toBeInTheDocument();
  });

  it('says Loading... before the first figures and Paused when they are stale', () => {
    const { rerender, container } = render(<LiveBadge activeUsers={undefined} pageViewsPerHour={undefined} />);
    expect(container).toHaveTextContent('Loading...');
    rerender(<LiveBadge activeUsers={2} pageViewsPerHour={3} stale />);
    expect(container).toHaveTextContent('Paused');
    expect(container.querySelector('[data-stale]')).not.toBeNull();
  });
});
