import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlogPost } from '@verbatim/core-sdk/contracts';
import { BlogContentError } from './blog-content-error';
import { parseBlogPost } from './parse-blog-post';

/** Every post of one content folder, newest first, and the same posts by id. */
export interface BlogLibrary {
  posts: readonly BlogPost[];
  byId: ReadonlyMap<string, BlogPost>;
}

/**
 * Posts change only with a deploy, so each folder is read once per process; the promise is kept, so requests that
 * arrive together share one read. A failed read is forgotten, so a fixed file is read again on the next call.
 */
const libraries = new Map<string, Promise<BlogLibrary>>();

/** Newest first; posts of the same day by id, so the order never depends on the file system's. */
const newestFirst = (a: BlogPost, b: BlogPost) => b.publishDate.localeCompare(a.publishDate) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function readLibrary(dir: string): Promise<BlogLibrary> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    throw new BlogContentError(`The blog's posts cannot be read from ${dir} (BLOG_CONTENT_DIR): ${(error as Error).message}`);
  }
  const files = names.filter((name) => name.toLowerCase().endsWith('.md')).sort();
  const failures: string[] = [];
  const posts: BlogPost[] = [];
  for (const name of files) {
    const parsed = parseBlogPost(name, await readFile(join(dir, name), 'utf8'));
    if (parsed.post) posts.push(parsed.post);
    else failures.push(`${join(dir, name)}:\n${parsed.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  if (failures.length > 0) {
    throw new BlogContentError(`${failures.length === 1 ? 'A blog post is' : 'Blog posts are'} not valid:\n${failures.join('\n')}`);
  }
  posts.sort(newestFirst);
  return { posts, byId: new Map(posts.map((post) => [post.id, post])) };
}

/**
 * The posts of `dir` (config.blogContentDir), read and checked on the first call. Throws BlogContentError naming
 * every bad file and field; the server calls it at start, so a bad post stops the start.
 */
export function loadBlogLibrary(dir: string): Promise<BlogLibrary> {
  let library = libraries.get(dir);
  if (!library) {
    library = readLibrary(dir);
    libraries.set(dir, library);
    library.catch(() => libraries.delete(dir));
  }
  return library;
}

/** Every post, newest first (with its body). */
export async function listBlogPosts(dir: string): Promise<readonly BlogPost[]> {
  return (await loadBlogLibrary(dir)).posts;
}

/** The post with this id, or undefined (e.g. for a page's social preview tags). */
export async function findBlogPost(dir: string, id: string): Promise<BlogPost | undefined> {
  return (await loadBlogLibrary(dir)).byId.get(id);
}
