// Plain functions, no zod: the viewer, the exports and the server all paragraph a transcript the same way.

/**
 * Transcript paragraphing: split at sentences; when the text has no
 * punctuation, as local engines such as PocketSphinx produce, make sentences of about 20 to 30
 * words instead; then put 2 to 3 sentences in each paragraph. Where the engine marked the paragraphs itself (the
 * local engine, at the speaker's long pauses), they break at its marks instead.
 *
 * It works on tokens (words), so the same paragraphs can be built from a plain transcript or from
 * its word timings.
 */

/** Fallback sentence length, in words, for text without punctuation. */
export const FALLBACK_SENTENCE_WORDS = { min: 20, target: 25, max: 30 } as const;
/**
 * A punctuated sentence is split with the fallback only beyond this many words: splitting a real
 * sentence mid-way is worse than a long one, but a run-on of 100 words is not a sentence.
 */
export const LONG_SENTENCE_WORDS = 40;
export const MAX_SENTENCES_PER_PARAGRAPH = 3;
/**
 * A paragraph the engine marked is kept whole up to this many sentences; a longer one (a speaker who never paused
 * long) is split into paragraphs of 2 to 3 sentences like unmarked text, so it does not become a wall of text.
 */
export const MAX_SENTENCES_PER_MARKED_PARAGRAPH = 6;

// Tokens that end with a full stop but rarely end a sentence.
const ABBREVIATIONS = new Set(['mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'sr.', 'jr.', 'st.', 'vs.', 'e.g.', 'i.e.', 'no.', 'approx.']);

/** Whether a word closes a sentence: it ends in . ! ? or … (before any closing quotes or brackets). */
export function endsSentence(word: string): boolean {
  const bare = word.replace(/["'”’)\]]+$/, '');
  if (!/[.!?…]$/.test(bare)) return false;
  if (ABBREVIATIONS.has(bare.toLowerCase())) return false;
  // A single capital and a dot is an initial ("J. R. Tolkien").
  return !/^[A-Z]\.$/.test(bare);
}

/** How many pieces a run of `count` words becomes: each close to 25 words, 20 to 30 where that is possible. */
function fallbackPieces(count: number): number {
  const { min, target, max } = FALLBACK_SENTENCE_WORDS;
  const fewest = Math.max(1, Math.ceil(count / max));
  const most = Math.floor(count / min);
  if (most < fewest) return fewest;
  const ideal = Math.round(count / target);
  return Math.min(most, Math.max(fewest, ideal));
}

/** Splits items into `pieces` consecutive groups whose sizes differ by at most one, larger ones first. */
function splitEvenly<T>(items: readonly T[], pieces: number): T[][] {
  const groups: T[][] = [];
  const base = Math.floor(items.length / pieces);
  const extra = items.length % pieces;
  let start = 0;
  for (let index = 0; index < pieces; index += 1) {
    const size = base + (index < extra ? 1 : 0);
    groups.push(items.slice(start, start + size));
    start += size;
  }
  return groups;
}

/** Groups tokens into sentences, using the fallback length for text without punctuation and for run-ons. */
export function sentenceTokens<T>(tokens: readonly T[], textOf: (token: T) => string): T[][] {
  const sentences: T[][] = [];
  let current: T[] = [];
  let punctuated = false;
  for (const token of tokens) {
    current.push(token);
    if (endsSentence(textOf(token))) {
      punctuated = true;
      sentences.push(current);
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current);
  const limit = punctuated ? LONG_SENTENCE_WORDS : FALLBACK_SENTENCE_WORDS.max;
  return sentences.flatMap((sentence) => (sentence.length > limit ? splitEvenly(sentence, fallbackPieces(sentence.length)) : [sentence]));
}

/** Spreads sentences over as few paragraphs as 3 per paragraph allow, evenly, so 4 sentences make 2 + 2. */
function groupSentences<T>(sentences: readonly T[][]): T[][] {
  if (sentences.length === 0) return [];
  const paragraphs = splitEvenly(sentences, Math.ceil(sentences.length / MAX_SENTENCES_PER_PARAGRAPH));
  return paragraphs.map((group) => group.flat());
}

/** Cuts tokens before every token that starts a paragraph (the first one always does). */
function splitAtMarks<T>(tokens: readonly T[], startsParagraph: (token: T) => boolean): T[][] {
  const runs: T[][] = [];
  for (const token of tokens) {
    const last = runs.at(-1);
    if (!last || startsParagraph(token)) runs.push([token]);
    else last.push(token);
  }
  return runs;
}

/**
 * Groups tokens into paragraphs. With `startsParagraph` (the engine marked its paragraphs), a paragraph starts at
 * every marked token and runs to the next, split as unmarked text only beyond MAX_SENTENCES_PER_MARKED_PARAGRAPH
 * sentences. Without it, paragraphs have 2 to 3 sentences (one only when there is a single sentence): as few
 * paragraphs as 3 per paragraph allow, the sentences spread evenly, so 4 sentences make 2 + 2.
 */
export function paragraphTokens<T>(tokens: readonly T[], textOf: (token: T) => string, startsParagraph?: (token: T) => boolean): T[][] {
  const spoken = tokens.filter((token) => textOf(token).trim() !== '');
  if (!startsParagraph) return groupSentences(sentenceTokens(spoken, textOf));
  return splitAtMarks(spoken, startsParagraph).flatMap((run) => {
    const sentences = sentenceTokens(run, textOf);
    return sentences.length > MAX_SENTENCES_PER_MARKED_PARAGRAPH ? groupSentences(sentences) : [run];
  });
}

/** A transcript's paragraphs as text; an empty or blank transcript has none. */
export function splitIntoParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text.split(/\s+/).filter(Boolean);
  return paragraphTokens(words, (word) => word).map((paragraph) => paragraph.join(' '));
}
