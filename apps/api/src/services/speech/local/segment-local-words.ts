import type { TranscriptSegment, TranscriptWord } from '../speech-engine';
import type { PocketsphinxUtterance } from './parse-pocketsphinx';
import { writeNumbers } from './write-numbers';

/**
 * pocketsphinx hears words, not sentences: it writes lower case, no punctuation, and numbers as words. This turns its
 * utterances into sentences once, where the local engine's words become a transcript, so that the viewer, search,
 * exports, shares and the AI features all read the same sentences. The punctuation sits on the words themselves, as
 * the other engines give it, so editing a word keeps the sentence around it and the segments rebuild from the words.
 *
 * Where sentences end comes from the speaker's pauses: the silence between one word's end and the next word's start,
 * and every utterance end that the decoder reports (it ends an utterance after about half a second of silence). A
 * pause counts as a sentence end when it is long for this speaker: the thresholds scale with the median length of
 * the recording's words, so a fast speaker's shorter pauses still count. Measured on real read speech (the LibriVox
 * recording in Debian's pocketsphinx-testdata) and on espeak-ng; see docs/decisions.md, "Sentences from the local
 * engine".
 */

/** Pauses scale with this: the median word length of a clear, unhurried reader, in seconds. */
const REFERENCE_WORD_SECONDS = 0.3;
/**
 * For that reader: a pause this long ends a sentence; one this long starts a new paragraph (twice the longest silence
 * a real reader left at a full stop, so that a sentence's pause never makes a paragraph).
 */
const REFERENCE_SENTENCE_PAUSE = 0.3;
const REFERENCE_PARAGRAPH_PAUSE = 1.2;
/** However fast or slow the speaker, the sentence pause stays within these bounds (seconds). */
const SENTENCE_PAUSE_BOUNDS = { min: 0.2, max: 0.6 } as const;
/** A pause after fewer words than this is a hesitation ("well …"), not a sentence. */
const MIN_SENTENCE_WORDS = 3;
/**
 * A paragraph pause is also at least this many times the speaker's median sentence pause, once they have made enough
 * sentence pauses to tell (MIN_SENTENCE_PAUSES): a reader who leaves a second after every sentence is not starting a
 * paragraph each time.
 */
const PARAGRAPH_TO_SENTENCE_PAUSE = 2;
const MIN_SENTENCE_PAUSES = 3;
/**
 * A run of words with no pause long enough is cut at its longest pause once it passes this many words: the shared
 * paragraphing would otherwise split it evenly, mid-phrase.
 */
const MAX_SENTENCE_WORDS = 40;

export interface PauseThresholds {
  /** Seconds of silence between two words that end a sentence. */
  sentence: number;
  /** Seconds of silence that end a paragraph. */
  paragraph: number;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The pause thresholds for this speaker: the reference ones scaled by their median word length. */
export function pauseThresholds(words: readonly TranscriptWord[]): PauseThresholds {
  const typical = median(words.map((word) => word.end - word.start).filter((seconds) => seconds > 0)) ?? REFERENCE_WORD_SECONDS;
  const scale = typical / REFERENCE_WORD_SECONDS;
  const sentence = Math.min(SENTENCE_PAUSE_BOUNDS.max, Math.max(SENTENCE_PAUSE_BOUNDS.min, REFERENCE_SENTENCE_PAUSE * scale));
  return { sentence, paragraph: Math.max(sentence * 2, REFERENCE_PARAGRAPH_PAUSE * scale) };
}

const INTERROGATIVES = new Set(['what', 'who', 'whom', 'whose', 'which', 'when', 'where', 'why', 'how']);
/**
 * Auxiliaries that start a question when the subject follows them ("was he", "do you"). "had", "should" and "were"
 * are left out: they start conditionals just as often ("had he married a more amiable woman, …").
 */
const AUXILIARIES = new Set([
  'is',
  'are',
  'am',
  'was',
  'do',
  'does',
  'did',
  'have',
  'has',
  'can',
  'could',
  'will',
  'would',
  'shall',
  'may',
  'might',
  'must',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "don't",
  "doesn't",
  "didn't",
  "haven't",
  "hasn't",
  "can't",
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
]);
const SUBJECTS = new Set([
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'there',
  'this',
  'that',
  'these',
  'those',
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'anyone',
  'anybody',
  'anything',
  'someone',
  'somebody',
  'something',
  'everyone',
  'everybody',
  'everything',
]);
/** Interrogatives that take the next word or two before their auxiliary ("how many people are …", "how much does …"). */
const INTERROGATIVE_PHRASES = new Set(['how many', 'how much', 'how long', 'how often', 'how far', 'what time', 'which one']);

const ASKING_AUXILIARIES = new Set([...AUXILIARIES, 'had', 'should', 'were']);

/**
 * Whether a sentence is plainly an English question: an interrogative followed by an auxiliary ("what did you …",
 * "where is …"; "how many people are …"), or an auxiliary followed by its subject ("was he …", "do you …"). A
 * sentence that only starts with "when" or "how much" ("when I was a student, …", "how much there might be …") is
 * not one.
 */
export function isQuestion(words: readonly string[]): boolean {
  const [first = '', second = '', third = '', fourth = ''] = words.map((word) => word.toLowerCase());
  if (INTERROGATIVES.has(first)) {
    if (ASKING_AUXILIARIES.has(second)) return true;
    if (!INTERROGATIVE_PHRASES.has(`${first} ${second}`)) return false;
    // "how many people are …" asks; "how much there might be …" (a pronoun before the verb) tells.
    return ASKING_AUXILIARIES.has(third) || (!SUBJECTS.has(third) && ASKING_AUXILIARIES.has(fourth));
  }
  return AUXILIARIES.has(first) && SUBJECTS.has(second);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "i" and its contractions ("i'm", "i'll") are always capitals. */
const capitaliseI = (text: string) => (text === 'i' || text.startsWith("i'") ? `I${text.slice(1)}` : text);

/** One sentence's words written as a reader expects: numbers as digits, capitals, and the closing mark. */
export function writeSentence(words: readonly TranscriptWord[]): TranscriptWord[] {
  const spoken = words.map((word) => word.text);
  const mark = isQuestion(spoken) ? '?' : '.';
  const written = writeNumbers(words);
  return written.map((word, index) => {
    let text = capitaliseI(word.text);
    if (index === 0) text = capitalise(text);
    if (index === written.length - 1) text = `${text}${mark}`;
    return { ...word, text };
  });
}

/** Where a long run is cut: at its longest pause, keeping both sides at least MIN_SENTENCE_WORDS long. */
function splitRunOn(words: readonly TranscriptWord[]): TranscriptWord[][] {
  if (words.length <= MAX_SENTENCE_WORDS) return [[...words]];
  let best = Math.floor(words.length / 2);
  let longest = Number.NEGATIVE_INFINITY;
  for (let index = MIN_SENTENCE_WORDS; index <= words.length - MIN_SENTENCE_WORDS; index += 1) {
    const pause = (words[index]?.start ?? 0) - (words[index - 1]?.end ?? 0);
    // Ties go to the cut nearest the middle, so that a run with no pauses at all is halved.
    const nearer = Math.abs(index - words.length / 2) < Math.abs(best - words.length / 2);
    if (pause > longest || (pause === longest && nearer)) {
      longest = pause;
      best = index;
    }
  }
  return [...splitRunOn(words.slice(0, best)), ...splitRunOn(words.slice(best))];
}

export interface SentenceBreaks {
  /** The words of each sentence, as the decoder wrote them. */
  sentences: TranscriptWord[][];
  /** For each sentence, whether a paragraph starts with it (the first one does). */
  paragraphStarts: boolean[];
}

/** The pause that starts a paragraph: the pace's threshold, raised for a speaker whose every sentence pause is long. */
function speakerParagraphPause(threshold: number, sentencePauses: readonly number[]): number {
  if (sentencePauses.length < MIN_SENTENCE_PAUSES) return threshold;
  return Math.max(threshold, PARAGRAPH_TO_SENTENCE_PAUSE * (median(sentencePauses) ?? 0));
}

/** Groups the decoder's words into sentences at the speaker's pauses and the decoder's utterance ends. */
export function findSentences(utterances: readonly PocketsphinxUtterance[], thresholds?: PauseThresholds): SentenceBreaks {
  const all = utterances.flatMap((utterance) => utterance.words);
  const limits = thresholds ?? pauseThresholds(all);
  const runs: { words: TranscriptWord[]; pauseBefore: number }[] = [];
  let current: TranscriptWord[] = [];
  let pauseBefore = Number.POSITIVE_INFINITY;
  let previous: TranscriptWord | null = null;
  for (const utterance of utterances) {
    for (const [index, word] of utterance.words.entries()) {
      const pause = previous ? word.start - previous.end : Number.POSITIVE_INFINITY;
      const utteranceEnd = index === 0;
      const longEnough = utteranceEnd || pause >= limits.sentence;
      if (current.length > 0 && longEnough && (current.length >= MIN_SENTENCE_WORDS || pause >= limits.paragraph)) {
        runs.push({ words: current, pauseBefore });
        current = [];
        pauseBefore = pause;
      }
      current.push(word);
      previous = word;
    }
  }
  if (current.length > 0) runs.push({ words: current, pauseBefore });
  const paragraphPause = speakerParagraphPause(
    limits.paragraph,
    runs.slice(1).map((run) => run.pauseBefore),
  );
  const sentences: TranscriptWord[][] = [];
  const paragraphStarts: boolean[] = [];
  for (const run of runs) {
    for (const [index, sentence] of splitRunOn(run.words).entries()) {
      sentences.push(sentence);
      paragraphStarts.push(index === 0 && (sentences.length === 1 || run.pauseBefore >= paragraphPause));
    }
  }
  return { sentences, paragraphStarts };
}

export interface LocalTranscriptText {
  /** One segment per sentence; those that start a paragraph (the first, and each after a long pause) say so. */
  segments: TranscriptSegment[];
  /** The words as the segments write them: punctuated, capitalised, numbers as digits. */
  words: TranscriptWord[];
  /** The whole text: the sentences joined by spaces. */
  text: string;
}

/** The local engine's utterances as punctuated sentences: its segments, its words and its text. */
export function segmentLocalWords(utterances: readonly PocketsphinxUtterance[]): LocalTranscriptText {
  const { sentences, paragraphStarts } = findSentences(utterances);
  const segments: TranscriptSegment[] = [];
  const words: TranscriptWord[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const written = writeSentence(sentence);
    const first = written[0];
    const last = written.at(-1);
    if (!first || !last) continue;
    const segment: TranscriptSegment = { start: first.start, end: last.end, text: written.map((word) => word.text).join(' ') };
    // Only paragraph starts carry the mark: the shared paragraphing breaks there, and stored segments stay small.
    if (paragraphStarts[index]) segment.paragraphStart = true;
    segments.push(segment);
    words.push(...written);
  }
  return { segments, words, text: segments.map((segment) => segment.text).join(' ') };
}
