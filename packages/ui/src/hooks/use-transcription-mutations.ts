import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteTranscriptionResponse, RetryTranscriptionResponse } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { invalidateTranscriptionData, patchCachedTranscription, removeCachedTranscription } from './cache-updates';
import { transcriptionKeys } from './query-keys';

/**
 * Deletes a transcription by id. On success the row leaves every cached list at once; lists and stats are refetched
 * either way (a failure may mean someone else deleted it already).
 */
export function useDeleteTranscription(): UseMutationResult<DeleteTranscriptionResponse, Error, string> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.transcriptions.delete(id),
    onSuccess: (_answer, id) => removeCachedTranscription(queryClient, id),
    onSettled: () => {
      void invalidateTranscriptionData(queryClient);
    },
  });
}

/** Queues a failed or stalled transcription again. The row shows the server's new state at once; lists and stats are refetched. */
export function useRetryTranscription(): UseMutationResult<RetryTranscriptionResponse, Error, string> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.transcriptions.retry(id),
    onSuccess: ({ transcription }, id) => {
      patchCachedTranscription(queryClient, id, (row) => ({ ...row, ...transcription }));
      void queryClient.invalidateQueries({ queryKey: transcriptionKeys.detail(id), exact: true });
    },
    onSettled: () => {
      void invalidateTranscriptionData(queryClient);
    },
  });
}
