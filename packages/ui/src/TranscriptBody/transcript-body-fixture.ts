import type { TranscriptEdit, TranscriptSegment, TranscriptWord } from '@verbatim/core-sdk/contracts';

/** Words the engine was unsure of are written with a trailing "~" here; the mark is dropped from their text. */
const UNSURE_MARK = '~';

/**
 * A speaker-labelled transcript for tests and stories: each turn is [label, text], words last 0.45 s one after the
 * other, and a word written "roadmap~" comes out as "roadmap" with a low confidence (the others are sure).
 */
export function speakerTranscriptFixture(turns: readonly (readonly [string, string])[]): {
  words: TranscriptWord[];
  segments: TranscriptSegment[];
} {
  const words: TranscriptWord[] = [];
  const segments: TranscriptSegment[] = [];
  for (const [speaker, text] of turns) {
    const first = words.length;
    for (const token of text.split(/\s+/).filter(Boolean)) {
      const unsure = token.endsWith(UNSURE_MARK) && token.length > 1;
      const start = words.length * 0.45;
      words.push({ text: unsure ? token.slice(0, -1) : token, start, end: start + 0.4, confidence: unsure ? 0.35 : 0.96 });
    }
    const turnWords = words.slice(first);
    segments.push({
      start: turnWords[0]?.start ?? 0,
      end: turnWords.at(-1)?.end ?? 0,
      text: turnWords.map((word) => word.text).join(' '),
      speaker,
    });
  }
  return { words, segments };
}

/** A short meeting: Priya (A) and Sam (B), with a few words the engine was unsure of. */
export const MEETING_TURNS = [
  ['A', 'Good morning everyone. Thanks for joining the weekly sync. Let us start with the roadmap.~'],
  ['B', 'Thanks Priya. The upload work is done. Chunked~ uploads resume after a dropped connection. Large files are fine.'],
  ['A', 'Great. What about the recorder? When does it ship?'],
  ['B', 'The recorder ships next week, after the Safari~ fixes.'],
] as const;

/**
 * What the server does with an edit, roughly, so stories can show an edit land: the span's words become the text's
 * words, spread evenly over the span's time, with no confidence (a person wrote them).
 */
export function applyEditFixture(words: readonly TranscriptWord[], edit: TranscriptEdit): TranscriptWord[] {
  const from = words[edit.start]?.start ?? words.at(-1)?.end ?? 0;
  const to = words[edit.end - 1]?.end ?? from;
  const tokens = edit.text.split(/\s+/).filter(Boolean);
  const step = tokens.length > 0 ? (to - from) / tokens.length : 0;
  const replaced = tokens.map((text, index) => ({ text, start: from + index * step, end: from + (index + 1) * step }));
  return [...words.slice(0, edit.start), ...replaced, ...words.slice(edit.end)];
}
