import { formatDuration } from '@verbatim/core-sdk/contracts';
import type { ExportDocument, ExportOptions } from './export-document';
import { formatClock } from './format-timestamp';

/** "Nov 23, 2026": the date in UTC, so the file says the same wherever the server runs. */
function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The heading lines, worded as the web app's own TXT download words them so the two files agree. */
function header(doc: ExportDocument): string {
  return [doc.fileName, `Transcribed ${formatDate(doc.createdAt)}`, `Duration ${formatDuration(doc.durationSeconds)}`].join('\n');
}

function paragraphs(doc: ExportDocument, timestamps: boolean): string[] {
  if (doc.paragraphs.length === 0) return doc.text.trim() ? [doc.text.trim()] : [];
  let previousSpeaker: string | null = null;
  return doc.paragraphs.flatMap((paragraph) => {
    const text = paragraph.text.trim();
    if (!text) return [];
    const speaker = paragraph.speaker?.trim() || null;
    const label = speaker !== null && speaker !== previousSpeaker ? `${speaker}: ` : '';
    previousSpeaker = speaker;
    const time = timestamps && paragraph.start !== null ? `[${formatClock(paragraph.start)}] ` : '';
    return [`${time}${label}${text}`];
  });
}

/**
 * The transcript as plain text: an optional heading (file name, date, duration), then the paragraphs with a blank
 * line between them, each with its start time and, when the voice changes, its speaker. CRLF line ends and a BOM,
 * so Notepad and older Windows editors show it as meant.
 */
export function renderTxt(doc: ExportDocument, options: ExportOptions): string {
  const blocks = [...(options.header ? [header(doc)] : []), ...paragraphs(doc, options.timestamps)];
  const content = `${blocks.join('\n\n')}\n`.replace(/\r?\n/g, '\r\n');
  return `\uFEFF${content}`;
}
