import { BLOG_RELATED_POSTS, type BlogPost } from '@verbatim/core-sdk/contracts';

/**
 * Up to two posts to read next (spec): those in the same category or sharing a tag with `post`, the most shared tags
 * first, then the newest. `posts` is newest first, and the sort is stable, so ties keep that order.
 */
export function relatedBlogPosts(post: BlogPost, posts: readonly BlogPost[], limit = BLOG_RELATED_POSTS): BlogPost[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  return posts
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, shared: [...new Set(other.tags.map((tag) => tag.toLowerCase()))].filter((tag) => tags.has(tag)).length }))
    .filter(({ other, shared }) => shared > 0 || other.category === post.category)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map(({ other }) => other);
}
