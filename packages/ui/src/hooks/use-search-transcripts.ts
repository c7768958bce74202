import { type InfiniteData, keepPreviousData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchPage, SearchResult } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { transcriptionKeys } from './query-keys';

export interface UseSearchTranscriptsOptions {
  /** The words to look for, in web-search syntax; blank means no search (the query stays idle). */
  q: string;
  enabled?: boolean;
}

const flattenResults = (data: InfiniteData<SearchPage, string | null>): SearchResult[] => data.pages.flatMap((page) => page.items);

/**
 * Full-text search of the signed-in user's transcripts, best matches first, a page at a time (`fetchNextPage()`
 * loads the next). While a new search loads, the previous results stay on screen (`isPlaceholderData`). Idle for a
 * blank query, which the server would refuse.
 */
export function useSearchTranscripts({ q, enabled = true }: UseSearchTranscriptsOptions): UseInfiniteQueryResult<SearchResult[]> {
  const client = useVerbatimClient();
  const search = q.trim();
  return useInfiniteQuery({
    queryKey: transcriptionKeys.search(search),
    queryFn: ({ pageParam, signal }) => client.search.transcripts({ q: search, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: flattenResults,
    placeholderData: keepPreviousData,
    enabled: enabled && search.length > 0,
  });
}
