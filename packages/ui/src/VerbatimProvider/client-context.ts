import type { VerbatimClient } from '@verbatim/core-sdk';
import { createContext, useContext } from 'react';

export const VerbatimClientContext = createContext<VerbatimClient | null>(null);

/** The SDK client given to the nearest VerbatimProvider. */
export function useVerbatimClient(): VerbatimClient {
  const client = useContext(VerbatimClientContext);
  if (!client) throw new Error('useVerbatimClient must be used inside a <VerbatimProvider client={...}>.');
  return client;
}
