import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedPublishableKey,
  CreatePublishableKeyRequest,
  PublishableKeyList,
  RevokePublishableKeyResponse,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { publishableKeyKeys } from './query-keys';

/** The signed-in owner's publishable keys, newest first, revoked ones included (secrets are never listed). */
export function usePublishableKeys({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<PublishableKeyList> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: publishableKeyKeys.list(),
    queryFn: ({ signal }) => client.publishableKeys.list({ signal }),
    enabled,
  });
}

/** Makes a key; the answer holds the only copy of the whole key. The list is refetched either way. */
export function useCreatePublishableKey(): UseMutationResult<CreatedPublishableKey, Error, CreatePublishableKeyRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePublishableKeyRequest) => client.publishableKeys.create(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishableKeyKeys.all }),
  });
}

/** Revokes a key by its id: it stops working at once on every site. The list is refetched either way. */
export function useRevokePublishableKey(): UseMutationResult<RevokePublishableKeyResponse, Error, string> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => client.publishableKeys.revoke(keyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishableKeyKeys.all }),
  });
}
