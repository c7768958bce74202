import { focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import {
  transcriptionDetailFixture,
  transcriptionFixture,
  transcriptionListFixture,
  transcriptionPageFixture,
} from '../testing/transcription-fixture';
import { patchCachedTranscription, removeCachedTranscription } from './cache-updates';
import { statsQueryKey, transcriptionKeys } from './query-keys';
import { useStats } from './use-stats';
import { TRANSCRIPTIONS_GC_TIME_MS, TRANSCRIPTIONS_STALE_TIME_MS, useTranscription, useTranscriptions } from './use-transcriptions';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  focusManager.setFocused(undefined);
  await api.close();
});

const listRequests = () => api.requests.filter((request) => request.method === 'GET' && request.path === '/api/transcriptions');

describe('useTranscriptions', () => {
  it('lists the user’s transcriptions without a search', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture() });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useTranscriptions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items.map((row) => row.id)).toEqual(['tr-1', 'tr-2', 'tr-3', 'tr-4', 'tr-5']);
    expect(result.current.data?.total).toBe(5);
    expect(result.current.hasNextPage).toBe(false);
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]?.query.has('q')).toBe(false);
    expect(listRequests()[0]?.query.has('cursor')).toBe(false);
    expect(listRequests()[0]?.query.get('limit')).toBe('50');
  });

  it('sends the trimmed search as ?q= and keeps the last results while the next search loads', async () => {
    let release: () => void = () => undefined;
    api.route('GET /api/transcriptions', async ({ query }) => {
      const q = query.get('q');
      if (q === 'demo') await new Promise<void>((resolve) => (release = resolve));
      return {
        body: transcriptionPageFixture(
          q === 'demo' ? [transcriptionFixture({ id: 'tr-2', fileName: 'product-demo.mp4' })] : transcriptionListFixture(),
        ),
      };
    });
    const { wrapper } = hookHarness(api.url);
    const { result, rerender } = renderHook(({ q }) => useTranscriptions({ q }), { wrapper, initialProps: { q: '  ' } });
    await waitFor(() => expect(result.current.data?.items).toHaveLength(5));

    rerender({ q: ' demo ' });
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(listRequests()[1]?.query.get('q')).toBe('demo');
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.items).toHaveLength(5);

    release();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.items.map((row) => row.fileName)).toEqual(['product-demo.mp4']);
  });

  it('is fresh for 5 minutes, kept for 10, and refetched on focus once stale (the other queries are not)', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture() });
    api.route('GET /api/stats', { body: { totalTranscriptions: 5, hoursTranscribed: 1.5, creditsUsed: 90 } });
    const { wrapper, queryClient } = hookHarness(api.url);
    const { result } = renderHook(() => ({ list: useTranscriptions(), stats: useStats() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess && result.current.stats.isSuccess).toBe(true));
    const query = queryClient.getQueryCache().find({ queryKey: transcriptionKeys.list('') });
    expect(query?.gcTime).toBe(TRANSCRIPTIONS_GC_TIME_MS);
    expect(TRANSCRIPTIONS_STALE_TIME_MS).toBe(300_000);

    const refocus = () =>
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    refocus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listRequests()).toHaveLength(1);

    // Six minutes later, as far as the cache can tell.
    const sixMinutesAgo = Date.now() - 6 * 60_000;
    queryClient.setQueryData(transcriptionKeys.list(''), queryClient.getQueryData(transcriptionKeys.list('')), {
      updatedAt: sixMinutesAgo,
    });
    queryClient.setQueryData(statsQueryKey, result.current.stats.data, { updatedAt: sixMinutesAgo });
    refocus();
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(api.requests.filter((request) => request.path === '/api/stats')).toHaveLength(1);
  });

  it('loads older pages by cursor, one list of rows with the freshest count', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => transcriptionFixture({ id: `tr-${i + 1}`, fileName: `file-${i + 1}.mp3` }));
    api.route('GET /api/transcriptions', ({ query }) => {
      const cursor = query.get('cursor');
      if (!cursor) return { body: transcriptionPageFixture(rows.slice(0, 2), { nextCursor: 'c2', total: 5 }) };
      if (cursor === 'c2') return { body: transcriptionPageFixture(rows.slice(2, 4), { nextCursor: 'c3', total: 5 }) };
      return { body: transcriptionPageFixture(rows.slice(4), { total: 5 }) };
    });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useTranscriptions({ q: 'file', limit: 2 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ items: rows.slice(0, 2), total: 5 });
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.items).toHaveLength(4));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.items).toHaveLength(5));
    expect(result.current.data?.items.map((row) => row.id)).toEqual(['tr-1', 'tr-2', 'tr-3', 'tr-4', 'tr-5']);
    expect(result.current.hasNextPage).toBe(false);
    expect(listRequests().map((request) => Object.fromEntries(request.query))).toEqual([
      { q: 'file', limit: '2' },
      { q: 'file', limit: '2', cursor: 'c2' },
      { q: 'file', limit: '2', cursor: 'c3' },
    ]);
  });

  it('edits and removes rows on any loaded page of every cached list, and keeps the count honest', async () => {
    const rows = transcriptionListFixture();
    api.route('GET /api/transcriptions', ({ query }) => {
      if (query.get('q')) return { body: transcriptionPageFixture(rows.slice(4)) };
      return query.get('cursor')
        ? { body: transcriptionPageFixture(rows.slice(3), { total: 5 }) }
        : { body: transcriptionPageFixture(rows.slice(0, 3), { nextCursor: 'c2', total: 5 }) };
    });
    const { wrapper, queryClient } = hookHarness(api.url);
    const { result } = renderHook(() => ({ all: useTranscriptions({ limit: 3 }), search: useTranscriptions({ q: 'stalled' }) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.all.isSuccess && result.current.search.isSuccess).toBe(true));
    expect(result.current.all.data?.items).toHaveLength(3);
    expect(result.current.search.data?.items.map((row) => row.id)).toEqual(['tr-5']);
    await act(() => result.current.all.fetchNextPage());
    await waitFor(() => expect(result.current.all.data?.items).toHaveLength(5));

    // tr-5 sits on the second page of one list and the first page of the other.
    act(() => patchCachedTranscription(queryClient, 'tr-5', (row) => ({ ...row, progress: 80 })));
    await waitFor(() => expect(result.current.all.data?.items.find((row) => row.id === 'tr-5')?.progress).toBe(80));
    await waitFor(() => expect(result.current.search.data?.items.find((row) => row.id === 'tr-5')?.progress).toBe(80));
    const untouched = result.current.all.data?.items[0];

    act(() => removeCachedTranscription(queryClient, 'tr-5'));
    await waitFor(() => expect(result.current.all.data?.items.map((row) => row.id)).toEqual(['tr-1', 'tr-2', 'tr-3', 'tr-4']));
    expect(result.current.all.data?.total).toBe(4);
    expect(result.current.all.data?.items[0]).toBe(untouched);
    await waitFor(() => expect(result.current.search.data?.items).toEqual([]));

    const before = queryClient.getQueryData(transcriptionKeys.list('', 3));
    act(() => removeCachedTranscription(queryClient, 'not-cached'));
    expect(queryClient.getQueryData(transcriptionKeys.list('', 3))).toBe(before);
  });

  it('fails once, without retrying, and says why', async () => {
    api.route('GET /api/transcriptions', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useTranscriptions(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toMatch(/^500: /);
    expect(listRequests()).toHaveLength(1);
  });
});

describe('useTranscription', () => {
  it('loads one transcription with its word timings', async () => {
    api.route('GET /api/transcriptions/tr-1', { body: transcriptionDetailFixture() });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useTranscription('tr-1'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.fileName).toBe('team-meeting.mp3');
    expect(result.current.data?.words.length).toBeGreaterThan(0);
  });

  it('asks nothing while there is no id', async () => {
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useTranscription(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toHaveLength(0);
  });

  it('reports an unknown id as a 404', async () => {
    api.route('GET /api/transcriptions/nope', apiError(404, 'NOT_FOUND', 'Transcription not found'));
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useTranscription('nope'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404 });
  });
});

describe('useStats', () => {
  it('answers the user’s figures from GET /api/stats', async () => {
    api.route('GET /api/stats', { body: { totalTranscriptions: 12, hoursTranscribed: 3.25, creditsUsed: 153 } });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useStats(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ totalTranscriptions: 12, hoursTranscribed: 3.25, creditsUsed: 153 });
  });

  it('fails without retrying', async () => {
    api.route('GET /api/stats', apiError(503, 'UNAVAILABLE', 'Try later'));
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useStats(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(api.requests.filter((request) => request.path === '/api/stats')).toHaveLength(1);
  });
});
