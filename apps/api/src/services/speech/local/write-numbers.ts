import nlp from 'compromise';
import type { TranscriptWord } from '../speech-engine';

/**
 * Numbers that pocketsphinx spells out ("twenty five") written as digits where a reader expects digits: counts above
 * ten, years and amounts said as cardinals ("two thousand and twenty six", "five hundred dollars"), and any number
 * said with a currency or "percent". Small counts stay words ("two chapters"), as style guides write them.
 *
 * compromise finds the numbers and their values. A span is only rewritten when the value, said back by the same
 * library, is exactly the words that were heard: that keeps ordinals ("twenty first"), years said in pairs
 * ("nineteen ninety nine", which it cannot read) and clock times ("seven thirty", which it reads as 730) as words
 * rather than writing a wrong figure.
 */
/** What compromise's number view answers for each number it finds (the parts used here). */
interface FoundNumber {
  offset?: { start: number; length: number };
  number?: { num?: unknown; unit?: string };
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
  const replacements = new Map<number, { count: number; text: string }>();
  const found = nlp(text).numbers().json({ offset: true }) as FoundNumber[];
  const spans = found.flatMap(({ offset, number }) => {
    if (!offset) return [];
    const first = starts.indexOf(offset.start);
    const last = starts.findIndex((start, index) => start + (texts[index]?.length ?? 0) === offset.start + offset.length);
    return first < 0 || last < first ? [] : [{ first, last, number }];
  });
  for (const [index, { first, last, number }] of spans.entries()) {
    const value = number?.num;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) continue;
    // Numbers said back to back ("nineteen ninety nine", "seven thirty", a phone number) are one figure the library
    // reads as several: leave them as said.
    const touching = (spans[index - 1]?.last ?? -2) === first - 1 || (spans[index + 1]?.first ?? -2) === last + 1;
    if (touching) continue;
    const spoken = texts.slice(first, last + 1);
    const saidBack = nlp(String(value)).numbers().toText().text().toLowerCase().split(/\s+/);
    if (spoken.join(' ') !== saidBack.join(' ')) continue;
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
