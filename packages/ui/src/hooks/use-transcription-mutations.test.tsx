import { renderHook, waitFor } from '@testing-library/react';
import { isApiError } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { transcriptionFixture, transcriptionListFixture, transcriptionPageFixture } from '../testing/transcription-fixture';
import { useStats } from './use-stats';
import { useDeleteTranscription, useRetryTranscription } from './use-transcription-mutations';
import { useTranscriptions } from './use-transcriptions';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
  api.route('GET /api/stats', { body: { totalTranscriptions: 5, hoursTranscribed: 1, creditsUsed: 60 } });
});

afterEach(async () => {
  await api.close();
});

const count = (method: string, path: string) => api.requests.filter((request) => request.method === method && request.path === path).length;

function renderWithList<T>(useMutationHook: () => T) {
  const harness = hookHarness(api.url);
  const view = renderHook(() => ({ list: useTranscriptions(), stats: useStats(), mutation: useMutationHook() }), {
    wrapper: harness.wrapper,
  });
  return { ...harness, ...view };
}

describe('useDeleteTranscription', () => {
  it('deletes, takes the row out of the list at once, then refetches the list and the stats', async () => {
    let rows = transcriptionListFixture();
    let releaseRefetch: () => void = () => undefined;
    api.route('GET /api/transcriptions', async () => {
      // The refetch after the deletion waits, to show the row is gone before it answers.
      if (count('DELETE', '/api/transcriptions/tr-3') > 0) await new Promise<void>((resolve) => (releaseRefetch = resolve));
      return { body: transcriptionPageFixture(rows) };
    });
    api.route('DELETE /api/transcriptions/tr-3', () => {
      rows = rows.filter((row) => row.id !== 'tr-3');
      return { body: { success: true, message: 'Transcription deleted' } };
    });
    const { result } = renderWithList(useDeleteTranscription);
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(5));

    await result.current.mutation.mutateAsync('tr-3');
    await waitFor(() => expect(result.current.list.data?.items.map((row) => row.id)).toEqual(['tr-1', 'tr-2', 'tr-4', 'tr-5']));
    expect(result.current.list.data?.total).toBe(4);
    await waitFor(() => expect(count('GET', '/api/transcriptions')).toBe(2));
    expect(count('GET', '/api/stats')).toBe(2);
    releaseRefetch();
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    expect(result.current.list.data?.items).toHaveLength(4);
  });

  it('rejects with the API’s error and keeps the row', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture() });
    api.route('DELETE /api/transcriptions/tr-1', apiError(500, 'INTERNAL', 'Database is down'));
    const { result } = renderWithList(useDeleteTranscription);
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(5));
    const failure = await result.current.mutation.mutateAsync('tr-1').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(500);
    await waitFor(() => expect(count('GET', '/api/transcriptions')).toBe(2));
    expect(result.current.list.data?.items).toHaveLength(5);
    expect(count('DELETE', '/api/transcriptions/tr-1')).toBe(1);
  });
});

describe('useRetryTranscription', () => {
  it('retries, shows the queued state at once and refetches', async () => {
    let releaseRefetch: () => void = () => undefined;
    const queued = transcriptionFixture({ ...transcriptionListFixture()[3], status: 'pending', progress: 0, errorMessage: null });
    api.route('GET /api/transcriptions', async () => {
      if (count('POST', '/api/transcriptions/tr-4/retry') === 0) return { body: transcriptionPageFixture() };
      // The refetch waits, to show the row changed from the retry's own answer.
      await new Promise<void>((resolve) => (releaseRefetch = resolve));
      return { body: transcriptionPageFixture(transcriptionListFixture().map((row) => (row.id === 'tr-4' ? queued : row))) };
    });
    api.route('POST /api/transcriptions/tr-4/retry', { body: { success: true, transcription: queued } });
    const { result } = renderWithList(useRetryTranscription);
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(5));

    await result.current.mutation.mutateAsync('tr-4');
    const row = () => result.current.list.data?.items.find((candidate) => candidate.id === 'tr-4');
    await waitFor(() => expect(row()?.status).toBe('pending'));
    expect(row()?.errorMessage).toBeNull();
    await waitFor(() => expect(count('GET', '/api/transcriptions')).toBe(2));
    expect(result.current.list.isFetching).toBe(true);
    expect(count('GET', '/api/stats')).toBe(2);
    releaseRefetch();
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    expect(row()?.status).toBe('pending');
  });

  it('rejects when the server refuses (a completed transcription answers 409)', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture() });
    api.route('POST /api/transcriptions/tr-1/retry', apiError(409, 'CONFLICT', 'Only failed or stalled transcriptions can be retried'));
    const { result } = renderWithList(useRetryTranscription);
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(5));
    await expect(result.current.mutation.mutateAsync('tr-1')).rejects.toMatchObject({ status: 409 });
    expect(result.current.list.data?.items[0]?.status).toBe('completed');
  });
});
