import type { HttpMethod } from '../http-method';

/** The blog's calls: posts, the feed and a reader's saved posts. Spread into the route table of ../routes.ts. */
export const blogRoutes = {
  listBlogPosts: ['GET', '/api/blog/posts'],
  getBlogPost: ['GET', '/api/blog/posts/:id'],
  blogRssFeed: ['GET', '/api/blog/rss.xml'],
  listSavedBlogPosts: ['GET', '/api/blog/saved'],
  saveBlogPost: ['PUT', '/api/blog/saved/:id'],
  unsaveBlogPost: ['DELETE', '/api/blog/saved/:id'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
