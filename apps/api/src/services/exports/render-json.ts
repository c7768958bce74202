import type { TranscriptSegment, TranscriptWord } from '@verbatim/core-sdk/contracts';
import type { ExportDocument } from './export-document';

/** The JSON export's shape: what a developer's script can rely on. Times are seconds from the start of the media. */
export interface TranscriptJson {
  id: string;
  fileName: string;
  /** ISO 8601, UTC; null only for a date that cannot be read. */
  createdAt: string | null;
  durationSeconds: number | null;
  language: string | null;
  text: string;
  paragraphs: { start: number | null; end: number | null; speaker: string | null; text: string }[];
  segments: TranscriptSegment[];
  words: TranscriptWord[];
}

/** The transcript for programs: everything an export has, pretty-printed with two spaces. */
export function renderJson(doc: ExportDocument): string {
  const body: TranscriptJson = {
    id: doc.id,
    fileName: doc.fileName,
    createdAt: Number.isNaN(doc.createdAt.getTime()) ? null : doc.createdAt.toISOString(),
    durationSeconds: doc.durationSeconds,
    language: doc.language,
    text: doc.text,
    // The paragraphs' words are already in `words`; repeating them per paragraph would double the file.
    paragraphs: doc.paragraphs.map(({ start, end, speaker, text }) => ({ start, end, speaker, text })),
    segments: doc.segments,
    words: doc.words,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
