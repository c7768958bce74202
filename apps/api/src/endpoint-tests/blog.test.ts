import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from '../test-support/cookie-fetch';
import { type SignedUpSession, signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

/** Three sample posts of the tests' own (the published ones change with the writing). */
const FIXTURES = join(import.meta.dirname, '../services/blog/test-fixtures/posts');
const NOT_FOUND = { code: 'NOT_FOUND', message: "The blog post you're looking for doesn't exist." };
const MEETINGS = 'meetings-that-write-their-own-notes';
const ROUTINE = 'a-tidy-notes-routine';
const CAPTIONS = 'captions-in-one-click';

describe.each(endpointTestDatabases())('the blog on %s', (database) => {
  const clock = manualClock(new Date('2026-11-28T10:00:00Z'));
  let server: TestServer;
  let reader: SignedUpSession;
  const visitor = () => createHttpSession(server.url);

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now, env: { BLOG_CONTENT_DIR: FIXTURES } });
    reader = await signedUpSession(server, 'reader');
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('posts', () => {
    it('lists every post without its body, newest first, with every category counted', async () => {
      const res = await visitor().get('/api/blog/posts');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const items = res.json.items as Array<Record<string, unknown>>;
      expect(items.map((post) => post.id)).toEqual([ROUTINE, MEETINGS, CAPTIONS]);
      expect(items[1]).toEqual({
        id: MEETINGS,
        title: 'Meetings that write their own notes',
        excerpt: 'Record the call, let the transcript do the remembering.',
        author: 'Test Author',
        publishDate: '2026-11-01',
        readTime: 3,
        category: 'AI Technology',
        tags: ['ai', 'meetings'],
        featured: true,
      });
      expect(res.json.categories).toEqual([
        { category: 'AI Technology', count: 2 },
        { category: 'Productivity', count: 1 },
        { category: 'Marketing', count: 0 },
        { category: 'Best Practices', count: 0 },
        { category: 'Features', count: 0 },
      ]);
    });

    it('answers a post with its Markdown body, raw HTML untouched for the client to drop, and its related posts', async () => {
      const res = await visitor().get(`/api/blog/posts/${MEETINGS}`);
      expect(res.status).toBe(200);
      const post = res.json.post as Record<string, unknown>;
      expect(post).toMatchObject({ id: MEETINGS, category: 'AI Technology', featured: true });
      expect(post.content).toMatch(/^## Why record\n\nBecause nobody remembers \*\*everything\*\*\./);
      expect(post.content).toContain('<script>');
      // A shared tag ("meetings") first, then the same category with none shared.
      expect((res.json.related as Array<{ id: string; content?: string }>).map((p) => [p.id, p.content])).toEqual([
        [ROUTINE, undefined],
        [CAPTIONS, undefined],
      ]);
    });

    it('relates a post only to posts of its category or with a shared tag', async () => {
      const res = await visitor().get(`/api/blog/posts/${CAPTIONS}`);
      expect((res.json.related as Array<{ id: string }>).map((p) => p.id)).toEqual([MEETINGS]);
    });

    it('answers 404 in the spec words for an unknown id, and for one no post file could have', async () => {
      for (const id of ['no-such-post', 'Meetings', 'a%2F..%2Fsaved', 'a..b', `${'a'.repeat(101)}`, 'caf%C3%A9', 'a%00b']) {
        const res = await visitor().get(`/api/blog/posts/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.json.error, id).toEqual(NOT_FOUND);
      }
    });
  });

  describe('the RSS feed', () => {
    it('is valid RSS 2.0 with every post, newest first, linked absolutely to its page', async () => {
      const res = await visitor().get('/api/blog/rss.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(XMLValidator.validate(res.text)).toBe(true);
      const rss = new XMLParser({ ignoreAttributes: false }).parse(res.text).rss;
      expect(rss['@_version']).toBe('2.0');
      expect(rss.channel.link).toBe(`${server.url}/blog`);
      const items = rss.channel.item as Array<Record<string, unknown>>;
      expect(items.map((item) => item.link)).toEqual([ROUTINE, MEETINGS, CAPTIONS].map((id) => `${server.url}/blog/${id}`));
      expect(items[1]).toMatchObject({
        title: 'Meetings that write their own notes',
        description: 'Record the call, let the transcript do the remembering.',
        pubDate: 'Sun, 01 Nov 2026 00:00:00 GMT',
      });
    });

    it('uses PUBLIC_URL for its links', async () => {
      const other = await startTestServer({ database, env: { BLOG_CONTENT_DIR: FIXTURES, PUBLIC_URL: 'https://verbatim.example/' } });
      try {
        const res = await createHttpSession(other.url).get('/api/blog/rss.xml');
        expect(res.text).toContain(`<link>https://verbatim.example/blog/${ROUTINE}</link>`);
      } finally {
        await other.close();
      }
    });
  });

  describe("a reader's saved posts", () => {
    const put = (session: SignedUpSession, id: string) => session.http.request('PUT', `/api/blog/saved/${id}`);
    const del = (session: SignedUpSession, id: string) => session.http.request('DELETE', `/api/blog/saved/${id}`);
    const savedIds = async (session: SignedUpSession) => {
      const res = await session.http.get('/api/blog/saved');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return (res.json.items as Array<{ id: string }>).map((p) => p.id);
    };

    it('are for signed-in readers only', async () => {
      const anon = visitor();
      expect((await anon.get('/api/blog/saved')).status).toBe(401);
      expect((await anon.request('PUT', `/api/blog/saved/${MEETINGS}`)).status).toBe(401);
      expect((await anon.request('DELETE', `/api/blog/saved/${MEETINGS}`)).status).toBe(401);
    });

    it('saves and unsaves a post, both safe to repeat, the last saved first', async () => {
      const own = await signedUpSession(server, 'saver');
      expect(await savedIds(own)).toEqual([]);
      const saved = await put(own, MEETINGS);
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({ id: MEETINGS, saved: true });
      clock.advance(60_000);
      expect((await put(own, CAPTIONS)).json).toEqual({ id: CAPTIONS, saved: true });
      clock.advance(60_000);
      // Saving again keeps the first time: it stays second.
      expect((await put(own, MEETINGS)).status).toBe(200);
      expect(await savedIds(own)).toEqual([CAPTIONS, MEETINGS]);

      const list = await own.http.get('/api/blog/saved');
      expect((list.json.items as Array<Record<string, unknown>>)[1]).toMatchObject({
        id: MEETINGS,
        title: 'Meetings that write their own notes',
        savedAt: '2026-11-28T10:00:00.000Z',
      });
      expect((list.json.items as Array<Record<string, unknown>>)[1]).not.toHaveProperty('content');

      expect((await del(own, CAPTIONS)).json).toEqual({ id: CAPTIONS, saved: false });
      expect((await del(own, CAPTIONS)).json).toEqual({ id: CAPTIONS, saved: false });
      expect(await savedIds(own)).toEqual([MEETINGS]);
    });

    it("keeps each reader's list to themselves", async () => {
      const other = await signedUpSession(server, 'other');
      await put(reader, ROUTINE);
      expect(await savedIds(other)).toEqual([]);
      expect(await savedIds(reader)).toContain(ROUTINE);
    });

    it('refuses to save an unknown post (404), unsaving one is fine, and an impossible id is 404 for both', async () => {
      for (const id of ['no-such-post', 'UPPER', 'a..b', 'a%00b']) {
        const res = await put(reader, id);
        expect(res.status, id).toBe(404);
        expect(res.json.error, id).toEqual(NOT_FOUND);
      }
      expect((await del(reader, 'no-such-post')).json).toEqual({ id: 'no-such-post', saved: false });
      // An id no post could have (here a NUL byte, which PostgreSQL text cannot hold) is 404, as for reading and saving.
      for (const id of ['a%00b', 'UPPER', 'a..b']) {
        const res = await del(reader, id);
        expect(res.status, id).toBe(404);
        expect(res.json.error, id).toEqual(NOT_FOUND);
      }
      expect(await server.deps.db('saved_blog_posts').where({ postId: 'no-such-post' })).toEqual([]);
    });

    it('leaves out a saved post that is no longer published', async () => {
      const own = await signedUpSession(server, 'archived');
      await put(own, MEETINGS);
      await server.deps.db('saved_blog_posts').insert({ userId: own.userId, postId: 'a-post-since-removed', savedAt: clock.now() });
      expect(await savedIds(own)).toEqual([MEETINGS]);
    });

    it('go with the account', async () => {
      const leaving = await signedUpSession(server, 'leaving');
      await put(leaving, MEETINGS);
      await server.deps.db('users').where({ id: leaving.userId }).delete();
      expect(await server.deps.db('saved_blog_posts').where({ userId: leaving.userId })).toEqual([]);
    });

    it('refuses a save sent from another site', async () => {
      const res = await reader.http.request('PUT', `/api/blog/saved/${CAPTIONS}`, undefined, { Origin: 'https://evil.example' });
      expect(res.status).toBe(403);
    });
  });
});

describe('a server whose posts are not valid', () => {
  it('does not start, and names the file and the field at fault', async () => {
    const dir = join(import.meta.dirname, '../services/blog/test-fixtures/broken');
    const error = await startTestServer({ env: { BLOG_CONTENT_DIR: dir } }).catch((e: unknown) => e);
    expect(String(error)).toContain(`${join(dir, 'wrong-category.md')}:\n  - category: must be one of AI Technology,`);
  });
});
