import { useQueryClient } from '@tanstack/react-query';
import { useVerbatimClient } from '@verbatim/ui';
import { useCallback } from 'react';

/** Clears every cached answer, then lets the server end the session and send the browser home. */
export function useSignOut(): () => void {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    window.location.assign(client.auth.logoutUrl);
  }, [client, queryClient]);
}
