import { lazyDialog } from '@verbatim/ui';

// The download and share dialogs are chunks of their own, apart from the viewer's module, since the viewer opens the
// share dialog too.

export const DownloadTranscriptDialog = lazyDialog(() => import('./DownloadDialog').then((m) => m.DownloadDialog), {
  isOpen: (props) => props.transcription !== null,
  close: (props) => props.onClose(),
});

export const ShareTranscriptDialog = lazyDialog(() => import('./ShareDialog').then((m) => m.ShareDialog), {
  isOpen: (props) => props.transcription !== null,
  close: (props) => props.onClose(),
});
