import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's defaults: no retries, no refetch on window focus or on an interval, and cached
 * data never goes stale on its own (screens that need fresher data say so per query).
 */
export function createVerbatimQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
