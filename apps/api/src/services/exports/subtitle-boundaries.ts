/**
 * What kind of place the space between two words is to break a subtitle: the end of a sentence reads best, then a
 * clause (after a comma, before "and"), and the middle of a phrase worst; an article or possessive never ends a line.
 */
export type Boundary = 'sentence' | 'clause' | 'before-conjunction' | 'phrase' | 'bound';

// Closing quotes and brackets may follow the punctuation: `"Stop!"`, `(really?)`.
const SENTENCE_END = /[.!?…。！？]["'”’»)\]]*$/;
const CLAUSE_END = /[,;:–—、，；：]["'”’»)\]]*$/;

// English only: other languages' function words differ, and there the punctuation rules still apply.
const CONJUNCTIONS_AND_PREPOSITIONS = new Set([
  'and',
  'but',
  'or',
  'nor',
  'so',
  'yet',
  'because',
  'although',
  'though',
  'while',
  'if',
  'when',
  'where',
  'which',
  'who',
  'that',
  'than',
  'until',
  'unless',
  'since',
  'after',
  'before',
  'about',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'to',
  'with',
  'without',
  'through',
]);
const BOUND_TO_NEXT = new Set([
  'a',
  'an',
  'the',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'this',
  'these',
  'those',
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
]);

const bare = (word: string) => word.toLowerCase().replace(/^["'“‘«([]+|["'”’»)\],;:]+$/g, '');

export function endsSentence(word: string): boolean {
  // "Mr." and "Dr." end with a full stop but not a sentence.
  return SENTENCE_END.test(word) && !BOUND_TO_NEXT.has(bare(word));
}

/** The boundary between `before` and `after`; `english` turns on the English word lists. */
export function boundaryBetween(before: string, after: string, english: boolean): Boundary {
  if (endsSentence(before)) return 'sentence';
  if (CLAUSE_END.test(before)) return 'clause';
  if (english && BOUND_TO_NEXT.has(bare(before))) return 'bound';
  if (english && CONJUNCTIONS_AND_PREPOSITIONS.has(bare(after))) return 'before-conjunction';
  return 'phrase';
}

/** Whether the English word lists apply: the transcript is in English, or its language is not known. */
export function isEnglish(language: string | null): boolean {
  return language === null || language === '' || /^en\b/i.test(language);
}
