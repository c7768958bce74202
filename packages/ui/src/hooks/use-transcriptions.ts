import {
  type InfiniteData,
  keepPreviousData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { TRANSCRIPTIONS_PAGE_SIZE } from '@verbatim/core-sdk';
import type { Transcription, TranscriptionPage, TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { transcriptionKeys } from './query-keys';

/** The list is fresh for 5 minutes and kept for 10 after its last user leaves. */
export const TRANSCRIPTIONS_STALE_TIME_MS = 5 * 60 * 1000;
export const TRANSCRIPTIONS_GC_TIME_MS = 10 * 60 * 1000;

/** What a cached list holds: the pages loaded so far, each with the cursor it was asked for (null: the first). */
export type TranscriptionPages = InfiniteData<TranscriptionPage, string | null>;

/** The loaded pages as one list. */
export interface TranscriptionRows {
  /** Every row loaded so far, newest first. */
  items: TranscriptionSummary[];
  /** How many transcriptions match in all, loaded or not. */
  total: number;
}

export interface UseTranscriptionsOptions {
  /** Searches file names and transcript text; blank means the whole list. */
  q?: string;
  /** Rows per page, 1 to 100 (the server's default, 50, when left out). */
  limit?: number;
  enabled?: boolean;
}

// One function for every list, so that the rows keep their identity between renders (TanStack Query memoises by it).
const flattenPages = (data: TranscriptionPages): TranscriptionRows => ({
  items: data.pages.flatMap((page) => page.items),
  // The newest page answered last, so its count is the freshest.
  total: data.pages.at(-1)?.total ?? 0,
});

/**
 * The signed-in user's transcriptions, newest first, a page at a time: `data.items` holds every page loaded so far,
 * `hasNextPage` says whether older rows exist and `fetchNextPage()` loads them. Unlike the other queries it refetches
 * when the window gets the focus back. While a new search loads, the previous results stay on screen
 * (`isPlaceholderData`).
 */
export function useTranscriptions({
  q = '',
  limit = TRANSCRIPTIONS_PAGE_SIZE,
  enabled = true,
}: UseTranscriptionsOptions = {}): UseInfiniteQueryResult<TranscriptionRows> {
  const client = useVerbatimClient();
  const search = q.trim();
  return useInfiniteQuery({
    queryKey: transcriptionKeys.list(search, limit),
    queryFn: ({ pageParam, signal }) =>
      client.transcriptions.list({ ...(search ? { q: search } : {}), ...(pageParam ? { cursor: pageParam } : {}), limit }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: flattenPages,
    refetchOnWindowFocus: true,
    staleTime: TRANSCRIPTIONS_STALE_TIME_MS,
    gcTime: TRANSCRIPTIONS_GC_TIME_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One transcription with its text, segments and word timings; idle while `id` is empty. */
export function useTranscription(id: string | null | undefined): UseQueryResult<Transcription> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: transcriptionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => client.transcriptions.get(id as string, { signal }),
    enabled: Boolean(id),
  });
}
