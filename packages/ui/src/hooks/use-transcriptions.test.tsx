import { focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { transcriptionDetailFixture, transcriptionFixture, transcriptionListFixture } from '../testing/transcription-fixture';
import { statsQueryKey, transcriptionKeys } from './query-keys';
import { hookHarness } from './test-support/wrapper';
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
    api.route('GET /api/transcriptions', { body: transcriptionListFixture() });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useTranscriptions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((row) => row.id)).toEqual(['tr-1', 'tr-2', 'tr-3', 'tr-4', 'tr-5']);
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]?.query.has('q')).toBe(false);
  });

  it('sends the trimmed search as ?q= and keeps the last results while the next search loads', async () => {
    let release: () => void = () => undefined;
    api.route('GET /api/transcriptions', async ({ query }) => {
      const q = query.get('q');
      if (q === 'demo') await new Promise<void>((resolve) => (release = resolve));
      return { body: q === 'demo' ? [transcriptionFixture({ id: 'tr-2', fileName: 'product-demo.mp4' })] : transcriptionListFixture() };
    });
    const { wrapper } = hookHarness(api.url);
    const { result, rerender } = renderHook(({ q }) => useTranscriptions({ q }), { wrapper, initialProps: { q: '  ' } });
    await waitFor(() => expect(result.current.data).toHaveLength(5));

    rerender({ q: ' demo ' });
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(listRequests()[1]?.query.get('q')).toBe('demo');
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data).toHaveLength(5);

    release();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.map((row) => row.fileName)).toEqual(['product-demo.mp4']);
  });

  it('is fresh for 5 minutes, kept for 10, and refetched on focus once stale (the other queries are not)', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionListFixture() });
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
    queryClient.setQueryData(transcriptionKeys.list(''), result.current.list.data, { updatedAt: sixMinutesAgo });
    queryClient.setQueryData(statsQueryKey, result.current.stats.data, { updatedAt: sixMinutesAgo });
    refocus();
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(api.requests.filter((request) => request.path === '/api/stats')).toHaveLength(1);
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
