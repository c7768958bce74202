import type { BlogPost } from '@verbatim/core-sdk/contracts';
import { describe, expect, it } from 'vitest';
import { relatedBlogPosts } from './related-blog-posts';

const post = (id: string, category: BlogPost['category'], tags: string[], publishDate: string): BlogPost => ({
  id,
  title: id,
  excerpt: '',
  author: 'A',
  publishDate,
  readTime: 1,
  category,
  tags,
  featured: false,
  content: 'x',
});

// Newest first, as the library keeps them.
const posts = [
  post('newest-same-category', 'Productivity', [], '2026-11-30'),
  post('one-shared-tag', 'Marketing', ['meetings'], '2026-11-20'),
  post('two-shared-tags', 'Features', ['Meetings', 'notes'], '2026-11-10'),
  post('the-post', 'Productivity', ['meetings', 'notes'], '2026-11-05'),
  post('unrelated', 'Marketing', ['podcasts'], '2026-11-01'),
  post('older-same-category', 'Productivity', [], '2026-10-01'),
];
const ids = (list: BlogPost[]) => list.map((p) => p.id);
const find = (id: string) => posts.find((p) => p.id === id) as BlogPost;

describe('related posts', () => {
  it('are the two with the most shared tags (any case), before the newest of the same category', () => {
    expect(ids(relatedBlogPosts(find('the-post'), posts))).toEqual(['two-shared-tags', 'one-shared-tag']);
  });

  it('fall back to the same category, newest first, and never include the post itself or unrelated posts', () => {
    expect(ids(relatedBlogPosts(find('older-same-category'), posts))).toEqual(['newest-same-category', 'the-post']);
    expect(ids(relatedBlogPosts(find('unrelated'), posts))).toEqual(['one-shared-tag']);
  });

  it('count a tag repeated in another post once', () => {
    const repeated = post('repeated', 'Marketing', ['notes', 'NOTES'], '2026-12-01');
    expect(ids(relatedBlogPosts(find('the-post'), [repeated, ...posts]))).toEqual(['two-shared-tags', 'repeated']);
  });

  it('can be none', () => {
    const lonely = post('lonely', 'Marketing', ['gardening'], '2026-01-01');
    expect(relatedBlogPosts(lonely, [lonely])).toEqual([]);
  });
});
