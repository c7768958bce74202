import { z } from 'zod';

/**
 * How hard the speech engine works on a file: each engine maps these to its own settings (a faster or a more accurate
 * model or search), so the words mean the same whichever engine is configured.
 */
export const transcriptionModes = ['fast', 'balanced', 'accurate'] as const;
export type TranscriptionMode = (typeof transcriptionModes)[number];

/** The formats a transcript downloads in; the default one is what a download without a format uses. */
export const defaultExportFormats = ['txt', 'docx', 'pdf', 'srt', 'vtt'] as const;
export type DefaultExportFormat = (typeof defaultExportFormats)[number];

/**
 * A person's settings, stored per user and applied by the server: every new upload takes the language, mode and
 * speaker recognition in force when it is created; downloads take the export format; the e-mails follow the toggles.
 * `language` null means the engine detects the language (where it can).
 */
export const userPreferencesSchema = z.object({
  language: z.string().nullable(),
  mode: z.enum(transcriptionModes),
  exportFormat: z.enum(defaultExportFormats),
  speakerLabels: z.boolean(),
  autoDownload: z.boolean(),
  notifyAccountUpdates: z.boolean(),
  notifyTranscriptionComplete: z.boolean(),
  notifyProcessingUpdates: z.boolean(),
  notifyWeeklyReports: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
