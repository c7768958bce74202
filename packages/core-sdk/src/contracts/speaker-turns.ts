// Plain functions, no zod: the viewer, the shared page and the exports group a transcript by speaker the same way.
import { paragraphTokens } from './paragraphs';
import type { TranscriptSegment, TranscriptWord } from './transcriptions/schemas';

/** A speaker's consecutive words, in order; `speaker` is the engine's label ("A"), or null where none was given. */
export interface SpeakerTurn<W extends TranscriptWord = TranscriptWord> {
  speaker: string | null;
  /** The index of the turn's first word among all the transcript's words. */
  offset: number;
  words: W[];
}

/** Whether the engine labelled speakers in this transcript. */
export function hasSpeakerLabels(segments: readonly TranscriptSegment[]): boolean {
  return segments.some((segment) => Boolean(segment.speaker));
}

/**
 * A transcript's speaker turns, from the engine's labelled segments: consecutive segments of one speaker make a turn,
 * and each word belongs to the turn its middle falls in (the last turn that started, for words between turns). Without
 * labels the whole transcript is one turn with no speaker.
 */
export function speakerTurns<W extends TranscriptWord>(segments: readonly TranscriptSegment[], words: readonly W[]): SpeakerTurn<W>[] {
  if (!hasSpeakerLabels(segments)) return words.length > 0 ? [{ speaker: null, offset: 0, words: [...words] }] : [];
  const turns: { speaker: string | null; start: number; offset: number; words: W[] }[] = [];
  for (const segment of segments) {
    const speaker = segment.speaker || null;
    if (turns.length === 0 || turns.at(-1)?.speaker !== speaker) turns.push({ speaker, start: segment.start, offset: 0, words: [] });
  }
  let turn = 0;
  words.forEach((word, index) => {
    const middle = (word.start + word.end) / 2;
    while (turn + 1 < turns.length && (turns[turn + 1]?.start ?? Number.POSITIVE_INFINITY) <= middle) turn += 1;
    const current = turns[turn];
    if (!current) return;
    if (current.words.length === 0) current.offset = index;
    current.words.push(word);
  });
  return turns.filter((t) => t.words.length > 0).map(({ speaker, offset, words: turnWords }) => ({ speaker, offset, words: turnWords }));
}

/** One paragraph of a timed transcript: its words, where it starts among all words, and its speaker's label. */
export interface TimedParagraph<W extends TranscriptWord = TranscriptWord> extends SpeakerTurn<W> {
  /** The first paragraph of a speaker's turn: where the speaker's name is shown. */
  opensTurn: boolean;
}

/**
 * The words that open a paragraph the engine marked: the first word of each segment with `paragraphStart`, each word
 * belonging to the segment its middle falls in, as in speaker turns. Null when no segment carries a mark (engines
 * that do not find paragraphs, transcripts stored before the mark existed): their paragraphs come from the sentences.
 */
export function markedParagraphStarts<W extends TranscriptWord>(
  segments: readonly TranscriptSegment[],
  words: readonly W[],
): Set<W> | null {
  if (!segments.some((segment) => segment.paragraphStart)) return null;
  const starts = new Set<W>();
  let current = -1;
  for (const word of words) {
    const middle = (word.start + word.end) / 2;
    let next = Math.max(current, 0);
    while (next + 1 < segments.length && (segments[next + 1]?.start ?? Number.POSITIVE_INFINITY) <= middle) next += 1;
    if (next !== current && segments[next]?.paragraphStart) starts.add(word);
    current = next;
  }
  return starts;
}

/**
 * The paragraphs of a timed transcript: each speaker turn paragraphed on its own, so no paragraph mixes speakers, and
 * broken where the engine marked paragraphs when it did.
 */
export function timedParagraphs<W extends TranscriptWord>(
  segments: readonly TranscriptSegment[],
  words: readonly W[],
): TimedParagraph<W>[] {
  const marked = markedParagraphStarts(segments, words);
  const startsParagraph = marked ? (word: W) => marked.has(word) : undefined;
  return speakerTurns(segments, words).flatMap((turn) => {
    let offset = turn.offset;
    return paragraphTokens(turn.words, (word) => word.text, startsParagraph).map((paragraphWords, index) => {
      const paragraph = { speaker: turn.speaker, offset, words: paragraphWords, opensTurn: index === 0 };
      offset += paragraphWords.length;
      return paragraph;
    });
  });
}

/** A speaker as people see it: the name the owner gave the label, else "Speaker A". */
export function speakerDisplayName(label: string, speakerNames: Readonly<Record<string, string>> | undefined): string {
  return speakerNames?.[label]?.trim() || `Speaker ${label}`;
}
