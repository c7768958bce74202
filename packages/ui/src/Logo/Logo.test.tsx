import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

describe('Logo', () => {
  it('shows the word mark by default and hides the picture from screen readers', () => {
    const { container } = render(<Logo />);
    expect(screen.getByText('Verbatim')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can show the mark alone', () => {
    render(<Logo showWordmark={false} />);
    expect(screen.queryByText('Verbatim')).not.toBeInTheDocument();
  });
});
