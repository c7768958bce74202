import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from './PublicHeader';

function renderHeaderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PublicHeader /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('PublicHeader', () => {
  it('signs in and comes back to the page the visitor is reading', () => {
    renderHeaderAt('/blog/some-post?ref=rss');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?next=%2Fblog%2Fsome-post%3Fref%3Drss');
  });

  it('signs in plainly from the home page, where sign-in leads anyway', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });
});
