import { BLOG_POST_ID_MAX_LENGTH, BLOG_POST_ID_PATTERN, type BlogPost } from '@verbatim/core-sdk/contracts';
import { NotFoundError } from '../../errors/app-error';
import { findBlogPost } from './load-blog-posts';

/** The spec's words for an unknown post. */
export const BLOG_POST_NOT_FOUND = "The blog post you're looking for doesn't exist.";

/** Whether a post file could be named `id`: anything else (dots, control characters, capitals) names no post. */
export const isBlogPostId = (id: string) => id.length <= BLOG_POST_ID_MAX_LENGTH && BLOG_POST_ID_PATTERN.test(id);

/** The post with this id, or a 404: an id no post file could have is as unknown as a missing one. */
export async function findPublishedBlogPost(dir: string, id: string): Promise<BlogPost> {
  const post = isBlogPostId(id) ? await findBlogPost(dir, id) : undefined;
  if (!post) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  return post;
}
