import type { TranscriptWord } from '@verbatim/core-sdk/contracts';
import type { ExportDocument, ExportParagraph } from './export-document';

/** A word as cues are built from it: the engine's timing, or a share of its segment's time when there is none. */
export interface CueWord {
  text: string;
  start: number;
  end: number;
  speaker: string | null;
}

/**
 * The document's words in runs that never share a cue: all the timed words as one run, or, without word timings,
 * one run per segment (or per paragraph spread over the duration) with times shared out by characters.
 * Empty when there is nothing to time.
 */
export function cueWordRuns(doc: ExportDocument): CueWord[][] {
  const timed = timedWords(doc);
  if (timed.length > 0) return [timed];
  const fromSegments = doc.segments.map((segment) => spreadText(segment.text, segment.start, segment.end, speakerName(segment.speaker)));
  if (fromSegments.some((run) => run.length > 0)) return fromSegments.filter((run) => run.length > 0);
  return spreadParagraphs(doc).filter((run) => run.length > 0);
}

function speakerName(speaker: string | null | undefined): string | null {
  const name = speaker?.replace(/\s+/g, ' ').trim();
  return name ? name : null;
}

function isTime(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The engine's words, each with the speaker of the paragraph it belongs to. */
function timedWords(doc: ExportDocument): CueWord[] {
  const speakers = wordSpeakers(doc);
  const words: CueWord[] = [];
  doc.words.forEach((word, index) => {
    const text = word.text.trim();
    if (!text || !isTime(word.start) || !isTime(word.end)) return;
    words.push({ text, start: word.start, end: Math.max(word.start, word.end), speaker: speakers(word, index) });
  });
  return words;
}

/**
 * Who said each word. The paragraphs hold the same words in the same order, so when their counts agree the match is
 * by position; otherwise by time: the last paragraph (or segment) that starts at or before the word.
 */
function wordSpeakers(doc: ExportDocument): (word: TranscriptWord, index: number) => string | null {
  const byPosition = doc.paragraphs.flatMap((paragraph) => paragraph.words.map(() => speakerName(paragraph.speaker)));
  if (byPosition.length === doc.words.length) return (_word, index) => byPosition[index] ?? null;
  const timedParagraphs = doc.paragraphs.filter((paragraph): paragraph is ExportParagraph & { start: number } => isTime(paragraph.start));
  const spans =
    timedParagraphs.length > 0
      ? timedParagraphs.map((paragraph) => ({ start: paragraph.start, speaker: speakerName(paragraph.speaker) }))
      : doc.segments.map((segment) => ({ start: segment.start, speaker: speakerName(segment.speaker) }));
  // Words come in time order, so one forward pass over the spans finds each word's span.
  let current = 0;
  return (word) => {
    while (current + 1 < spans.length && (spans[current + 1]?.start ?? Number.POSITIVE_INFINITY) <= word.start) current += 1;
    return spans[current]?.speaker ?? null;
  };
}

/**
 * A text's words over [start, end], each given time in proportion to its characters (with the space after it), so a
 * long word stays up longer than a short one. Words touch: there are no real pauses to show.
 */
function spreadText(text: string, start: number, end: number, speaker: string | null): CueWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || !isTime(start) || !isTime(end)) return [];
  const total = tokens.reduce((sum, token) => sum + token.length, 0) + tokens.length - 1;
  const duration = Math.max(0, end - start);
  let offset = 0;
  const offsets = tokens.map((token) => {
    const at = offset;
    offset += token.length + 1;
    return at;
  });
  return tokens.map((text, index) => ({
    text,
    start: start + (duration * (offsets[index] ?? 0)) / total,
    end: index + 1 < tokens.length ? start + (duration * (offsets[index + 1] ?? total)) / total : start + duration,
    speaker,
  }));
}

/** Without any timing: the paragraphs laid end to end over the media's duration, each given time by its characters. */
function spreadParagraphs(doc: ExportDocument): CueWord[][] {
  const duration = doc.durationSeconds;
  if (!isTime(duration) || duration <= 0) return [];
  const paragraphs = doc.paragraphs.length > 0 ? doc.paragraphs : [{ text: doc.text, speaker: null }];
  const texts = paragraphs
    .map((paragraph) => ({ text: paragraph.text.trim(), speaker: speakerName(paragraph.speaker) }))
    .filter((p) => p.text);
  const total = texts.reduce((sum, paragraph) => sum + paragraph.text.length, 0);
  let at = 0;
  return texts.map((paragraph) => {
    const start = at;
    at += (duration * paragraph.text.length) / total;
    return spreadText(paragraph.text, start, at, paragraph.speaker);
  });
}
