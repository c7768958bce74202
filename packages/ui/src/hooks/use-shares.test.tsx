import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { useCreateShareLink, useRevokeShareLink, useSharedTranscript, useShareLinks } from './use-shares';

let api: FakeApi;
let active = false;

const link = () => ({
  id: 'sh-1',
  expiresAt: null,
  allowMedia: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  revokedAt: active ? null : '2026-11-23T11:00:00.000Z',
  lastViewedAt: null,
  viewCount: 2,
  active,
});

beforeEach(async () => {
  active = false;
  api = await startFakeApi({
    'GET /api/transcriptions/tr-1/shares': () => ({ body: { items: active ? [link()] : [] } }),
    'POST /api/transcriptions/tr-1/share': () => {
      active = true;
      return { status: 201, body: { ...link(), url: 'http://verbatim.test/share/tok', token: 'tok' } };
    },
    'DELETE /api/shares/sh-1': () => {
      active = false;
      return { body: { success: true, message: 'The link no longer works.' } };
    },
    'GET /api/shared/tok': {
      body: {
        fileName: 'talk.mp3',
        createdAt: '2026-11-20T09:00:00.000Z',
        duration: 3,
        language: 'en',
        transcriptText: 'Hi.',
        segments: [],
        words: [],
        mediaAvailable: false,
        mimeType: 'audio/mpeg',
      },
    },
  });
});

afterEach(async () => {
  await api.close();
});

describe('share-link hooks', () => {
  it('lists a transcript’s links, and refreshes the list after making and revoking one', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ links: useShareLinks('tr-1'), create: useCreateShareLink(), revoke: useRevokeShareLink() }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(view.result.current.links.data?.items).toEqual([]));
    let made: { url: string } | undefined;
    await act(async () => {
      made = await view.result.current.create.mutateAsync({ transcriptionId: 'tr-1', expiresInDays: null, allowMedia: true });
    });
    expect(made?.url).toBe('http://verbatim.test/share/tok');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ expiresInDays: null, allowMedia: true });
    await waitFor(() => expect(view.result.current.links.data?.items.map((item) => item.active)).toEqual([true]));
    await act(async () => {
      await view.result.current.revoke.mutateAsync({ shareId: 'sh-1', transcriptionId: 'tr-1' });
    });
    await waitFor(() => expect(view.result.current.links.data?.items).toEqual([]));
  });

  it('asks for nothing without a transcript, and reads a shared transcript by its token', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ none: useShareLinks(null), shared: useSharedTranscript('tok') }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.shared.data?.fileName).toBe('talk.mp3'));
    expect(view.result.current.none.fetchStatus).toBe('idle');
    expect(api.requests.filter((request) => request.path.endsWith('/shares'))).toHaveLength(0);
  });
});
