import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { TranscriptionStatusBadge } from './TranscriptionStatusBadge';

describe('TranscriptionStatusBadge', () => {
  it.each([
    ['completed', 'Completed', 'default'],
    ['pending', 'Pending', 'outline'],
    ['failed', 'Failed', 'destructive'],
    ['mystery', 'Pending', 'outline'],
  ])('%s shows %s as the %s badge', (status, label, variant) => {
    render(<TranscriptionStatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-variant', variant);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows processing in amber with the percent and a bar', async () => {
    const { container } = render(<TranscriptionStatusBadge status="processing" progress={45.4} />);
    const badge = screen.getByText('Processing 45%');
    expect(badge).toHaveAttribute('data-variant', 'warning');
    const bar = screen.getByRole('progressbar', { name: 'Processing 45%' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expectNoAxeViolations(container);
  });
});
