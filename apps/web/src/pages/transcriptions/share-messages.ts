/** The share dialog's toasts ('Share Failed' is the spec's; the rest are ours). */
export const SHARE_TOASTS = {
  failed: { title: 'Share Failed', fallback: 'Unable to make a share link. Please try again.' },
  copied: { title: 'Link Copied', description: 'Anyone with the link can open the transcript.' },
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy to clipboard. Select the link and copy it yourself.' },
  revoked: { title: 'Link Revoked', description: 'The link no longer works.' },
  revokeFailed: { title: 'Revoke Failed', fallback: 'Unable to revoke the link. Please try again.' },
} as const;
