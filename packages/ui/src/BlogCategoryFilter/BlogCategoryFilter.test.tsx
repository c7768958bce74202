import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { BlogCategoryFilter } from './BlogCategoryFilter';

const categories = ['AI Technology', 'Productivity', 'Marketing'];
const hrefFor = (category: string | null) => (category ? `/blog?category=${encodeURIComponent(category)}` : '/blog');

describe('BlogCategoryFilter', () => {
  it('links All and each category to its address, All chosen by default', async () => {
    const { container } = render(<BlogCategoryFilter categories={categories} selected={null} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/blog'],
      ['AI Technology', '/blog?category=AI%20Technology'],
      ['Productivity', '/blog?category=Productivity'],
      ['Marketing', '/blog?category=Marketing'],
    ]);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('marks the chosen category, and only it', () => {
    render(<BlogCategoryFilter categories={categories} selected="Productivity" hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Productivity' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });
});
