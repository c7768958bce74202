import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerificationResponse, User } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';

/**
 * Follows the verification e-mail's link. The address may belong to the signed-in user, whose role and notices change
 * with it (an ADMIN_EMAILS address becomes an admin), so the current user is read again. An unknown, expired or
 * replaced link rejects with ApiError 400 INVALID_VERIFICATION_TOKEN.
 */
export function useVerifyEmail(): UseMutationResult<EmailVerificationResponse, Error, { token: string }> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token }: { token: string }) => client.auth.verifyEmail(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/**
 * E-mails the signed-in user a new verification link. A 409 means the address is verified already (another tab
 * followed the link), so the cached user is read again then too; a 429 means they asked too often lately.
 */
export function useResendEmailVerification(): UseMutationResult<EmailVerificationResponse, Error, void> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.auth.resendEmailVerification(),
    onError: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** Whether the user still has to verify their address: what the notices about it show on. */
export const needsEmailVerification = (user: User | null | undefined): boolean => Boolean(user && !user.emailVerified);
