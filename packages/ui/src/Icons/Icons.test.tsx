import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './Icons';

describe('Icons', () => {
  const all = Object.entries(icons);

  it.each(all)('%s is decorative, 1rem by default, and takes a class', (_name, Icon) => {
    const { container, rerender } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-slot', 'icon');
    expect(svg?.getAttribute('class')).toContain('size-4');
    expect(svg?.childElementCount).toBeGreaterThan(0);
    rerender(<Icon className="size-8" aria-hidden={false} />);
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('size-8');
    expect(container.querySelector('svg')?.getAttribute('class')).not.toContain('size-4');
    // A caller cannot expose an unlabelled icon by accident.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
