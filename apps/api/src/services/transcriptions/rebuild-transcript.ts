import type { TranscriptSegment, TranscriptWord } from '@verbatim/core-sdk/contracts';

/** The text a transcript's words make once they have been edited, as its segments and as one string. */
export interface RebuiltTranscript {
  transcriptText: string;
  segments: TranscriptSegment[];
}

/**
 * The segments and the whole text made again from the words after an edit. The words are what a person edits, so
 * they are the truth; segments keep their times and speakers (the recording did not change) and take the words whose
 * middle falls in them, as speaker turns do (a word between two segments joins the one that started last; a word
 * before the first joins the first). A segment left without words is dropped: its text was deleted, and a paragraph
 * it started starts with the next segment instead. The whole text is the words joined with single spaces.
 */
export function rebuildTranscript(segments: readonly TranscriptSegment[], words: readonly TranscriptWord[]): RebuiltTranscript {
  const texts: string[][] = segments.map(() => []);
  let current = 0;
  for (const word of words) {
    const middle = (word.start + word.end) / 2;
    while (current + 1 < segments.length && (segments[current + 1]?.start ?? Number.POSITIVE_INFINITY) <= middle) current += 1;
    texts[current]?.push(word.text);
  }
  const rebuilt: TranscriptSegment[] = [];
  // A paragraph whose first sentence was deleted still starts where its next sentence does.
  let pendingParagraph = false;
  segments.forEach((segment, index) => {
    const text = texts[index] ?? [];
    if (text.length === 0) {
      pendingParagraph ||= Boolean(segment.paragraphStart);
      return;
    }
    rebuilt.push(pendingParagraph ? { ...segment, text: text.join(' '), paragraphStart: true } : { ...segment, text: text.join(' ') });
    pendingParagraph = false;
  });
  return { transcriptText: words.map((word) => word.text).join(' '), segments: rebuilt };
}
