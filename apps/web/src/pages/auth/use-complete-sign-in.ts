import { toast, useVerbatimClient } from '@verbatim/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isOutsideThisApp, safeRedirectPath } from '../../lib/navigation';

/**
 * After a sign-in or sign-up (whose hooks have already cached the user): ask the server where to go and what to say,
 * and go there. A return path (where the person was before being sent to sign in, already checked by safeReturnPath)
 * wins over the server's answer, which only names a default page. When the post-login call fails and there is no
 * return path, the spec falls back to a fixed page per flow.
 */
export function useCompleteSignIn(): (fallbackPath: string, returnPath: string | null) => Promise<void> {
  const client = useVerbatimClient();
  const navigate = useNavigate();
  return useCallback(
    async (fallbackPath, returnPath) => {
      let destination = fallbackPath;
      try {
        const { message, redirectTo } = await client.auth.postLogin();
        destination = safeRedirectPath(redirectTo, '/');
        if (message) toast({ variant: 'success', title: message });
      } catch {
        // The session exists; only the destination is unknown, so the fallback is fine.
      }
      if (returnPath) destination = returnPath;
      if (isOutsideThisApp(destination)) window.location.assign(destination);
      else await navigate(destination, { replace: true });
    },
    [client, navigate],
  );
}
