import type { Knex } from 'knex';
import { NotFoundError } from '../../errors/app-error';
import { BLOG_POST_NOT_FOUND, isBlogPostId } from './find-published-blog-post';

/**
 * Takes a post off the reader's saved list. A post that is not on it is fine (so is one no longer published: the
 * reader may still clear it), which makes the call safe to repeat. An id no post file could have is 404, as for
 * reading or saving.
 */
export async function unsaveBlogPost(db: Knex, userId: string, postId: string): Promise<void> {
  if (!isBlogPostId(postId)) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  await db('saved_blog_posts').where({ userId, postId }).delete();
}
