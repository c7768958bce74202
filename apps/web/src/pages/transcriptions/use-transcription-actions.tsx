import { isSubscriptionRequiredError, uploadFailureOf } from '@verbatim/core-sdk';
import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { type TranscriptionsTableProps, toast, uploadFailureNotice, useDeleteTranscription, useRetryTranscription } from '@verbatim/ui';
import { type ReactNode, useState } from 'react';
import { TOASTS } from './messages';
import { DownloadTranscriptDialog, ShareTranscriptDialog } from './transcript-action-dialogs';
import { preloadActionDialog } from './transcript-dialogs';

type RowActions = Pick<TranscriptionsTableProps, 'onView' | 'onDownload' | 'onShare' | 'onDelete' | 'onRetry' | 'onActionIntent'>;

/**
 * The table's row actions, the same on the dashboard and on All Transcriptions: the caller decides what View does
 * (open the viewer in place, or go to /transcriptions/{id}); `dialogs` holds the download and share dialogs to render.
 */
export function useTranscriptionActions({ onView }: { onView: (transcription: TranscriptionSummary) => void }): {
  actions: RowActions;
  dialogs: ReactNode;
} {
  const deletion = useDeleteTranscription();
  const retry = useRetryTranscription();
  const [downloading, setDownloading] = useState<TranscriptionSummary | null>(null);
  const [sharing, setSharing] = useState<TranscriptionSummary | null>(null);

  const actions: RowActions = {
    onView,
    onActionIntent: preloadActionDialog,
    onDownload: setDownloading,
    onShare: setSharing,
    // The table keeps the row (or the confirmation) busy until these settle; failures are told here, not thrown.
    onDelete: async ({ id, fileName }) => {
      try {
        await deletion.mutateAsync(id);
        toast({ ...TOASTS.deleted(fileName), variant: 'success' });
      } catch {
        toast({ ...TOASTS.deleteFailed, variant: 'destructive' });
      }
    },
    onRetry: async ({ id, fileName }) => {
      try {
        await retry.mutateAsync(id);
      } catch (error) {
        // A refusal by the access gate is told by its cause (the file's length, today's free transcriptions, credits,
        // the plan) in the server's words, as an upload's is.
        if (isSubscriptionRequiredError(error)) {
          const notice = uploadFailureNotice(uploadFailureOf(error, 'process'), fileName);
          toast({ title: notice.title, description: notice.description, variant: 'destructive' });
          return;
        }
        toast({ ...TOASTS.retryFailed, variant: 'destructive' });
      }
    },
  };

  return {
    actions,
    dialogs: (
      <>
        <DownloadTranscriptDialog transcription={downloading} onClose={() => setDownloading(null)} />
        <ShareTranscriptDialog transcription={sharing} onClose={() => setSharing(null)} />
      </>
    ),
  };
}
