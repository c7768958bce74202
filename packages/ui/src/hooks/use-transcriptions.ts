import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Transcription, TranscriptionList } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { transcriptionKeys } from './query-keys';

/** Core-journey spec section 7: the list is fresh for 5 minutes and kept for 10 after its last user leaves. */
export const TRANSCRIPTIONS_STALE_TIME_MS = 5 * 60 * 1000;
export const TRANSCRIPTIONS_GC_TIME_MS = 10 * 60 * 1000;

export interface UseTranscriptionsOptions {
  /** Searches file names and transcript text; blank means the whole list. */
  q?: string;
  enabled?: boolean;
}

/**
 * The signed-in user's transcriptions, newest first. Unlike the other queries it refetches when the window gets the
 * focus back (spec section 7). While a new search loads, the previous results stay on screen (`isPlaceholderData`).
 */
export function useTranscriptions({ q = '', enabled = true }: UseTranscriptionsOptions = {}): UseQueryResult<TranscriptionList> {
  const client = useVerbatimClient();
  const search = q.trim();
  return useQuery({
    queryKey: transcriptionKeys.list(search),
    queryFn: ({ signal }) => client.transcriptions.list(search ? { q: search } : {}, { signal }),
    refetchOnWindowFocus: true,
    staleTime: TRANSCRIPTIONS_STALE_TIME_MS,
    gcTime: TRANSCRIPTIONS_GC_TIME_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One transcription with its segments and word timings; idle while `id` is empty. */
export function useTranscription(id: string | null | undefined): UseQueryResult<Transcription> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: transcriptionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => client.transcriptions.get(id as string, { signal }),
    enabled: Boolean(id),
  });
}
