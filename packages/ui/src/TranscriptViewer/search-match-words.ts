import type { TranscriptWord } from '@verbatim/core-sdk/contracts';

/** Where a search found a passage: its times in the recording and the words it matched, as the results showed them. */
export interface SearchMatchMoment {
  start: number;
  end: number;
  /** The matched words as the passage spelled them ("Walruses", "budget"). */
  terms: readonly string[];
}

/** A word as a search compares it: lower case, without punctuation around or inside it. */
const comparable = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The indices of the words a search matched: words inside the passage's time whose text is one of the matched
 * words. A word that starts a hair before the passage (timings are rounded differently) still counts.
 */
export function searchMatchWords(words: readonly TranscriptWord[], match: SearchMatchMoment | null | undefined): ReadonlySet<number> {
  const found = new Set<number>();
  if (!match) return found;
  const terms = new Set(match.terms.map(comparable).filter(Boolean));
  words.forEach((word, index) => {
    if (word.start >= match.start - 0.05 && word.start < match.end && terms.has(comparable(word.text))) found.add(index);
  });
  return found;
}
