import { paragraphTokens, splitIntoParagraphs, type TranscriptSegment, type TranscriptWord } from '@verbatim/core-sdk/contracts';
import type { TranscriptionModel } from '../../models/transcription';
import type { ExportDocument, ExportParagraph } from './export-document';

/** "team-meeting.mp3" → "team-meeting": what every export of it is named after. */
export function exportBaseName(fileName: string): string {
  return fileName.replace(/\.[^./\\]{1,8}$/, '').trim() || 'transcript';
}

const timedParagraph = (words: TranscriptWord[], speaker: string | null): ExportParagraph => ({
  start: words[0]?.start ?? null,
  end: words.at(-1)?.end ?? null,
  speaker,
  text: words.map((word) => word.text).join(' '),
  words,
});

/**
 * A speaker's turns, from the engine's labelled segments: consecutive segments of one speaker make a turn, and each
 * word belongs to the turn its middle falls in (the last turn that started, for words between turns).
 */
function speakerTurns(segments: TranscriptSegment[], words: TranscriptWord[]): { speaker: string; words: TranscriptWord[] }[] {
  const turns: { speaker: string; start: number; words: TranscriptWord[] }[] = [];
  for (const segment of segments) {
    const speaker = segment.speaker ?? '';
    if (turns.at(-1)?.speaker !== speaker) turns.push({ speaker, start: segment.start, words: [] });
  }
  let turn = 0;
  for (const word of words) {
    const middle = (word.start + word.end) / 2;
    while (turn + 1 < turns.length && (turns[turn + 1]?.start ?? Number.POSITIVE_INFINITY) <= middle) turn += 1;
    turns[turn]?.words.push(word);
  }
  return turns.filter((t) => t.words.length > 0);
}

/**
 * The transcription as exports show it: the viewer's paragraphs (from word timings where there are some, else from
 * the text), grouped by speaker where the engine labelled speakers.
 */
export function buildExportDocument(t: TranscriptionModel): ExportDocument {
  const words = t.words ?? [];
  const segments = t.segments ?? [];
  const text = t.transcriptText?.trim() ?? '';
  let paragraphs: ExportParagraph[];
  if (words.length > 0 && segments.some((segment) => segment.speaker)) {
    paragraphs = speakerTurns(segments, words).flatMap((turn) =>
      paragraphTokens(turn.words, (word) => word.text).map((group) => timedParagraph(group, turn.speaker || null)),
    );
  } else if (words.length > 0) {
    paragraphs = paragraphTokens(words, (word) => word.text).map((group) => timedParagraph(group, null));
  } else {
    paragraphs = splitIntoParagraphs(text).map((paragraph) => ({ start: null, end: null, speaker: null, text: paragraph, words: [] }));
  }
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
    segments,
  };
}
