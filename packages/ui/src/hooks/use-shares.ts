import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerbatimClient } from '@verbatim/core-sdk';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { shareKeys } from './query-keys';

type Shares = VerbatimClient['shares'];
export type ShareLinkList = Awaited<ReturnType<Shares['list']>>;
export type CreatedShareLink = Awaited<ReturnType<Shares['create']>>;
export type SharedTranscript = Awaited<ReturnType<Shares['get']>>;
export type CreateShareLinkInput = { transcriptionId: string } & NonNullable<Parameters<Shares['create']>[1]>;

/** The owner's links to one transcript (tokens are never listed: they are shown once, when made). */
export function useShareLinks(transcriptionId: string | null): UseQueryResult<ShareLinkList> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: shareKeys.list(transcriptionId ?? ''),
    queryFn: ({ signal }) => client.shares.list(transcriptionId ?? '', { signal }),
    enabled: transcriptionId !== null,
  });
}

/** Makes a link; the answer holds the only copy of its address. The list is refetched. */
export function useCreateShareLink(): UseMutationResult<CreatedShareLink, Error, CreateShareLinkInput> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transcriptionId, ...choices }: CreateShareLinkInput) => client.shares.create(transcriptionId, choices),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: shareKeys.list(input.transcriptionId) }),
  });
}

/** Revokes a link at once; whoever opens it afterwards is told it no longer works. */
export function useRevokeShareLink(): UseMutationResult<unknown, Error, { shareId: string; transcriptionId: string }> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shareId }: { shareId: string; transcriptionId: string }) => client.shares.revoke(shareId),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: shareKeys.list(input.transcriptionId) }),
  });
}

/** A shared transcript as its link shows it to anyone, signed in or not. */
export function useSharedTranscript(token: string): UseQueryResult<SharedTranscript> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: shareKeys.shared(token), queryFn: ({ signal }) => client.shares.get(token, { signal }) });
}
