/** The blog's words: the spec's where it gives them (Post Not Found, the clipboard toasts), ours elsewhere. */
export const BLOG_TEXTS = {
  heading: 'Blog',
  featured: 'Featured Articles',
  latest: 'Latest Articles',
  explore: 'Explore by Category',
  related: 'Related Articles',
  tags: 'Tags',
  rss: 'RSS feed',
  rssTitle: 'The Verbatim Blog',
  backToBlog: 'Back to Blog',
  noPostsIn: (category: string) => `No articles in ${category} yet.`,
  showAll: 'Show all articles',
  listFailed: 'Could not load the articles',
  postFailed: 'Could not load this article',
  notFoundTitle: 'Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  share: 'Share',
  save: 'Save',
  saved: 'Saved',
  signInToSave: 'Sign in to save articles and find them again later.',
  signIn: 'Sign in',
  copied: { title: 'Copied to Clipboard', description: 'The link to this article is on your clipboard.' },
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy to clipboard.' },
  saveFailed: { title: 'Save Failed', description: 'Could not save this article. Please try again.' },
  unsaveFailed: { title: 'Save Failed', description: 'Could not remove this article from your saved articles. Please try again.' },
} as const;

/** The list's address for a category (null: every category), so the chosen chip lives in the URL. */
export function blogListHref(category: string | null): string {
  return category ? `/blog?${new URLSearchParams({ category })}` : '/blog';
}

/** A post's page. */
export const blogPostHref = (id: string) => `/blog/${encodeURIComponent(id)}`;
