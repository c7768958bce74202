import { isApiError } from '@verbatim/core-sdk';

/** The settings page's toasts: the spec's titles and failure texts, and ours where it says nothing. */
export const SETTINGS_TOASTS = {
  profileSaved: { title: 'Profile Updated', description: 'Your name has been saved.' },
  profileFailed: 'Failed to update profile. Please try again.',
  transcriptionSaved: { title: 'Transcription Settings Updated', description: 'New uploads and downloads use them from now on.' },
  transcriptionFailed: 'Failed to update transcription settings. Please try again.',
  notificationsSaved: { title: 'Notifications Updated', description: 'Your e-mail preferences have been saved.' },
  notificationsFailed: 'Failed to update notifications. Please try again.',
  passwordChanged: { title: 'Password Changed' },
  sessionsEnded: { title: 'Signed Out Elsewhere' },
  sessionsFailed: { title: 'Sign-out Failed', description: 'Could not sign out your other sessions. Please try again.' },
  invoiceFailed: { title: 'Download Failed', description: 'Unable to download the receipt. Please try again.' },
} as const;

/** The title of every failed save; the description says which and why. */
export const SAVE_FAILED_TITLE = 'Update Failed';

/**
 * Why a save failed: what our server said about the request itself (a language the engine does not offer, a name
 * that is too long), else the spec's text for that form.
 */
export function saveFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 400 && !error.code.startsWith('HTTP_') && error.serverMessage) return error.serverMessage;
  return fallback;
}
