// Plain constants, no zod: the web app reads these at run time through the SDK's main entry.

/** The blog's categories, in the order the category chips show them (after "All"). */
export const BLOG_CATEGORIES = ['AI Technology', 'Productivity', 'Marketing', 'Best Practices', 'Features'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** How many related posts an article shows (spec: up to 2). */
export const BLOG_RELATED_POSTS = 2;

/** A post's id: its file name without `.md`, lowercase words joined by hyphens. */
export const BLOG_POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_POST_ID_MAX_LENGTH = 100;
