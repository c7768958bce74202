import { renderHook, waitFor } from '@testing-library/react';
import type { SearchPage } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { useSearchTranscripts } from './use-search-transcripts';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(async () => {
  await api.close();
});

const result = (id: string) => ({
  transcriptionId: id,
  fileName: `${id}.mp3`,
  createdAt: '2026-03-01T10:00:00.000Z',
  matches: [{ start: 4.5, end: 8, text: 'The walrus colony moved north.', highlights: [{ from: 4, to: 10 }] }],
});
const searches = () => api.requests.filter((request) => request.path === '/api/search');

describe('useSearchTranscripts', () => {
  it('asks for one page, then the next with its cursor, and lists the results in order', async () => {
    api.route('GET /api/search', (request) => ({
      body: (request.query.get('cursor') === 'next'
        ? { items: [result('b')], nextCursor: null }
        : { items: [result('a')], nextCursor: 'next' }) satisfies SearchPage,
    }));
    const { wrapper } = hookHarness(api.url);
    const { result: hook } = renderHook(() => useSearchTranscripts({ q: '  walrus ' }), { wrapper });
    await waitFor(() => expect(hook.current.data?.map((r) => r.transcriptionId)).toEqual(['a']));
    expect(searches()[0]?.query.get('q')).toBe('walrus');
    expect(hook.current.hasNextPage).toBe(true);
    await hook.current.fetchNextPage();
    await waitFor(() => expect(hook.current.data?.map((r) => r.transcriptionId)).toEqual(['a', 'b']));
    expect(hook.current.hasNextPage).toBe(false);
  });

  it('stays idle for a blank query, which the server would refuse', async () => {
    const { wrapper } = hookHarness(api.url);
    const { result: hook } = renderHook(() => useSearchTranscripts({ q: '   ' }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.current.fetchStatus).toBe('idle');
    expect(searches()).toEqual([]);
  });
});
