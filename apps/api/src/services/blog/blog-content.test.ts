import { BLOG_CATEGORIES } from '@verbatim/core-sdk/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { listBlogPosts } from './load-blog-posts';

/**
 * The published posts (apps/api/content/blog), read as the server reads them at start: a post with bad front matter
 * fails here, named, before it can stop a deploy.
 */
describe('the published blog posts', () => {
  const dir = loadConfig({}).blogContentDir;

  it('all parse, each in a known category, and there are ten (spec)', async () => {
    const posts = await listBlogPosts(dir);
    expect(posts).toHaveLength(10);
    for (const post of posts) {
      expect(BLOG_CATEGORIES, post.id).toContain(post.category);
      expect(post.content.length, post.id).toBeGreaterThan(200);
    }
  });

  it('have at least one featured post, for the Featured Articles section', async () => {
    expect((await listBlogPosts(dir)).some((post) => post.featured)).toBe(true);
  });
});
