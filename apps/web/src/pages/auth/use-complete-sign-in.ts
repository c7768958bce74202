import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@verbatim/core-sdk/contracts';
import { currentUserQueryKey, toast, useVerbatimClient } from '@verbatim/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isOutsideThisApp, safeRedirectPath } from '../../lib/navigation';

/**
 * After a sign-in or sign-up: ask the server where to go, remember the user, and go there.
 * When the post-login call fails the spec falls back to a fixed page per flow.
 */
export function useCompleteSignIn(): (user: User, fallbackPath: string) => Promise<void> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (user, fallbackPath) => {
      let destination = fallbackPath;
      try {
        const { message, redirectTo } = await client.auth.postLogin();
        destination = safeRedirectPath(redirectTo, '/');
        if (message) toast({ variant: 'success', title: message });
      } catch {
        // The session exists; only the destination is unknown, so the fallback is fine.
      }
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      if (isOutsideThisApp(destination)) window.location.assign(destination);
      else await navigate(destination, { replace: true });
    },
    [client, queryClient, navigate],
  );
}
