import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('This screen is broken.');
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // React and the boundary report the error on the console; the test expects it.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('RouteErrorBoundary', () => {
  it('shows the screen when nothing fails', () => {
    render(
      <RouteErrorBoundary resetKey="a">
        <p>Fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });

  it('shows the error screen when a screen throws, and tries again on the next page', () => {
    const { rerender } = render(
      <RouteErrorBoundary resetKey="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    rerender(
      <RouteErrorBoundary resetKey="b">
        <p>Next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});
