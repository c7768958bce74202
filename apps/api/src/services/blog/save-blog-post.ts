import type { Knex } from 'knex';
import { findPublishedBlogPost } from './find-published-blog-post';

/**
 * Puts a post on the reader's saved list. Saving it again keeps the first time it was saved, so a retried or
 * repeated request changes nothing; an unknown post is 404.
 */
export async function saveBlogPost(db: Knex, contentDir: string, userId: string, postId: string, now: Date): Promise<void> {
  const post = await findPublishedBlogPost(contentDir, postId);
  await db('saved_blog_posts').insert({ userId, postId: post.id, savedAt: now }).onConflict(['user_id', 'post_id']).ignore();
}
