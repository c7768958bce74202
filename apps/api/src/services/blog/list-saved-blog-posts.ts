import type { SavedBlogPost } from '@verbatim/core-sdk/contracts';
import type { Knex } from 'knex';
import { loadBlogLibrary } from './load-blog-posts';
import { blogPostSummary } from './present-blog-post';

interface SavedRow {
  postId: string;
  savedAt: Date;
}

/**
 * The reader's saved posts, the last saved first. A saved post whose file was since removed is left out, not
 * answered half-empty; its row stays, harmless, until the reader's account goes.
 */
export async function listSavedBlogPosts(db: Knex, contentDir: string, userId: string): Promise<SavedBlogPost[]> {
  const [library, rows] = await Promise.all([
    loadBlogLibrary(contentDir),
    db('saved_blog_posts')
      .where({ userId })
      .select('postId', 'savedAt')
      .orderBy([
        { column: 'savedAt', order: 'desc' },
        { column: 'postId', order: 'asc' },
      ]) as Promise<SavedRow[]>,
  ]);
  return rows.flatMap((row) => {
    const post = library.byId.get(row.postId);
    return post ? [{ ...blogPostSummary(post), savedAt: new Date(row.savedAt).toISOString() }] : [];
  });
}
