import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { blogPostDetailSchema, blogPostListSchema, savedBlogPostListSchema, savedBlogPostStateSchema } from '../contracts';
import { ApiError } from '../errors';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const summary = {
  id: 'meeting-notes-that-write-themselves',
  title: 'Meeting notes that write themselves',
  excerpt: 'Record, transcribe, summarise.',
  author: 'Ada Park',
  publishDate: '2026-11-20',
  readTime: 5,
  category: 'Productivity',
  tags: ['meetings', 'notes'],
  featured: true,
} as const;
const related = { ...summary, id: 'captions-for-every-video', title: 'Captions for every video', featured: false };

const calls: ContractCall[] = [
  {
    name: 'blog.list: GET /api/blog/posts',
    call: (client) => client.blog.list(),
    method: 'GET',
    path: '/api/blog/posts',
    answer: { json: { items: [summary, related], categories: [{ category: 'Productivity', count: 2 }] } },
    responseSchema: blogPostListSchema,
  },
  {
    name: 'blog.get: GET /api/blog/posts/{id}, the id encoded',
    call: (client) => client.blog.get('meeting-notes-that-write-themselves'),
    method: 'GET',
    path: '/api/blog/posts/meeting-notes-that-write-themselves',
    answer: { json: { post: { ...summary, content: '## Why\n\nBecause.' }, related: [related] } },
    responseSchema: blogPostDetailSchema,
  },
  {
    name: 'blog.saved: GET /api/blog/saved',
    call: (client) => client.blog.saved(),
    method: 'GET',
    path: '/api/blog/saved',
    answer: { json: { items: [{ ...summary, savedAt: '2026-11-28T10:00:00.000Z' }] } },
    responseSchema: savedBlogPostListSchema,
  },
  {
    name: 'blog.save: PUT /api/blog/saved/{id} without a body',
    call: (client) => client.blog.save('meeting-notes-that-write-themselves'),
    method: 'PUT',
    path: '/api/blog/saved/meeting-notes-that-write-themselves',
    answer: { json: { id: 'meeting-notes-that-write-themselves', saved: true } },
    responseSchema: savedBlogPostStateSchema,
  },
  {
    name: 'blog.unsave: DELETE /api/blog/saved/{id}',
    call: (client) => client.blog.unsave('meeting-notes-that-write-themselves'),
    method: 'DELETE',
    path: '/api/blog/saved/meeting-notes-that-write-themselves',
    answer: { json: { id: 'meeting-notes-that-write-themselves', saved: false } },
    responseSchema: savedBlogPostStateSchema,
  },
];

describe('blog resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('encodes an id that is not a plain slug, so it cannot reach another path', async () => {
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'No post has that id.' } }),
    );
    const error = await createClient({ baseUrl: server.url })
      .blog.get('../saved')
      .catch((e: unknown) => e);
    expect(server.received[0]?.pathname).toBe('/api/blog/posts/..%2Fsaved');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('gives the address of the RSS feed', () => {
    expect(createClient({ baseUrl: 'https://verbatim.example/' }).blog.rssUrl).toBe('https://verbatim.example/api/blog/rss.xml');
    expect(createClient({ baseUrl: '' }).blog.rssUrl).toBe('/api/blog/rss.xml');
  });
});
