import { act, renderHook, waitFor } from '@testing-library/react';
import type { BlogPostSummary, SavedBlogPost } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { blogKeys } from './query-keys';
import { useBlogPost, useBlogPosts, useSavedBlogPosts, useSetBlogPostSaved } from './use-blog';

const post: BlogPostSummary = {
  id: 'meeting-notes',
  title: 'Meeting notes',
  excerpt: 'Short.',
  author: 'Ada Park',
  publishDate: '2026-11-20',
  readTime: 4,
  category: 'Productivity',
  tags: ['meetings'],
  featured: false,
};

let api: FakeApi;
let saved: SavedBlogPost[];

beforeEach(async () => {
  saved = [];
  api = await startFakeApi({
    'GET /api/blog/posts': { body: { items: [post], categories: [{ category: 'Productivity', count: 1 }] } },
    'GET /api/blog/posts/meeting-notes': { body: { post: { ...post, content: 'Hello' }, related: [] } },
    'GET /api/blog/posts/nope': apiError(404, 'NOT_FOUND', "The blog post you're looking for doesn't exist."),
    'GET /api/blog/saved': () => ({ body: { items: saved } }),
    'PUT /api/blog/saved/meeting-notes': () => {
      saved = [{ ...post, savedAt: '2026-11-28T10:00:00.000Z' }];
      return { body: { id: post.id, saved: true } };
    },
    'DELETE /api/blog/saved/meeting-notes': () => {
      saved = [];
      return { body: { id: post.id, saved: false } };
    },
  });
});
afterEach(async () => {
  await api.close();
});

describe('blog hooks', () => {
  it('read the posts and one post, and fail once with the 404 of an unknown post', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ list: useBlogPosts(), one: useBlogPost('meeting-notes'), missing: useBlogPost('nope') }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(view.result.current.list.data?.items).toEqual([post]));
    await waitFor(() => expect(view.result.current.one.data?.post.content).toBe('Hello'));
    await waitFor(() => expect(view.result.current.missing.error).toMatchObject({ status: 404 }));
    expect(api.requests.filter((r) => r.path === '/api/blog/posts/nope')).toHaveLength(1);
  });

  it('ask nothing for a visitor', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => useSavedBlogPosts({ enabled: false }), { wrapper: harness.wrapper });
    expect(view.result.current.fetchStatus).toBe('idle');
    expect(api.requests).toEqual([]);
  });

  it('save and unsave a post, showing the new state at once and the server’s afterwards', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ saved: useSavedBlogPosts(), set: useSetBlogPostSaved() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.saved.data?.items).toEqual([]));

    act(() => view.result.current.set.mutate({ post, saved: true }));
    await waitFor(() => expect(view.result.current.saved.data?.items.map((p) => p.id)).toEqual(['meeting-notes']));
    await waitFor(() => expect(view.result.current.saved.data?.items[0]?.savedAt).toBe('2026-11-28T10:00:00.000Z'));

    await act(async () => {
      await view.result.current.set.mutateAsync({ post, saved: false });
    });
    await waitFor(() => expect(view.result.current.saved.data?.items).toEqual([]));
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /api/blog/saved/meeting-notes');
  });

  it('put the list back when saving fails', async () => {
    api.route('PUT /api/blog/saved/meeting-notes', apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ saved: useSavedBlogPosts(), set: useSetBlogPostSaved() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.saved.data?.items).toEqual([]));
    await act(async () => {
      await view.result.current.set.mutateAsync({ post, saved: true }).catch(() => undefined);
    });
    await waitFor(() => expect(view.result.current.set.error).toMatchObject({ status: 500 }));
    expect(harness.queryClient.getQueryData(blogKeys.saved())).toEqual({ items: [] });
  });
});
