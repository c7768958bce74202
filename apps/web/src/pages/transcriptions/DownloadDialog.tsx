import type { ExportFormat, TranscriptionSummary } from '@verbatim/core-sdk';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FileAudioIcon,
  FileTextIcon,
  saveFile,
  toast,
  usePreferences,
  useVerbatimClient,
} from '@verbatim/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { EXPORT_CHOICES, lastExportFormat, rememberExportFormat, TIMESTAMPED_FORMATS } from './export-formats';
import { TOASTS } from './messages';

export interface DownloadDialogProps {
  /** The transcription to download from; null closes the dialog. */
  transcription: TranscriptionSummary | null;
  onClose: () => void;
}

/**
 * What the table's Download offers: the transcript as a file the server makes (PDF, Word, text, SRT or VTT, opening
 * on the default export format of the person's settings, or on the format chosen last on this device while those
 * cannot be read; with paragraph times on request) and the original media while it is kept.
 */
export function DownloadDialog({ transcription, onClose }: DownloadDialogProps) {
  const client = useVerbatimClient();
  const [busy, setBusy] = useState<'transcript' | 'audio' | null>(null);
  const [format, setFormat] = useState<ExportFormat>(lastExportFormat);
  const [timestamps, setTimestamps] = useState(false);
  const formatLegendId = useId();
  const timestampsId = useId();
  const open = transcription !== null;
  const defaultFormat = usePreferences({ enabled: open }).data?.exportFormat;

  useEffect(() => {
    if (open) setFormat(defaultFormat ?? lastExportFormat());
  }, [open, defaultFormat]);

  const downloadTranscript = async (row: TranscriptionSummary) => {
    setBusy('transcript');
    try {
      const { blob, fileName } = await client.transcriptions.download(row.id, format, { timestamps });
      saveFile(blob, fileName);
      rememberExportFormat(format);
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
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words pr-6">Download {transcription?.fileName}</DialogTitle>
          <DialogDescription>Choose what to save to your device.</DialogDescription>
        </DialogHeader>
        {transcription && (
          <div className="grid gap-3">
            <fieldset className="grid gap-2 rounded-lg border p-3" aria-labelledby={formatLegendId} disabled={busy !== null}>
              <legend id={formatLegendId} className="flex items-center gap-2 px-1 font-medium text-sm">
                <FileTextIcon className="size-4" aria-hidden="true" />
                Transcript
              </legend>
              {EXPORT_CHOICES.map((choice) => (
                <label key={choice.format} className="flex cursor-pointer items-start gap-2 rounded-md p-1.5 hover:bg-accent">
                  <input
                    type="radio"
                    name="export-format"
                    value={choice.format}
                    checked={format === choice.format}
                    onChange={() => setFormat(choice.format)}
                    className="mt-1 accent-primary"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm">{choice.label}</span>
                    <span className="block text-muted-foreground text-xs">{choice.hint}</span>
                  </span>
                </label>
              ))}
              <label htmlFor={timestampsId} className="flex items-center gap-2 p-1.5 text-sm">
                <input
                  id={timestampsId}
                  type="checkbox"
                  checked={timestamps && TIMESTAMPED_FORMATS.has(format)}
                  disabled={!TIMESTAMPED_FORMATS.has(format)}
                  onChange={(event) => setTimestamps(event.target.checked)}
                  className="accent-primary"
                />
                Show when each paragraph starts
              </label>
              <Button
                className="justify-self-end"
                loading={busy === 'transcript'}
                onClick={() => void downloadTranscript(transcription)}
                aria-label={`Download ${EXPORT_CHOICES.find((choice) => choice.format === format)?.label ?? format}`}
              >
                Download
              </Button>
            </fieldset>
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
