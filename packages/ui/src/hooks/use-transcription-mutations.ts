import { type QueryClient, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteTranscriptionResponse,
  RetryTranscriptionResponse,
  Transcription,
  UpdateTranscriptionRequest,
} from '@verbatim/core-sdk/contracts';
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

/** What `useUpdateTranscription` sends: the transcription's id and the changes. */
export interface UpdateTranscriptionVariables {
  id: string;
  changes: UpdateTranscriptionRequest;
}

/**
 * The answer of an edit or an undo becomes the viewer's transcription at once, so the new words play and show
 * without a refetch; the lists are refetched because a rename or a text edit changes what they show and find.
 */
function applyEditedTranscription(queryClient: QueryClient, transcription: Transcription): void {
  queryClient.setQueryData(transcriptionKeys.detail(transcription.id), transcription);
  patchCachedTranscription(queryClient, transcription.id, (row) => ({
    ...row,
    fileName: transcription.fileName,
    updatedAt: transcription.updatedAt,
  }));
  void invalidateTranscriptionData(queryClient);
}

/** Renames a transcription or its speakers, or edits its text (PATCH /api/transcriptions/{id}). */
export function useUpdateTranscription(): UseMutationResult<Transcription, Error, UpdateTranscriptionVariables> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateTranscriptionVariables) => client.transcriptions.update(id, changes),
    onSuccess: (transcription) => applyEditedTranscription(queryClient, transcription),
  });
}

/** What `useUndoTranscriptionEdit` sends: the id, and the version the person saw (a newer edit elsewhere is not undone). */
export interface UndoTranscriptionEditVariables {
  id: string;
  version?: number;
}

/** Puts a transcription's text back as it was before its last edit. */
export function useUndoTranscriptionEdit(): UseMutationResult<Transcription, Error, UndoTranscriptionEditVariables> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: UndoTranscriptionEditVariables) =>
      client.transcriptions.undoEdit(id, version === undefined ? {} : { version }),
    onSuccess: (transcription) => applyEditedTranscription(queryClient, transcription),
  });
}
