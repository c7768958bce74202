import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { BlogContentError } from './blog-content-error';
import { findBlogPost, listBlogPosts, loadBlogLibrary } from './load-blog-posts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures', 'posts');

const GOOD = `---
title: A good post
excerpt: It has everything.
author: Test Author
date: 2026-11-01
readTime: 3
category: Productivity
tags: [notes]
---

Body.
`;

const folders: string[] = [];
/** A content folder of its own for each test, so the per-folder cache never carries a post from one test to the next. */
function contentFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-blog-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The error a folder's posts fail with. */
async function failure(dir: string): Promise<BlogContentError> {
  const error = await loadBlogLibrary(dir).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BlogContentError);
  return error as BlogContentError;
}

describe('the blog library', () => {
  it('reads every post, newest first, with its id from the file name and its body', async () => {
    const posts = await listBlogPosts(FIXTURES);
    expect(posts.map((post) => [post.id, post.publishDate])).toEqual([
      ['a-tidy-notes-routine', '2026-11-10'],
      ['meetings-that-write-their-own-notes', '2026-11-01'],
      ['captions-in-one-click', '2026-10-01'],
    ]);
    expect(await findBlogPost(FIXTURES, 'a-tidy-notes-routine')).toEqual({
      id: 'a-tidy-notes-routine',
      title: 'A tidy notes routine',
      excerpt: 'Five minutes after each meeting.',
      author: 'Test Author',
      publishDate: '2026-11-10',
      readTime: 2,
      category: 'Productivity',
      tags: ['meetings', 'notes'],
      // featured is optional and defaults to false
      featured: false,
      content: '1. Open the transcript.\n2. Copy the decisions.',
    });
    expect(await findBlogPost(FIXTURES, 'no-such-post')).toBeUndefined();
  });

  it('reads a folder once: later calls answer from memory, even when a file changes', async () => {
    const dir = contentFolder({ 'a-good-post.md': GOOD });
    const first = await loadBlogLibrary(dir);
    writeFileSync(join(dir, 'a-good-post.md'), GOOD.replace('A good post', 'Changed'));
    writeFileSync(join(dir, 'another-post.md'), GOOD);
    expect(await loadBlogLibrary(dir)).toBe(first);
    expect((await findBlogPost(dir, 'a-good-post'))?.title).toBe('A good post');
  });

  it('orders posts of the same day by id, whatever order the files are listed in', async () => {
    const dir = contentFolder({ 'zebra-post.md': GOOD, 'apple-post.md': GOOD, 'mango-post.md': GOOD.replace('2026-11-01', '2026-12-01') });
    expect((await listBlogPosts(dir)).map((post) => post.id)).toEqual(['mango-post', 'apple-post', 'zebra-post']);
  });

  it('ignores files that are not Markdown', async () => {
    const dir = contentFolder({ 'a-good-post.md': GOOD, 'notes.txt': 'draft ideas', '.DS_Store': '' });
    expect((await listBlogPosts(dir)).map((post) => post.id)).toEqual(['a-good-post']);
  });

  it('names the file and every field at fault when front matter is wrong', async () => {
    const bad = GOOD.replace('title: A good post\n', '')
      .replace('category: Productivity', 'category: Gardening')
      .replace('date: 2026-11-01', 'date: 2026-02-30')
      .replace('readTime: 3', 'readTime: 2.5');
    const dir = contentFolder({ 'broken-post.md': bad });
    const error = await failure(dir);
    expect(error.message).toContain(join(dir, 'broken-post.md'));
    expect(error.message).toContain('title: must be text');
    expect(error.message).toContain('category: must be one of AI Technology, Productivity, Marketing, Best Practices, Features');
    expect(error.message).toContain('date: must be a date written YYYY-MM-DD');
    expect(error.message).toContain('readTime: must be a whole number of minutes');
  });

  it('refuses a misspelt field rather than dropping it', async () => {
    const error = await failure(contentFolder({ 'typo-post.md': GOOD.replace('readTime', 'readtime') }));
    expect(error.message).toMatch(/unknown field\(s\) readtime/);
    expect(error.message).toContain('readTime: must be a whole number of minutes');
  });

  it('refuses a file without front matter, with broken YAML, with no body, or with a name that is not an id', async () => {
    const dir = contentFolder({
      'no-front-matter.md': '# Just a heading\n\nText.',
      'broken-yaml.md': GOOD.replace('tags: [notes]', 'tags: [notes'),
      'no-body.md': GOOD.replace('\nBody.\n', ''),
      'Not An Id.md': GOOD,
      'a-good-post.md': GOOD,
    });
    const error = await failure(dir);
    expect(error.message).toMatch(/^Blog posts are not valid:/);
    expect(error.message).toContain(`${join(dir, 'no-front-matter.md')}:\n  - there is no front matter`);
    expect(error.message).toContain(`${join(dir, 'broken-yaml.md')}:\n  - the front matter is not valid YAML`);
    expect(error.message).toContain(`${join(dir, 'no-body.md')}:\n  - the post has no body after its front matter`);
    expect(error.message).toContain(`${join(dir, 'Not An Id.md')}:\n  - the file name must be lowercase words joined by hyphens`);
    expect(error.message).not.toContain('a-good-post.md');
  });

  it('says which folder it could not read, and reads it again once it exists', async () => {
    const dir = join(tmpdir(), `verbatim-blog-missing-${process.pid}-${Date.now()}`);
    const error = await failure(dir);
    expect(error.message).toContain(`The blog's posts cannot be read from ${dir} (BLOG_CONTENT_DIR)`);
    const created = contentFolder({ 'a-good-post.md': GOOD });
    expect(await listBlogPosts(created)).toHaveLength(1);
  });

  it('is found in the repository from source and from the build, or where BLOG_CONTENT_DIR says', () => {
    // src/config.ts and dist/server.js are at the same depth, so the default is the same for both.
    expect(loadConfig({}).blogContentDir).toBe(join(import.meta.dirname, '../../../content/blog'));
    expect(loadConfig({ BLOG_CONTENT_DIR: '/srv/blog' }).blogContentDir).toBe('/srv/blog');
  });
});
