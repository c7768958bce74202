import { renderHook, waitFor } from '@testing-library/react';
import { isApiError } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import {
  transcriptionDetailFixture,
  transcriptionFixture,
  transcriptionListFixture,
  transcriptionPageFixture,
} from '../testing/transcription-fixture';
import { useStats } from './use-stats';
import {
  useDeleteTranscription,
  useRetryTranscription,
  useUndoTranscriptionEdit,
  useUpdateTranscription,
} from './use-transcription-mutations';
import { useTranscription, useTranscriptions } from './use-transcriptions';

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

describe('useUpdateTranscription and useUndoTranscriptionEdit', () => {
  function renderEditing() {
    const harness = hookHarness(api.url);
    const view = renderHook(
      () => ({
        list: useTranscriptions(),
        detail: useTranscription('tr-1'),
        update: useUpdateTranscription(),
        undo: useUndoTranscriptionEdit(),
      }),
      { wrapper: harness.wrapper },
    );
    return { ...harness, ...view };
  }

  it('sends the edit, shows the edited transcription at once and the new name in the list, then refetches the list', async () => {
    const original = transcriptionDetailFixture({ transcriptText: 'Please send the report.' });
    const edited = transcriptionDetailFixture({ fileName: 'weekly-sync.mp3', transcriptText: 'Please send the reports.', version: 1 });
    let releaseRefetch: () => void = () => undefined;
    api.route('GET /api/transcriptions', async () => {
      // The refetch after the edit waits, to show the new name comes from the edit's own answer.
      if (count('PATCH', '/api/transcriptions/tr-1') > 0) await new Promise<void>((resolve) => (releaseRefetch = resolve));
      return { body: transcriptionPageFixture() };
    });
    api.route('GET /api/transcriptions/tr-1', { body: original });
    api.route('PATCH /api/transcriptions/tr-1', { body: edited });
    const { result } = renderEditing();
    await waitFor(() => expect(result.current.detail.data?.version).toBe(0));
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(5));

    const changes = { fileName: 'weekly-sync.mp3', edits: [{ start: 3, end: 4, text: 'reports.' }], version: 0 };
    await result.current.update.mutateAsync({ id: 'tr-1', changes });
    const sent = api.requests.find((request) => request.method === 'PATCH');
    expect(sent?.body).toEqual(changes);
    await waitFor(() => expect(result.current.detail.data?.transcriptText).toBe('Please send the reports.'));
    expect(result.current.detail.data?.version).toBe(1);
    expect(result.current.list.data?.items.find((row) => row.id === 'tr-1')?.fileName).toBe('weekly-sync.mp3');
    await waitFor(() => expect(count('GET', '/api/transcriptions')).toBe(2));
    releaseRefetch();
  });

  it('undoes with the version the person saw, and rejects with the API’s error when there is nothing to undo', async () => {
    const restored = transcriptionDetailFixture({ version: 0 });
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture() });
    api.route('GET /api/transcriptions/tr-1', { body: transcriptionDetailFixture({ version: 1 }) });
    let undos = 0;
    api.route('POST /api/transcriptions/tr-1/undo', () => {
      undos += 1;
      return undos === 1 ? { body: restored } : apiError(409, 'NOTHING_TO_UNDO', 'There is no edit to undo');
    });
    const { result } = renderEditing();
    await waitFor(() => expect(result.current.detail.data?.version).toBe(1));
    await result.current.undo.mutateAsync({ id: 'tr-1', version: 1 });
    expect(api.requests.find((request) => request.path === '/api/transcriptions/tr-1/undo')?.body).toEqual({ version: 1 });
    await waitFor(() => expect(result.current.detail.data?.version).toBe(0));
    await expect(result.current.undo.mutateAsync({ id: 'tr-1' })).rejects.toMatchObject({ status: 409, code: 'NOTHING_TO_UNDO' });
    expect(result.current.detail.data?.version).toBe(0);
  });
});
