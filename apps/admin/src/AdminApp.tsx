import type { QueryClient } from '@tanstack/react-query';
import type { VerbatimClient } from '@verbatim/core-sdk';
import { ADMIN_APP_BASE } from '@verbatim/core-sdk/contracts';
import { FullScreenLoading, Toaster, useCurrentUser, VerbatimProvider } from '@verbatim/ui';
import { useEffect } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { AdminRoutes } from './app/AdminRoutes';
import { LoadFailedScreen } from './screens/LoadFailedScreen';
import { NoAccessScreen } from './screens/NoAccessScreen';
import { SignedOutScreen } from './screens/SignedOutScreen';

/** Where the main app sends someone who is not an admin (spec: "Redirects to /dashboard"). */
export const NON_ADMIN_DESTINATION = '/dashboard';

export interface AdminAppProps {
  client: VerbatimClient;
  queryClient?: QueryClient;
  /** A path inside the app to start at, without the /admin base (tests); the browser's address otherwise. */
  initialPath?: string;
  /** Leaves the admin app for a page of the main app; a full page load by default. */
  leave?: (url: string) => void;
}

const leaveByPageLoad = (url: string) => window.location.replace(url);

export function AdminApp({ client, queryClient, initialPath, leave = leaveByPageLoad }: AdminAppProps) {
  const gate = <AdminGate leave={leave} />;
  return (
    <VerbatimProvider client={client} {...(queryClient ? { queryClient } : {})}>
      {initialPath === undefined ? (
        <BrowserRouter basename={ADMIN_APP_BASE}>{gate}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[initialPath]}>{gate}</MemoryRouter>
      )}
      <Toaster />
    </VerbatimProvider>
  );
}

/**
 * Chooses the screen by who is signed in. This is for display only: the server checks the
 * admin role on every /api/admin call.
 */
function AdminGate({ leave }: { leave: (url: string) => void }) {
  const { data: user, isPending, isError, refetch, isRefetching } = useCurrentUser();
  const turnedAway = Boolean(user && user.role !== 'admin');
  useEffect(() => {
    if (turnedAway) leave(NON_ADMIN_DESTINATION);
  }, [turnedAway, leave]);
  if (isPending) return <FullScreenLoading />;
  if (isError) return <LoadFailedScreen onRetry={() => void refetch()} retrying={isRefetching} />;
  if (!user) return <SignedOutScreen />;
  // Shown for the moment the page takes to leave, or for good if it cannot.
  if (turnedAway) return <NoAccessScreen />;
  return <AdminRoutes user={user} />;
}
