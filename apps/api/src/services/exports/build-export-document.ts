import { speakerDisplayName, splitIntoParagraphs, type TranscriptWord, timedParagraphs } from '@verbatim/core-sdk/contracts';
import type { TranscriptionModel } from '../../models/transcription';
import type { ExportDocument, ExportParagraph } from './export-document';

/** "team-meeting.mp3" → "team-meeting": what every export of it is named after. */
export function exportBaseName(fileName: string): string {
  return fileName.replace(/\.[^./\\]{1,8}$/, '').trim() || 'transcript';
}

const paragraphOfWords = (words: TranscriptWord[], speaker: string | null): ExportParagraph => ({
  start: words[0]?.start ?? null,
  end: words.at(-1)?.end ?? null,
  speaker,
  text: words.map((word) => word.text).join(' '),
  words,
});

/**
 * The transcription as exports show it: the viewer's paragraphs (from word timings where there are some, else from
 * the text), grouped into speaker turns where the engine labelled speakers, by the same shared functions the viewer
 * and the shared page use. Speakers go by the names their owner gave them ("Speaker A" where none was given), in the
 * paragraphs and in the segments alike, so every format names them as the viewer does.
 */
export function buildExportDocument(t: TranscriptionModel): ExportDocument {
  const words = t.words ?? [];
  const segments = t.segments ?? [];
  const text = t.transcriptText?.trim() ?? '';
  const speaker = (label: string | null | undefined) => (label ? speakerDisplayName(label, t.speakerNames) : null);
  const paragraphs: ExportParagraph[] =
    words.length > 0
      ? timedParagraphs(segments, words).map((paragraph) => paragraphOfWords(paragraph.words, speaker(paragraph.speaker)))
      : splitIntoParagraphs(text).map((paragraph) => ({ start: null, end: null, speaker: null, text: paragraph, words: [] }));
  return {
    id: t.id,
    fileName: t.fileName,
    baseName: exportBaseName(t.fileName),
    createdAt: new Date(t.createdAt),
    durationSeconds: t.durationSeconds,
    language: t.language,
    text,
    paragraphs,
    words,
    segments: segments.map((segment) =>
      segment.speaker ? { ...segment, speaker: speakerDisplayName(segment.speaker, t.speakerNames) } : segment,
    ),
  };
}
