import type { QueryClient } from '@tanstack/react-query';
import type { VerbatimClient } from '@verbatim/core-sdk';
import { FullScreenLoading, Toaster, useCurrentUser, VerbatimProvider } from '@verbatim/ui';
import { AdminHome } from './screens/AdminHome';
import { LoadFailedScreen } from './screens/LoadFailedScreen';
import { NoAccessScreen } from './screens/NoAccessScreen';
import { SignedOutScreen } from './screens/SignedOutScreen';

export interface AdminAppProps {
  client: VerbatimClient;
  queryClient?: QueryClient;
}

export function AdminApp({ client, queryClient }: AdminAppProps) {
  return (
    <VerbatimProvider client={client} {...(queryClient ? { queryClient } : {})}>
      <AdminGate />
      <Toaster />
    </VerbatimProvider>
  );
}

/**
 * Chooses the screen by who is signed in. This is for display only: the server checks the
 * admin role on every /api/admin call.
 */
function AdminGate() {
  const { data: user, isPending, isError, refetch, isRefetching } = useCurrentUser();
  if (isPending) return <FullScreenLoading />;
  if (isError) return <LoadFailedScreen onRetry={() => void refetch()} retrying={isRefetching} />;
  if (!user) return <SignedOutScreen />;
  if (user.role !== 'admin') return <NoAccessScreen />;
  return <AdminHome user={user} />;
}
