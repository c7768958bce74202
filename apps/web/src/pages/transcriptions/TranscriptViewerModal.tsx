import { isApiError } from '@verbatim/core-sdk';
import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { TranscriptViewer, toast, useTranscription, useVerbatimClient } from '@verbatim/ui';
import { useState } from 'react';
import { TOASTS } from './messages';
import { ShareDialog } from './ShareDialog';

export interface TranscriptViewerModalProps {
  /** The transcription to show; null closes the viewer. */
  transcriptionId: string | null;
  /** Its list row, if the caller has it: shown at once while the full transcription (with word timings) loads. */
  row?: TranscriptionSummary | undefined;
  onClose: () => void;
}

function loadError(error: Error | null): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status === 404) return 'This transcription does not exist, or it was deleted.';
  return 'The transcript could not be loaded. Please try again.';
}

/** The transcript viewer over a list, with the app's toasts for copying, sharing and summaries. */
export function TranscriptViewerModal({ transcriptionId, row, onClose }: TranscriptViewerModalProps) {
  const detail = useTranscription(transcriptionId);
  const client = useVerbatimClient();
  const shown = detail.data ?? row ?? null;
  const [sharing, setSharing] = useState<TranscriptionSummary | null>(null);
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
        onCopied={() => toast({ ...TOASTS.copied, variant: 'success' })}
        onCopyError={() => toast({ ...TOASTS.copyFailed, variant: 'destructive' })}
        onSummarize={() => toast(TOASTS.summaryUnavailable)}
        onShare={setSharing}
      />
      <ShareDialog transcription={sharing} onClose={() => setSharing(null)} />
    </>
  );
}
