import nlp from 'compromise';
import type { TranscriptWord } from '../speech-engine';

/**
 * Numbers that pocketsphinx spells out ("twenty five") written as digits where a reader expects digits: counts above
 * ten, years and amounts said as cardinals ("two thousand and twenty six", "five hundred dollars"), any number said
 * with a currency or "percent", clock times ("at seven thirty", "half past seven", "nine o'clock") and years said in
 * pairs ("in nineteen ninety nine"). Small counts stay words ("two chapters"), as style guides write them.
 *
 * compromise finds the numbers and their values. A span is only rewritten when the value, said back by the same
 * library, is exactly the words that were heard: that keeps ordinals ("twenty first") as words rather than writing a
 * wrong figure. Clock times and paired years are two numbers said back to back, which compromise reads as one wrong
 * figure ("seven thirty" as 730) or several; each half is read by compromise on its own, and the pair is only written
 * where the words around it make it plainly a time or a year, so "one of the two" or "seven thirty page reports" stay
 * as said. A number of several words becomes one timed word spanning them.
 */
/** What compromise's number view answers for each number it finds (the parts used here). */
interface FoundNumber {
  offset?: { start: number; length: number };
  number?: { num?: unknown; unit?: string };
}

interface Written {
  /** How many heard words the written number replaces. */
  count: number;
  text: string;
}

/** Words after a number that make it a clock time; the decoder's model writes "am" and "pm" without stops. */
const TIME_AFTER = new Set(['am', 'pm', 'a.m.', 'p.m.', "o'clock"]);
/** Words before a pair of numbers that make it a year ("in nineteen ninety nine", "the class of twenty twenty"). */
const YEAR_BEFORE = new Set(['in', 'since', 'until', 'till', 'by', 'from', 'of', 'year', 'during', 'before', 'after', 'around', 'circa']);
/** Words that join a second year to one just written ("from 1990 to nineteen ninety five"). */
const YEAR_JOINERS = new Set(['to', 'and', 'or', 'through']);
/** A pair followed by these is an age or a count ("a team of twelve fifteen year olds"), not a year. */
const NOT_AFTER_YEAR = new Set(['year', 'years', 'old']);

/** What the text around a number says about it, from compromise's tags in the sentence. */
interface Context {
  texts: readonly string[];
  isNumberWord(index: number): boolean;
  /** Whether the word is a thing that numbers count ("page", "copies", "minutes"), so the numbers before it are a count. */
  isCounted(index: number): boolean;
}

const saysBack = (value: number, spoken: readonly string[]) =>
  nlp(String(value)).numbers().toText().text().toLowerCase().split(/\s+/).join(' ') === spoken.join(' ');

/**
 * Readings of the few words a time or a year is said in ("seven", "thirty five"), kept because each costs a parse and
 * the same ones recur through a transcript; bounded, since a transcript can hold any words.
 */
const readings = new Map<string, number | null>();
const MAX_READINGS = 2000;

/** The value of words that compromise reads as exactly one whole number and says back as heard, else null. */
function readCardinal(spoken: readonly string[]): number | null {
  if (spoken.length === 0 || spoken.some((word) => !word)) return null;
  const text = spoken.join(' ');
  const known = readings.get(text);
  if (known !== undefined) return known;
  const value = readOnce(text, spoken);
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(text, value);
  return value;
}

function readOnce(text: string, spoken: readonly string[]): number | null {
  const found = nlp(text).numbers().json({ offset: true }) as FoundNumber[];
  const [only] = found;
  if (found.length !== 1 || only?.offset?.start !== 0 || only.offset.length !== text.length) return null;
  const value = only.number?.num;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return null;
  return saysBack(value, spoken) ? value : null;
}

const within = (value: number | null, min: number, max: number): value is number => value !== null && value >= min && value <= max;

/** Minutes or the second half of a year said after another number: "oh five", or 10 to `max` in one or two words. */
function readTail({ texts, isNumberWord }: Context, at: number, max: number): { value: number; count: number } | null {
  if (texts[at] === 'oh') {
    const unit = isNumberWord(at + 1) ? readCardinal(texts.slice(at + 1, at + 2)) : null;
    return within(unit, 1, 9) ? { value: unit, count: 2 } : null;
  }
  for (const count of [2, 1]) {
    if (!isNumberWord(at + count - 1) || !isNumberWord(at)) continue;
    const value = readCardinal(texts.slice(at, at + count));
    if (within(value, 10, max)) return { value, count };
  }
  return null;
}

/**
 * A clock time starting at `at`: "half past seven", "quarter to eight", or an hour with minutes ("seven thirty",
 * "seven oh five") said after "at" or before "am"/"pm", or an hour alone before "am", "pm" or "o'clock".
 */
function clockTime(context: Context, at: number): Written | null {
  const { texts, isNumberWord, isCounted } = context;
  const [first, second] = [texts[at], texts[at + 1]];
  if ((first === 'half' && second === 'past') || (first === 'quarter' && (second === 'past' || second === 'to'))) {
    const hour = isNumberWord(at + 2) ? readCardinal(texts.slice(at + 2, at + 3)) : null;
    if (!within(hour, 1, 12) || isNumberWord(at + 3)) return null;
    if (second === 'to') return { count: 3, text: `${hour === 1 ? 12 : hour - 1}:45` };
    return { count: 3, text: `${hour}:${first === 'half' ? '30' : '15'}` };
  }
  const hour = readCardinal(texts.slice(at, at + 1));
  if (!within(hour, 1, 12)) return null;
  const minutes = readTail(context, at + 1, 59);
  const count = 1 + (minutes?.count ?? 0);
  const marked = TIME_AFTER.has(texts[at + count] ?? '');
  if (isNumberWord(at + count)) return null;
  if (marked) return { count, text: minutes ? `${hour}:${String(minutes.value).padStart(2, '0')}` : String(hour) };
  // "at seven thirty" is a time; "at seven twelve page reports" two counts.
  if (!minutes || texts[at - 1] !== 'at' || isCounted(at + count)) return null;
  return { count, text: `${hour}:${String(minutes.value).padStart(2, '0')}` };
}

/** A year said in pairs starting at `at`: "nineteen ninety nine", "twenty twenty six", "nineteen oh five", "nineteen hundred". */
function pairedYear(context: Context, at: number): Written | null {
  const { texts, isNumberWord, isCounted } = context;
  const century = readCardinal(texts.slice(at, at + 1));
  // From thirteen: "by eleven thirty" is a time, and years before 1300 are seldom said.
  if (!within(century, 13, 20)) return null;
  const rest = texts[at + 1] === 'hundred' && century < 20 ? { value: 0, count: 1 } : readTail(context, at + 1, 99);
  if (!rest) return null;
  const count = 1 + rest.count;
  if (isNumberWord(at + count) || NOT_AFTER_YEAR.has(texts[at + count] ?? '') || isCounted(at + count)) return null;
  return { count, text: String(century * 100 + rest.value) };
}

export function writeNumbers(words: readonly TranscriptWord[]): TranscriptWord[] {
  if (words.length === 0) return [];
  const texts = words.map((word) => word.text.toLowerCase());
  const text = texts.join(' ');
  // Where each word starts in `text`, to map the library's character offsets back to words.
  const starts: number[] = [];
  let at = 0;
  for (const word of texts) {
    starts.push(at);
    at += word.length + 1;
  }
  const found = nlp(text).numbers().json({ offset: true }) as FoundNumber[];
  const spans = found.flatMap(({ offset, number }) => {
    if (!offset) return [];
    const first = starts.indexOf(offset.start);
    const last = starts.findIndex((start, index) => start + (texts[index]?.length ?? 0) === offset.start + offset.length);
    return first < 0 || last < first ? [] : [{ first, last, number }];
  });
  const numberWords = new Set(spans.flatMap(({ first, last }) => Array.from({ length: last - first + 1 }, (_, k) => first + k)));
  let tags: Map<number, string[]> | null = null;
  const context: Context = {
    texts,
    isNumberWord: (index) => numberWords.has(index) || texts[index] === 'oh',
    isCounted: (index) => {
      if (index >= texts.length) return false;
      tags ??= new Map(
        (nlp(text).json({ offset: true }) as { terms: { offset: { start: number }; tags: string[] }[] }[]).flatMap((sentence) =>
          sentence.terms.map((term) => [term.offset.start, term.tags] as const),
        ),
      );
      const wordTags = tags.get(starts[index] ?? -1) ?? [];
      const has = (tag: string) => wordTags.includes(tag);
      return has('Plural') || has('Unit') || has('Currency') || (has('Singular') && !has('ProperNoun') && !has('Date'));
    },
  };

  const replacements = new Map<number, Written>();
  const taken = new Set<number>();
  // Times and paired years first: compromise alone would read them as other figures.
  let lastYear = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < texts.length; index += 1) {
    if (!numberWords.has(index) && texts[index] !== 'half' && texts[index] !== 'quarter') continue;
    const before = texts[index - 1] ?? '';
    const yearContext = YEAR_BEFORE.has(before) || (YEAR_JOINERS.has(before) && lastYear === index - 2);
    const time = clockTime(context, index);
    const year = time || !yearContext ? null : pairedYear(context, index);
    const written = time ?? year;
    if (!written) continue;
    replacements.set(index, written);
    for (let k = index; k < index + written.count; k += 1) taken.add(k);
    if (year) lastYear = index + written.count - 1;
    index += written.count - 1;
  }

  for (const [index, { first, last, number }] of spans.entries()) {
    if (taken.has(first) || taken.has(last)) continue;
    const value = number?.num;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) continue;
    // Numbers said back to back (a phone number, a time or year not plainly one) are one figure the library reads as
    // several: leave them as said.
    const touching = (spans[index - 1]?.last ?? -2) === first - 1 || (spans[index + 1]?.first ?? -2) === last + 1;
    if (touching) continue;
    const spoken = texts.slice(first, last + 1);
    if (!saysBack(value, spoken)) continue;
    if (value <= 10 && !number?.unit) continue;
    replacements.set(first, { count: spoken.length, text: String(value) });
  }
  const out: TranscriptWord[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TranscriptWord;
    const replacement = replacements.get(index);
    if (!replacement) {
      out.push(word);
      continue;
    }
    const span = words.slice(index, index + replacement.count);
    const confidences = span.map((w) => w.confidence).filter((c): c is number => c !== undefined);
    out.push({
      start: word.start,
      end: span.at(-1)?.end ?? word.end,
      text: replacement.text,
      // The number is as sure as its least sure word.
      ...(confidences.length > 0 ? { confidence: Math.min(...confidences) } : {}),
    });
    index += replacement.count - 1;
  }
  return out;
}
