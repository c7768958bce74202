import { useQueryClient } from '@tanstack/react-query';
import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FileAudioIcon,
  FileTextIcon,
  toast,
  transcriptionKeys,
  useVerbatimClient,
} from '@verbatim/ui';
import { type ReactNode, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { TOASTS } from './messages';
import { transcriptFileName, transcriptTextFile } from './transcript-file';

export interface DownloadDialogProps {
  /** The transcription to download from; null closes the dialog. */
  transcription: TranscriptionSummary | null;
  onClose: () => void;
}

/**
 * What the table's Download offers: the transcript as a text file (made in the browser from the transcript, until the
 * server exports files) and the original media while it is kept. List rows carry no text, so the transcript comes
 * from GET /api/transcriptions/{id}, shared with the viewer's cache (a transcript the viewer has shown is not asked
 * for again).
 */
export function DownloadDialog({ transcription, onClose }: DownloadDialogProps) {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'text' | 'audio' | null>(null);

  const downloadText = async (row: TranscriptionSummary) => {
    setBusy('text');
    try {
      const transcription = await queryClient.fetchQuery({
        queryKey: transcriptionKeys.detail(row.id),
        queryFn: ({ signal }) => client.transcriptions.get(row.id, { signal }),
      });
      const file = transcriptTextFile(transcription);
      if (!file) throw new Error('No transcript text');
      saveFile(file, transcriptFileName(row.fileName));
      onClose();
    } catch {
      toast({ ...TOASTS.downloadTranscriptFailed, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const downloadAudio = async (row: TranscriptionSummary) => {
    setBusy('audio');
    try {
      const { blob, fileName } = await client.transcriptions.audio(row.id);
      saveFile(blob, fileName);
      onClose();
    } catch {
      toast({ ...TOASTS.downloadAudioFailed, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={transcription !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words pr-6">Download {transcription?.fileName}</DialogTitle>
          <DialogDescription>Choose what to save to your device.</DialogDescription>
        </DialogHeader>
        {transcription && (
          <div className="grid gap-3">
            <Choice
              icon={<FileTextIcon className="size-5" />}
              title="Transcript (.txt)"
              hint="Plain text with the file name, date and duration at the top."
            >
              <Button
                variant="outline"
                aria-label="Download Transcript (.txt)"
                loading={busy === 'text'}
                disabled={busy !== null}
                onClick={() => void downloadText(transcription)}
              >
                Download
              </Button>
            </Choice>
            <Choice
              icon={<FileAudioIcon className="size-5" />}
              title="Original audio"
              hint={
                transcription.mediaAvailable
                  ? 'The file you uploaded. It is deleted 24 hours after processing.'
                  : 'No longer available: media files are deleted 24 hours after processing. The transcript stays.'
              }
            >
              <Button
                variant="outline"
                aria-label="Download Audio"
                loading={busy === 'audio'}
                disabled={busy !== null || !transcription.mediaAvailable}
                onClick={() => void downloadAudio(transcription)}
              >
                Download
              </Button>
            </Choice>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Choice({ icon, title, hint, children }: { icon: ReactNode; title: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border p-3">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">{title}</p>
        <p className="text-muted-foreground text-xs">{hint}</p>
      </div>
      {children}
    </div>
  );
}
