import { isApiError } from '@verbatim/core-sdk';
import { useVerifyResetToken } from '@verbatim/ui';

export type ResetTokenState =
  | { status: 'verifying' }
  | { status: 'invalid' }
  | { status: 'unreachable'; retry: () => void }
  | { status: 'valid'; email: string };

/** Checks a reset link's token once; "unreachable" is a failure to ask, not a verdict on the token. */
export function useResetToken(token: string | null): ResetTokenState {
  const query = useVerifyResetToken(token);
  if (!token) return { status: 'invalid' };
  if (query.isPending) return { status: 'verifying' };
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.status < 500 && error.status !== 429) return { status: 'invalid' };
    return { status: 'unreachable', retry: () => void query.refetch() };
  }
  return { status: 'valid', email: query.data.email };
}
