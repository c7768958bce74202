import { lazyDialog, type TranscriptionActionName } from '@verbatim/ui';
import { DownloadTranscriptDialog, ShareTranscriptDialog } from './transcript-action-dialogs';

// The transcript viewer and the row actions' dialogs are chunks of their own: the lists show none of them until a
// row's action is chosen, and the pointer or focus reaching that action starts loading its dialog.

export const TranscriptViewerDialog = lazyDialog(() => import('./TranscriptViewerModal').then((m) => m.TranscriptViewerModal), {
  isOpen: (props) => props.transcriptionId !== null,
  close: (props) => props.onClose(),
});

const DIALOG_OF: Partial<Record<TranscriptionActionName, { prefetch(): void }>> = {
  view: TranscriptViewerDialog,
  download: DownloadTranscriptDialog,
  share: ShareTranscriptDialog,
};

/** Starts loading the dialog a row action opens, when the pointer or focus reaches that action. */
export function preloadActionDialog(action: TranscriptionActionName): void {
  DIALOG_OF[action]?.prefetch();
}
