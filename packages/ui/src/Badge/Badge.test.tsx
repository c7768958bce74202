import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders a span with its variant', async () => {
    const { container } = render(<Badge variant="warning">processing</Badge>);
    const badge = screen.getByText('processing');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge).toHaveAttribute('data-variant', 'warning');
    expect(badge.className).toContain('bg-amber-100');
    await expectNoAxeViolations(container);
  });

  it('defaults to the default variant and can render a link', () => {
    render(
      <Badge asChild>
        <a href="/billing">30 credits</a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: '30 credits' });
    expect(link).toHaveAttribute('data-variant', 'default');
    expect(link.className).toContain('bg-primary');
  });
});
