import { formatDuration } from '@verbatim/core-sdk/contracts';
import type { ExportDocument, ExportOptions } from './export-document';
import { formatClock } from './format-timestamp';

/** What a document export says in place of a transcript that has no words, so the file is never blank. */
export const EMPTY_TRANSCRIPT = 'No transcript available.';

/** Written where a value is unknown, as the app shows it. */
const NOT_AVAILABLE = 'N/A';

/**
 * A paragraph's start as "[m:ss]". Rounded down, so jumping to the printed time in the player never lands after the
 * first word has begun.
 */
export function formatStamp(seconds: number): string {
  return `[${formatClock(Math.max(0, seconds))}]`;
}

/** "November 23, 2026": in UTC, so the same transcript prints the same date whatever the server's zone. */
export function formatExportDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export interface DocumentHeading {
  /** The original file's name. */
  title: string;
  date: string;
  duration: string;
  /** Date and duration on one line, as the line under the title. */
  subtitle: string;
}

/** The heading's text, shared so that the PDF and the DOCX name a transcript in exactly the same words. */
export function documentHeading(doc: ExportDocument): DocumentHeading {
  const date = formatExportDate(doc.createdAt);
  const duration = formatDuration(doc.durationSeconds);
  return { title: doc.fileName, date, duration, subtitle: `${date} · Duration: ${duration}` };
}

/** One paragraph as a document export lays it out: optional start time, optional speaker label, then the text. */
export interface LaidOutParagraph {
  /** "[m:ss]" when timestamps were asked for and the paragraph's start is known. */
  stamp: string | null;
  /** The speaker's name, only where the speaker changes: a run of one speaker's paragraphs is labelled once. */
  speaker: string | null;
  text: string;
}

/**
 * The paragraphs with what to print before each. Blank paragraphs are left out (they would print as a stray stamp or
 * label); an empty result means there is nothing to show and the caller prints `EMPTY_TRANSCRIPT`.
 */
export function layoutParagraphs(doc: ExportDocument, options: ExportOptions): LaidOutParagraph[] {
  const laidOut: LaidOutParagraph[] = [];
  let previousSpeaker: string | null = null;
  for (const paragraph of doc.paragraphs) {
    const text = paragraph.text.trim();
    if (text === '') continue;
    const speaker = paragraph.speaker?.trim() || null;
    laidOut.push({
      stamp: options.timestamps && paragraph.start != null && Number.isFinite(paragraph.start) ? formatStamp(paragraph.start) : null,
      speaker: speaker !== null && speaker !== previousSpeaker ? speaker : null,
      text,
    });
    previousSpeaker = speaker;
  }
  return laidOut;
}
