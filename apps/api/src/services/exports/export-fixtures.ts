import type { TranscriptWord } from '@verbatim/core-sdk/contracts';
import type { ExportDocument, ExportParagraph } from './export-document';

/** Test data for the exporters: a document with nothing in it but what a test gives. */
export function exportDocument(overrides: Partial<ExportDocument> = {}): ExportDocument {
  return {
    id: 'tr_1',
    fileName: 'team-meeting.mp3',
    baseName: 'team-meeting',
    createdAt: new Date('2026-11-23T22:30:00Z'),
    durationSeconds: null,
    language: 'en',
    text: '',
    paragraphs: [],
    words: [],
    segments: [],
    ...overrides,
  };
}

/**
 * Timed words from a text, one after another from `start`: each word lasts `wordSeconds`, with `gapSeconds` between
 * words, and a "|" in the text marks a silence of `pauseSeconds` instead.
 */
export function timedWords(
  text: string,
  {
    start = 0,
    wordSeconds = 0.3,
    gapSeconds = 0.05,
    pauseSeconds = 1,
  }: { start?: number; wordSeconds?: number; gapSeconds?: number; pauseSeconds?: number } = {},
): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  let at = start;
  let gap = 0;
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (token === '|') {
      gap = pauseSeconds;
      continue;
    }
    at += gap;
    words.push({ start: round(at), end: round(at + wordSeconds), text: token });
    at += wordSeconds;
    gap = gapSeconds;
  }
  return words;
}

/** A paragraph made of timed words, as the document builder makes them. */
export function paragraphOf(words: TranscriptWord[], speaker: string | null = null): ExportParagraph {
  return {
    start: words[0]?.start ?? null,
    end: words.at(-1)?.end ?? null,
    speaker,
    text: words.map((word) => word.text).join(' '),
    words,
  };
}

/** A document from paragraphs of timed words, with the whole text and word list filled in from them. */
export function documentOfParagraphs(paragraphs: ExportParagraph[], overrides: Partial<ExportDocument> = {}): ExportDocument {
  return exportDocument({
    paragraphs,
    words: paragraphs.flatMap((paragraph) => paragraph.words),
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
    durationSeconds: paragraphs.at(-1)?.end ?? null,
    ...overrides,
  });
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * A short meeting for the subtitle formats: two speakers, a cue of each speaker's, a two-line cue after a long
 * pause that keeps its speaker, and text with characters WebVTT must escape.
 */
export function meetingDocument(): ExportDocument {
  return documentOfParagraphs(
    [
      paragraphOf(
        [
          { start: 0.5, end: 0.9, text: 'Hello' },
          { start: 1, end: 1.6, text: 'everyone.' },
        ],
        'Speaker A',
      ),
      paragraphOf([{ start: 3, end: 3.3, text: 'Hi!' }], 'Speaker B'),
      paragraphOf(timedWords("Good to see you all, let's get started with the R&D <budget>.", { start: 6 }), 'Speaker B'),
      paragraphOf([{ start: 11, end: 11.4, text: 'Bye.' }], 'Speaker A'),
    ],
    { durationSeconds: 12 },
  );
}
