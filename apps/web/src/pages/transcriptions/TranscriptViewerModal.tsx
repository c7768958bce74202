import { isApiError } from '@verbatim/core-sdk';
import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import {
  type SearchMatchMoment,
  SummaryDialog,
  TranscriptViewer,
  toast,
  useTranscription,
  useUndoTranscriptionEdit,
  useUpdateTranscription,
  useVerbatimClient,
} from '@verbatim/ui';
import { useState } from 'react';
import { editErrorMessage } from './edit-messages';
import { aiFailureMessage, TOASTS } from './messages';
import { ShareTranscriptDialog } from './transcript-action-dialogs';

export interface TranscriptViewerModalProps {
  /** The transcription to show; null closes the viewer. */
  transcriptionId: string | null;
  /** Its list row, if the caller has it: shown at once while the full transcription (with word timings) loads. */
  row?: TranscriptionSummary | undefined;
  onClose: () => void;
  /** Opened from a search passage: play from it, with its words marked. */
  searchMatch?: SearchMatchMoment | null;
}

function loadError(error: Error | null): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status === 404) return 'This transcription does not exist, or it was deleted.';
  return 'The transcript could not be loaded. Please try again.';
}

/** Runs a change and turns a refusal into the sentence the viewer shows next to what was being changed. */
async function withReadableError(change: () => Promise<unknown>): Promise<void> {
  try {
    await change();
  } catch (error) {
    throw new Error(editErrorMessage(error));
  }
}

/** The transcript viewer over a list, with the app's toasts for copying, sharing and summaries, and its edits saved. */
export function TranscriptViewerModal({ transcriptionId, row, onClose, searchMatch = null }: TranscriptViewerModalProps) {
  const detail = useTranscription(transcriptionId);
  const client = useVerbatimClient();
  const shown = detail.data ?? row ?? null;
  const [sharing, setSharing] = useState<TranscriptionSummary | null>(null);
  const [summarizing, setSummarizing] = useState<TranscriptionSummary | null>(null);
  const update = useUpdateTranscription();
  const undo = useUndoTranscriptionEdit();
  // Only the loaded, completed transcription can be changed: a row alone has no words or version to edit against.
  const editing = detail.data?.status === 'completed' ? detail.data : null;
  return (
    <>
      <TranscriptViewer
        open={transcriptionId !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        transcription={shown}
        mediaUrl={shown?.mediaAvailable ? client.transcriptions.audioUrl(shown.id) : null}
        loading={detail.isFetching && !detail.data}
        error={loadError(detail.error)}
        onReload={() => void detail.refetch()}
        searchMatch={searchMatch}
        onCopied={() => toast({ ...TOASTS.copied, variant: 'success' })}
        onCopyError={() => toast({ ...TOASTS.copyFailed, variant: 'destructive' })}
        onSummarize={setSummarizing}
        onShare={setSharing}
        onRenameSpeaker={
          editing
            ? (label, name) => withReadableError(() => update.mutateAsync({ id: editing.id, changes: { speakerNames: { [label]: name } } }))
            : undefined
        }
        onEdit={
          editing
            ? ({ start, end, text, version }) =>
                withReadableError(() => update.mutateAsync({ id: editing.id, changes: { edits: [{ start, end, text }], version } }))
            : undefined
        }
        onUndo={editing ? () => withReadableError(() => undo.mutateAsync({ id: editing.id, version: editing.version })) : undefined}
        onRenameFile={
          editing ? (fileName) => withReadableError(() => update.mutateAsync({ id: editing.id, changes: { fileName } })) : undefined
        }
      />
      <ShareTranscriptDialog transcription={sharing} onClose={() => setSharing(null)} />
      <SummaryDialog
        transcription={summarizing}
        onClose={() => setSummarizing(null)}
        onError={(error) =>
          toast({
            variant: 'destructive',
            title: TOASTS.summaryFailed.title,
            description: aiFailureMessage(error, TOASTS.summaryFailed.fallback),
          })
        }
        onCopied={() => toast({ ...TOASTS.summaryCopied, variant: 'success' })}
        onCopyError={() => toast({ ...TOASTS.copyFailed, variant: 'destructive' })}
      />
    </>
  );
}
