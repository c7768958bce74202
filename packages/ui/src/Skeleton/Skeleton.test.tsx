import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a decorative pulsing block that takes a size', () => {
    const { container } = render(<Skeleton className="h-4 w-10" />);
    const block = container.firstElementChild;
    expect(block).toHaveAttribute('data-slot', 'skeleton');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block?.className).toContain('animate-pulse');
    expect(block?.className).toContain('w-10');
  });
});
