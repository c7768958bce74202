import { render, screen, within } from '@testing-library/react';
import type { BlogPostSummary } from '@verbatim/core-sdk';
import { describe, expect, it } from 'vitest';
import { type LinkComponentProps, LinkProvider } from '../Link/Link';
import { expectNoAxeViolations } from '../testing/axe';
import { BlogPostCard, formatPostDate } from './BlogPostCard';

const post: BlogPostSummary = {
  id: 'meeting-notes',
  title: 'Meeting notes that write themselves',
  excerpt: 'Record, transcribe, summarise.',
  author: 'Ada Park',
  publishDate: '2026-11-20',
  readTime: 5,
  category: 'Productivity',
  tags: ['meetings'],
  featured: true,
};

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="yes" {...props} />;
}

describe('BlogPostCard', () => {
  it('shows the category, Featured badge, title, excerpt and byline, with the title as the one link', async () => {
    const { container } = render(
      <LinkProvider component={RouterLink}>
        <BlogPostCard post={post} href="/blog/meeting-notes" />
      </LinkProvider>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Meeting notes that write themselves' });
    const link = within(heading).getByRole('link', { name: 'Meeting notes that write themselves' });
    expect(link).toHaveAttribute('href', '/blog/meeting-notes');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Productivity')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Record, transcribe, summarise.')).toBeInTheDocument();
    expect(screen.getByText('Ada Park')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toHaveAttribute('dateTime', '2026-11-20');
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('has no Featured badge for other posts, and takes the heading level it is given', () => {
    render(<BlogPostCard post={{ ...post, featured: false }} href="/blog/meeting-notes" headingLevel={2} />);
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('writes the day of the post whatever the time zone', () => {
    expect(formatPostDate('2026-01-01')).toBe('Jan 1, 2026');
  });
});
