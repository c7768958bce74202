import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VerbatimClient } from '@verbatim/core-sdk';
import { type ReactNode, useState } from 'react';
import { VerbatimClientContext } from './client-context';
import { createVerbatimQueryClient } from './query-client';

export interface VerbatimProviderProps {
  /** The SDK client every hook below calls, e.g. createClient({ baseUrl: '' }). */
  client: VerbatimClient;
  /** A QueryClient to use instead of a new one with the spec's defaults. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Gives the components below it an SDK client and a TanStack Query cache. */
export function VerbatimProvider({ client, queryClient, children }: VerbatimProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createVerbatimQueryClient());
  return (
    <VerbatimClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </VerbatimClientContext.Provider>
  );
}
