import { isApiError } from '@verbatim/core-sdk';

/**
 * What to say when an AI answer (summary, chat, translation) fails: the server's own message when it sent one (they
 * are written for people: the daily limit, no transcript text, the model unreachable), else the screen's fallback.
 */
export function aiFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && !error.code.startsWith('HTTP_') && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** The dashboard's toasts, and ours where the spec says nothing. */
export const TOASTS = {
  copied: { title: 'Copied', description: 'The transcript is on your clipboard.' },
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy to clipboard.' },
  deleted: (fileName: string) => ({ title: 'Transcription Deleted', description: `"${fileName}" was deleted.` }),
  deleteFailed: { title: 'Delete Failed', description: 'Unable to delete the transcription.' },
  retryFailed: { title: 'Retry Failed', description: 'Unable to retry processing.' },
  downloadTranscriptFailed: { title: 'Download Failed', description: 'Unable to download the transcription.' },
  downloadAudioFailed: { title: 'Download Failed', description: 'Failed to download audio file.' },
  summaryFailed: { title: 'Summary Failed', fallback: 'Failed to generate summary.' },
  summaryCopied: { title: 'Copied to Clipboard', description: 'The summary is on your clipboard.' },
} as const;
