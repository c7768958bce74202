import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_RELATED_POSTS } from '../blog-categories';

export const blogCategorySchema = z.enum(BLOG_CATEGORIES, { error: `must be one of ${BLOG_CATEGORIES.join(', ')}` });

/** A post as lists show it: everything but its body. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  /** The day it was published, YYYY-MM-DD. */
  publishDate: z.iso.date(),
  /** Minutes to read it. */
  readTime: z.number().int().positive(),
  category: blogCategorySchema,
  tags: z.array(z.string()),
  featured: z.boolean(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A post with its body, Markdown without raw HTML. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** How many posts a category has; every category is listed, empty ones with 0. */
export const blogCategoryCountSchema = z.object({ category: blogCategorySchema, count: z.number().int().min(0) });
export type BlogCategoryCount = z.infer<typeof blogCategoryCountSchema>;

/** GET /api/blog/posts: every post, newest first, and the count of each category. */
export const blogPostListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  categories: z.array(blogCategoryCountSchema),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** GET /api/blog/posts/{id}: the post, and up to two related posts (same category or a shared tag). */
export const blogPostDetailSchema = z.object({
  post: blogPostSchema,
  related: z.array(blogPostSummarySchema).max(BLOG_RELATED_POSTS),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

/** A post the reader saved, and when. */
export const savedBlogPostSchema = blogPostSummarySchema.extend({ savedAt: z.string() });
export type SavedBlogPost = z.infer<typeof savedBlogPostSchema>;

/** GET /api/blog/saved: the reader's saved posts, the last saved first. */
export const savedBlogPostListSchema = z.object({ items: z.array(savedBlogPostSchema) });
export type SavedBlogPostList = z.infer<typeof savedBlogPostListSchema>;

/** PUT and DELETE /api/blog/saved/{id}: whether the post is saved now. */
export const savedBlogPostStateSchema = z.object({ id: z.string(), saved: z.boolean() });
export type SavedBlogPostState = z.infer<typeof savedBlogPostStateSchema>;
