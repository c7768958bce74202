import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { blogRssFeed } from '../services/blog/blog-rss-feed';
import { findPublishedBlogPost } from '../services/blog/find-published-blog-post';
import { listSavedBlogPosts } from '../services/blog/list-saved-blog-posts';
import { listBlogPosts } from '../services/blog/load-blog-posts';
import { blogCategoryCounts, blogPostSummary } from '../services/blog/present-blog-post';
import { relatedBlogPosts } from '../services/blog/related-blog-posts';
import { saveBlogPost } from '../services/blog/save-blog-post';
import { unsaveBlogPost } from '../services/blog/unsave-blog-post';

// Posts change only with a deploy: browsers and proxies may keep them a few minutes. Saved posts stay no-store.
const PUBLIC_CACHE = 'public, max-age=300';

/** The blog: posts from content/blog, the RSS feed and a reader's saved posts. */
export const blogEndpoints: MountedEndpoint[] = [
  handle(endpoints.listBlogPosts, async (_, ctx) => {
    const posts = await listBlogPosts(ctx.deps.config.blogContentDir);
    ctx.set('Cache-Control', PUBLIC_CACHE);
    return { items: posts.map(blogPostSummary), categories: blogCategoryCounts(posts) };
  }),
  handle(endpoints.getBlogPost, async ({ params }, ctx) => {
    const dir = ctx.deps.config.blogContentDir;
    const post = await findPublishedBlogPost(dir, params.id);
    const related = relatedBlogPosts(post, await listBlogPosts(dir));
    ctx.set('Cache-Control', PUBLIC_CACHE);
    return { post, related: related.map(blogPostSummary) };
  }),
  handle(endpoints.blogRssFeed, async (_, ctx) => {
    const posts = await listBlogPosts(ctx.deps.config.blogContentDir);
    ctx.set('Cache-Control', PUBLIC_CACHE);
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.body = blogRssFeed(posts, ctx.deps.config.publicUrl);
    return undefined;
  }),
  handle(endpoints.listSavedBlogPosts, async ({ user }, ctx) => ({
    items: await listSavedBlogPosts(ctx.deps.db, ctx.deps.config.blogContentDir, user.id),
  })),
  handle(endpoints.saveBlogPost, async ({ user, params }, ctx) => {
    await saveBlogPost(ctx.deps.db, ctx.deps.config.blogContentDir, user.id, params.id, ctx.deps.now());
    return { id: params.id, saved: true };
  }),
  handle(endpoints.unsaveBlogPost, async ({ user, params }, ctx) => {
    await unsaveBlogPost(ctx.deps.db, user.id, params.id);
    return { id: params.id, saved: false };
  }),
];
