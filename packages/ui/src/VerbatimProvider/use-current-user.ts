import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { User } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from './client-context';

/** The cache key of the signed-in user; invalidate it after signing in or out. */
export const currentUserQueryKey = ['auth', 'user'] as const;

/** The signed-in user: `data` is the user, or `null` when signed out. */
export function useCurrentUser(): UseQueryResult<User | null> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => client.auth.currentUser({ signal }) });
}
