import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '@verbatim/ui/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './SiteFooter';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  it('links to the pages the spec lists', async () => {
    const { container } = renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/pricing',
      '/faq',
      '/blog',
      '/support',
      '/settings',
      '/terms',
      '/privacy',
      '/cancellation-refunds',
      '/contact',
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-02-03T10:00:00Z'));
    renderFooter();
    expect(screen.getByText(/© 2030 Verbatim/)).toBeInTheDocument();
  });

  it('never shows a year before 2025, even with a wrong clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2021-07-01T10:00:00Z'));
    renderFooter();
    expect(screen.getByText(/© 2025 Verbatim/)).toBeInTheDocument();
  });
});
