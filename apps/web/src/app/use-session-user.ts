import type { User } from '@verbatim/core-sdk/contracts';
import { useCurrentUser } from '@verbatim/ui';

/**
 * The signed-in user, or null. Only for components under RootLayout, which shows
 * 'Loading...' until the current-user call has answered.
 */
export function useSessionUser(): User | null {
  return useCurrentUser().data ?? null;
}
