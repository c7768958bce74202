import { defineEndpoint, fileAnswer } from '../endpoint';
import { routes } from '../routes';
import { blogPostDetailSchema, blogPostListSchema, savedBlogPostListSchema, savedBlogPostStateSchema } from './schemas';

const NO_SUCH_POST = 'No post has that id.';

/** The blog: posts, the RSS feed and a reader's saved posts. Spread into `endpoints` (../endpoints.ts). */
export const blogEndpoints = {
  listBlogPosts: defineEndpoint(routes.listBlogPosts, {
    access: 'public',
    tag: 'blog',
    summary: 'Every post without its body, newest first, and how many posts each category has.',
    responses: { 200: blogPostListSchema },
  }),
  getBlogPost: defineEndpoint(routes.getBlogPost, {
    access: 'public',
    tag: 'blog',
    summary:
      'A post with its Markdown body, and up to 2 related posts: same category or a shared tag, most shared tags first, then newest.',
    failures: { 404: NO_SUCH_POST },
    responses: { 200: blogPostDetailSchema },
  }),
  blogRssFeed: defineEndpoint(routes.blogRssFeed, {
    access: 'public',
    tag: 'blog',
    summary: 'Every post as an RSS 2.0 feed, newest first, with links to the posts on this site.',
    responses: { 200: fileAnswer('application/rss+xml', 'The feed.') },
  }),
  listSavedBlogPosts: defineEndpoint(routes.listSavedBlogPosts, {
    access: 'user',
    tag: 'blog',
    summary: "The caller's saved posts, the last saved first.",
    responses: { 200: savedBlogPostListSchema },
  }),
  saveBlogPost: defineEndpoint(routes.saveBlogPost, {
    access: 'user',
    tag: 'blog',
    summary: "Saves a post to the caller's reading list; saving it again changes nothing.",
    failures: { 404: NO_SUCH_POST },
    responses: { 200: savedBlogPostStateSchema },
  }),
  unsaveBlogPost: defineEndpoint(routes.unsaveBlogPost, {
    access: 'user',
    tag: 'blog',
    summary: "Takes a post off the caller's reading list; a post that is not on it (or no longer exists) is fine.",
    failures: { 404: 'The id is not one a post could have (a post id is lowercase words joined by hyphens).' },
    responses: { 200: savedBlogPostStateSchema },
  }),
} as const;
