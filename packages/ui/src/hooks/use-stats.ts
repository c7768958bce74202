import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Stats } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { statsQueryKey } from './query-keys';

/** The dashboard's figures (GET /api/stats): total transcriptions, hours transcribed, credits used. */
export function useStats({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<Stats> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: statsQueryKey, queryFn: ({ signal }) => client.stats.get({ signal }), enabled });
}
