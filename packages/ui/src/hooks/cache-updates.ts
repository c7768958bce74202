import type { QueryClient } from '@tanstack/react-query';
import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { statsQueryKey, transcriptionKeys } from './query-keys';
import type { TranscriptionPages } from './use-transcriptions';

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

/** Applies `edit` to the rows of every loaded page of every cached list; a list whose rows do not change stays as it is. */
function editCachedLists(
  queryClient: QueryClient,
  edit: (items: TranscriptionSummary[]) => { items: TranscriptionSummary[]; removed: number } | null,
): void {
  queryClient.setQueriesData<TranscriptionPages>({ queryKey: transcriptionKeys.lists() }, (data) => {
    if (!data) return data;
    let removed = 0;
    let changed = false;
    const pages = data.pages.map((page) => {
      const result = edit(page.items);
      if (!result) return page;
      changed = true;
      removed += result.removed;
      return { ...page, items: result.items };
    });
    if (!changed) return data;
    // Every page carries the count, and the newest page's is shown: keep them all honest.
    return { ...data, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - removed) })) };
  });
}

/** Applies `patch` to the row with this id in every cached list, whichever page holds it (a search may hold none). */
export function patchCachedTranscription(
  queryClient: QueryClient,
  id: string,
  patch: (row: TranscriptionSummary) => TranscriptionSummary,
): void {
  editCachedLists(queryClient, (items) =>
    items.some((row) => row.id === id) ? { items: items.map((row) => (row.id === id ? patch(row) : row)), removed: 0 } : null,
  );
}

/** Takes the row out of every cached list (and out of its count) and forgets its details. */
export function removeCachedTranscription(queryClient: QueryClient, id: string): void {
  editCachedLists(queryClient, (items) =>
    items.some((row) => row.id === id) ? { items: items.filter((row) => row.id !== id), removed: 1 } : null,
  );
  queryClient.removeQueries({ queryKey: transcriptionKeys.detail(id), exact: true });
}
