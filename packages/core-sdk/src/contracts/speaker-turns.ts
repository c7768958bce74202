// Plain functions, no zod: the viewer, the shared page and the exports group a transcript by speaker the same way.
import { paragraphTokens } from './paragraphs';
import type { TranscriptSegment, TranscriptWord } from './transcriptions';

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

/** The paragraphs of a timed transcript: each speaker turn paragraphed on its own, so no paragraph mixes speakers. */
export function timedParagraphs<W extends TranscriptWord>(
  segments: readonly TranscriptSegment[],
  words: readonly W[],
): TimedParagraph<W>[] {
  return speakerTurns(segments, words).flatMap((turn) => {
    let offset = turn.offset;
    return paragraphTokens(turn.words, (word) => word.text).map((paragraphWords, index) => {
      const paragraph = { speaker: turn.speaker, offset, words: paragraphWords, opensTurn: index === 0 };
      offset += paragraphWords.length;
      return paragraph;
    });
  });
}

/** The longest speaker name an owner may give. */
export const SPEAKER_NAME_MAX = 60;

/** A speaker as people see it: the name the owner gave the label, else "Speaker A". */
export function speakerDisplayName(label: string, speakerNames: Readonly<Record<string, string>> | undefined): string {
  return speakerNames?.[label]?.trim() || `Speaker ${label}`;
}
