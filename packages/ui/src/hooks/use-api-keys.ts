import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList, CreateApiKeyRequest, CreatedApiKey, RevokeApiKeyResponse } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { apiKeyKeys } from './query-keys';

/** The signed-in owner's working secret API keys, newest first (secrets are never listed). */
export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<ApiKeyList> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => client.apiKeys.list({ signal }), enabled });
}

/** Makes a secret key; the answer holds the only copy of the whole key. The list is refetched either way. */
export function useCreateApiKey(): UseMutationResult<CreatedApiKey, Error, CreateApiKeyRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) => client.apiKeys.create(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** Revokes a secret key by its id: it stops working from the next request. The list is refetched either way. */
export function useRevokeApiKey(): UseMutationResult<RevokeApiKeyResponse, Error, string> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.apiKeys.revoke(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
