import type { QueryClient } from '@tanstack/react-query';
import type { TranscriptionList, TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { statsQueryKey, transcriptionKeys } from './query-keys';

/**
 * Marks what a change of the user's transcriptions makes stale: every list and the stats, and with `credits` the
 * current user too (a completed transcription is charged, so the credits badge changes). Active queries refetch at
 * once; the promise is not awaited by callers, so a slow refetch never holds up the action that caused it.
 */
export function invalidateTranscriptionData(queryClient: QueryClient, { credits = false }: { credits?: boolean } = {}): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: statsQueryKey }),
    credits ? queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) : undefined,
  ]).then(() => undefined);
}

/** Applies `patch` to the row with this id in every cached list (a search list may not hold it: then nothing changes). */
export function patchCachedTranscription(
  queryClient: QueryClient,
  id: string,
  patch: (row: TranscriptionSummary) => TranscriptionSummary,
): void {
  queryClient.setQueriesData<TranscriptionList>({ queryKey: transcriptionKeys.lists() }, (list) =>
    list?.some((row) => row.id === id) ? list.map((row) => (row.id === id ? patch(row) : row)) : list,
  );
}

/** Takes the row out of every cached list and forgets its details. */
export function removeCachedTranscription(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<TranscriptionList>({ queryKey: transcriptionKeys.lists() }, (list) => list?.filter((row) => row.id !== id));
  queryClient.removeQueries({ queryKey: transcriptionKeys.detail(id), exact: true });
}
