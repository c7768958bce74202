import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@verbatim/core-sdk';
import { useVerbatimClient } from '@verbatim/ui';

export type ResetTokenState =
  | { status: 'verifying' }
  | { status: 'invalid' }
  | { status: 'unreachable'; retry: () => void }
  | { status: 'valid'; email: string };

/** Checks a reset link's token once; "unreachable" is a failure to ask, not a verdict on the token. */
export function useResetToken(token: string | null): ResetTokenState {
  const client = useVerbatimClient();
  const query = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => client.auth.verifyResetToken(token ?? '', { signal }),
    enabled: Boolean(token),
    // A token is spent by a reset: never answer from an old check.
    gcTime: 0,
  });
  if (!token) return { status: 'invalid' };
  if (query.isPending) return { status: 'verifying' };
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.status < 500 && error.status !== 429) return { status: 'invalid' };
    return { status: 'unreachable', retry: () => void query.refetch() };
  }
  return { status: 'valid', email: query.data.email };
}
