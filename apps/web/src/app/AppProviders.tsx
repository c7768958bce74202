import type { QueryClient } from '@tanstack/react-query';
import type { VerbatimClient } from '@verbatim/core-sdk';
import { Toaster, VerbatimProvider } from '@verbatim/ui';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  client: VerbatimClient;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a screen needs around it: the SDK client, the query cache and the toasts. */
export function AppProviders({ client, queryClient, children }: AppProvidersProps) {
  return (
    <VerbatimProvider client={client} {...(queryClient ? { queryClient } : {})}>
      {children}
      <Toaster />
    </VerbatimProvider>
  );
}
