import type { ExportFormat } from '@verbatim/core-sdk';

/** The formats the download dialog offers, in its order, with what each is for. */
export const EXPORT_CHOICES: readonly { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'pdf', label: 'PDF', hint: 'To read, print or send.' },
  { format: 'docx', label: 'Word (.docx)', hint: 'To edit in Word, Pages or Google Docs.' },
  { format: 'txt', label: 'Plain text (.txt)', hint: 'The words alone, for any editor.' },
  { format: 'srt', label: 'Subtitles (.srt)', hint: 'Captions timed to the media, for video editors and players.' },
  { format: 'vtt', label: 'Web captions (.vtt)', hint: 'Captions for web video players.' },
];

/** Formats that can show each paragraph's start time (subtitles are timed by nature). */
export const TIMESTAMPED_FORMATS: ReadonlySet<ExportFormat> = new Set(['pdf', 'docx', 'txt']);

const LAST_FORMAT_KEY = 'verbatim.exportFormat';

/** The format chosen last time on this device: the dialog opens on it while the settings' default cannot be read. */
export function lastExportFormat(): ExportFormat {
  try {
    const saved = window.localStorage.getItem(LAST_FORMAT_KEY);
    return EXPORT_CHOICES.find((choice) => choice.format === saved)?.format ?? 'pdf';
  } catch {
    return 'pdf';
  }
}

export function rememberExportFormat(format: ExportFormat): void {
  try {
    window.localStorage.setItem(LAST_FORMAT_KEY, format);
  } catch {
    // Private browsing can refuse storage; the dialog then starts on PDF next time, nothing worse.
  }
}
