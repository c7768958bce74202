/** The dashboard's toasts, and ours where the spec says nothing. */
export const TOASTS = {
  copied: { title: 'Copied', description: 'The transcript is on your clipboard.' },
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy to clipboard.' },
  deleted: (fileName: string) => ({ title: 'Transcription Deleted', description: `"${fileName}" was deleted.` }),
  deleteFailed: { title: 'Delete Failed', description: 'Unable to delete the transcription.' },
  retryFailed: { title: 'Retry Failed', description: 'Unable to retry processing.' },
  downloadTranscriptFailed: { title: 'Download Failed', description: 'Unable to download the transcription.' },
  downloadAudioFailed: { title: 'Download Failed', description: 'Failed to download audio file.' },
  summaryUnavailable: { title: 'Coming Soon', description: 'AI summaries arrive in an upcoming release.' },
} as const;
