import { toast, useVerbatimClient } from '@verbatim/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isOutsideThisApp, safeRedirectPath } from '../../lib/navigation';

/**
 * After a sign-in or sign-up (whose hooks have already cached the user): ask the server where to go, and go there.
 * When the post-login call fails the spec falls back to a fixed page per flow.
 */
export function useCompleteSignIn(): (fallbackPath: string) => Promise<void> {
  const client = useVerbatimClient();
  const navigate = useNavigate();
  return useCallback(
    async (fallbackPath) => {
      let destination = fallbackPath;
      try {
        const { message, redirectTo } = await client.auth.postLogin();
        destination = safeRedirectPath(redirectTo, '/');
        if (message) toast({ variant: 'success', title: message });
      } catch {
        // The session exists; only the destination is unknown, so the fallback is fine.
      }
      if (isOutsideThisApp(destination)) window.location.assign(destination);
      else await navigate(destination, { replace: true });
    },
    [client, navigate],
  );
}
