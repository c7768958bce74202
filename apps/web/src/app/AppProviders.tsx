import type { QueryClient } from '@tanstack/react-query';
import type { VerbatimClient } from '@verbatim/core-sdk';
import { VerbatimProvider } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { DeferredToaster } from './DeferredToaster';

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
      <DeferredToaster />
    </VerbatimProvider>
  );
}
