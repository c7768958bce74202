export { useVerbatimClient } from './client-context';
export { createVerbatimQueryClient } from './query-client';
export { currentUserQueryKey, useCurrentUser } from './use-current-user';
export { VerbatimProvider, type VerbatimProviderProps } from './VerbatimProvider';
