import { BLOG_CATEGORIES, type BlogCategoryCount, type BlogPost, type BlogPostSummary } from '@verbatim/core-sdk/contracts';

/** A post as lists show it: without its body. */
export function blogPostSummary({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/** Each category's number of posts, in the chips' order, empty categories included. */
export function blogCategoryCounts(posts: readonly BlogPost[]): BlogCategoryCount[] {
  return BLOG_CATEGORIES.map((category) => ({ category, count: posts.filter((post) => post.category === category).length }));
}
