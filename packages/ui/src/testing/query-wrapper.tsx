import type { QueryClient } from '@tanstack/react-query';
import { createClient, type VerbatimClient } from '@verbatim/core-sdk';
import type { ReactNode } from 'react';
import { UploadQueueProvider } from '../hooks/upload-queue';
import { Toaster } from '../Toast/Toaster';
import { createVerbatimQueryClient } from '../VerbatimProvider/query-client';
import { VerbatimProvider } from '../VerbatimProvider/VerbatimProvider';

export interface HookHarness {
  client: VerbatimClient;
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** The providers an app puts around the hooks, with a real SDK client pointed at `baseUrl`, and the Toaster. */
export function hookHarness(
  baseUrl: string,
  { onNavigate, realtime }: { onNavigate?: (to: string) => void; realtime?: Parameters<typeof createClient>[0]['realtime'] } = {},
): HookHarness {
  const client = createClient({ baseUrl, ...(realtime ? { realtime } : {}) });
  const queryClient = createVerbatimQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VerbatimProvider client={client} queryClient={queryClient}>
      <UploadQueueProvider {...(onNavigate ? { onNavigate } : {})}>{children}</UploadQueueProvider>
      <Toaster />
    </VerbatimProvider>
  );
  return { client, queryClient, wrapper };
}
