import { blogPostPageHead, type PageHead, PUBLIC_PAGE_HEADS } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { findBlogPost } from '../blog/load-blog-posts';

/** A public page's head and its canonical path (no trailing slash), for the HTML served at that path. */
export interface FoundPageHead {
  head: PageHead;
  path: string;
}

const BLOG_POST_PATH = /^\/blog\/([^/]+)$/;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The head of the public page at `path` (a request's path, as sent): a fixed page's from the shared list, a blog
 * post's from the post. Anything else (signed-in pages, unknown paths, a post that does not exist) has none, and
 * keeps the app's default title and description.
 */
export async function findPageHead(deps: AppDeps, path: string): Promise<FoundPageHead | undefined> {
  const canonical = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = PUBLIC_PAGE_HEADS[canonical];
  if (fixed) return { head: fixed, path: canonical };
  const segment = BLOG_POST_PATH.exec(canonical)?.[1];
  const id = segment === undefined ? undefined : decodeSegment(segment);
  if (id === undefined) return undefined;
  try {
    const post = await findBlogPost(deps.config.blogContentDir, id);
    return post ? { head: blogPostPageHead(post), path: canonical } : undefined;
  } catch (error) {
    // The page still works without its preview tags; the broken post files are the blog's error to report.
    deps.logger.warn({ err: error }, 'no preview tags for a blog post: the posts could not be read');
    return undefined;
  }
}
