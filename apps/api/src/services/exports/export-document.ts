import type { TranscriptSegment, TranscriptWord } from '@verbatim/core-sdk/contracts';

/** One paragraph as the viewer shows it, with its timing where the engine gave word timings. */
export interface ExportParagraph {
  /** Seconds from the start of the media; null when the transcript has no word timings. */
  start: number | null;
  end: number | null;
  /** The speaker's name where the engine labelled speakers ("Speaker A", or the name the owner gave). */
  speaker: string | null;
  text: string;
  /** The paragraph's words with their timings (empty without word timings). */
  words: TranscriptWord[];
}

/** Everything an export is made from: the transcription as its owner sees it, paragraphed once for every format. */
export interface ExportDocument {
  id: string;
  /** The original file's name ("team-meeting.mp3"). */
  fileName: string;
  /** The name exports are saved under, without extension ("team-meeting"). */
  baseName: string;
  createdAt: Date;
  durationSeconds: number | null;
  /** BCP 47 code of the transcript's language, when known. */
  language: string | null;
  /** The whole text. */
  text: string;
  paragraphs: ExportParagraph[];
  /** Every word with its timing, in order (empty without word timings). */
  words: TranscriptWord[];
  /** The engine's segments, each speaker by the name people see ("Speaker A", or the name the owner gave). */
  segments: TranscriptSegment[];
}

/** What a person can choose for the text formats (TXT, PDF, DOCX). */
export interface ExportOptions {
  /** Each paragraph's start time before it. */
  timestamps: boolean;
  /** A heading with the file name, date and duration. */
  header: boolean;
}
