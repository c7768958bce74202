import type { NotificationKind, UserPreferences } from '@verbatim/core-sdk/contracts';

type NotificationToggle = 'notifyAccountUpdates' | 'notifyTranscriptionComplete' | 'notifyProcessingUpdates' | 'notifyWeeklyReports';

/** The settings toggle each kind of notification e-mail follows, and the column that stores it. */
export const notificationToggles: Record<NotificationKind, { field: NotificationToggle; column: string }> = {
  'account-updates': { field: 'notifyAccountUpdates', column: 'notify_account_updates' },
  'transcription-complete': { field: 'notifyTranscriptionComplete', column: 'notify_transcription_complete' },
  'processing-updates': { field: 'notifyProcessingUpdates', column: 'notify_processing_updates' },
  'weekly-reports': { field: 'notifyWeeklyReports', column: 'notify_weekly_reports' },
};

/** Whether a person wants this kind of e-mail. */
export const wantsNotification = (preferences: UserPreferences, kind: NotificationKind): boolean =>
  preferences[notificationToggles[kind].field];
