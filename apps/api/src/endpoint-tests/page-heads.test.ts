import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PUBLIC_PAGE_HEADS, pageDocumentTitle, SITE_PREVIEW_IMAGE } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBlogPosts } from '../services/blog/load-blog-posts';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

const PUBLIC_URL = 'https://verbatim.example';
/** The web app's own index.html (its source, which the build keeps as it is around the page-head markers). */
const WEB_INDEX = resolve(import.meta.dirname, '../../../web/index.html');

interface Head {
  titles: string[];
  /** Each meta tag by its name or property, with every content it was given. */
  meta: Map<string, string[]>;
  /** How many tags carry data-server-head. */
  marked: number;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of an HTML page as a crawler reads it: no script runs. */
function readHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const titles = [...head.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/g)].map((match) => decode(match[1] ?? ''));
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:name|property)="([^"]*)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), decode(content)]);
  }
  return { titles, meta, marked: (head.match(/data-server-head/g) ?? []).length };
}

describe('the HTML served for public pages', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'verbatim-page-heads-'));
    copyFileSync(WEB_INDEX, join(webDir, 'index.html'));
    server = await startTestServer({ env: { WEB_DIST_DIR: webDir, PUBLIC_URL } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  /** The head served at `path`; a path that is no page of the app is answered 404 (with the app, for its 404 screen). */
  async function headOf(path: string, status = 200) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    return readHead(await res.text());
  }

  it('gives /faq its title, one description, and its Open Graph and Twitter card tags, without JavaScript', async () => {
    const head = await headOf('/faq');
    const faq = PUBLIC_PAGE_HEADS['/faq'];
    expect(head.titles).toEqual(['Frequently Asked Questions · Verbatim']);
    expect(Object.fromEntries(head.meta)).toMatchObject({
      description: [faq?.description],
      'og:title': ['Frequently Asked Questions'],
      'og:description': [faq?.description],
      'og:type': ['website'],
      'og:url': [`${PUBLIC_URL}/faq`],
      'og:site_name': ['Verbatim'],
      'og:image': [`${PUBLIC_URL}/og-image.png`],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:alt': [SITE_PREVIEW_IMAGE.alt],
      'twitter:card': ['summary_large_image'],
    });
    // Every tag the server wrote is marked, so the app can take them down once its page renders its own.
    expect(head.marked).toBe(12);
  });

  it.each(Object.entries(PUBLIC_PAGE_HEADS))('gives %s its own head', async (path, page) => {
    const head = await headOf(path);
    expect(head.titles).toEqual([pageDocumentTitle(page)]);
    expect(head.meta.get('description')).toEqual([page.description]);
    expect(head.meta.get('og:title')).toEqual([page.title]);
    expect(head.meta.get('og:url')).toEqual([`${PUBLIC_URL}${path}`]);
    expect(head.meta.get('og:type')).toEqual(['website']);
    expect(head.meta.get('robots')).toEqual(page.noindex ? ['noindex'] : undefined);
  });

  it('asks crawlers not to index a page opened from an e-mail, whose address carries a token, and keeps the token out of og:url', async () => {
    const head = await headOf('/newsletter/unsubscribe?token=secret-token');
    expect(head.meta.get('robots')).toEqual(['noindex']);
    expect(head.meta.get('og:url')).toEqual([`${PUBLIC_URL}/newsletter/unsubscribe`]);
  });

  it('reads a trailing slash as the page itself', async () => {
    const head = await headOf('/contact/');
    expect(head.meta.get('og:url')).toEqual([`${PUBLIC_URL}/contact`]);
    expect(head.titles).toEqual(['Contact Us · Verbatim']);
  });

  it("gives a blog post its title and excerpt as an article, and an unknown post the app's defaults", async () => {
    const [post] = await listBlogPosts(server.deps.config.blogContentDir);
    if (!post) throw new Error('the repository has no blog posts');
    const head = await headOf(`/blog/${post.id}`);
    expect(head.titles).toEqual([`${post.title} · Verbatim`]);
    expect(head.meta.get('description')).toEqual([post.excerpt]);
    expect(head.meta.get('og:type')).toEqual(['article']);
    expect(head.meta.get('og:url')).toEqual([`${PUBLIC_URL}/blog/${post.id}`]);

    const unknown = await headOf('/blog/no-such-post');
    expect(unknown.meta.has('og:title')).toBe(false);
    expect(unknown.meta.get('description')).toHaveLength(1);
  });

  it("leaves other paths with the app's default title and description, and no preview tags", async () => {
    for (const [path, status] of [
      ['/dashboard', 200],
      ['/transcriptions/123', 200],
      ['/no/such/page', 404],
      ['/faq%22%3E%3Cscript%3E', 404],
    ] as const) {
      const head = await headOf(path, status);
      expect(head.titles).toEqual(['Verbatim: transcripts from audio, video and screen recordings']);
      expect([...head.meta.keys()].filter((key) => key.startsWith('og:'))).toEqual([]);
      expect(head.meta.get('description')).toHaveLength(1);
    }
  });

  it('answers HEAD as GET, without a body, and keeps index.html uncached', async () => {
    const res = await fetch(`${server.url}/faq`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });
});
