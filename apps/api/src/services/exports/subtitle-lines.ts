import { type Boundary, boundaryBetween } from './subtitle-boundaries';
import { SUBTITLE_RULES } from './subtitle-rules';

const { maxLineChars, maxLines } = SUBTITLE_RULES;

/**
 * Counts the lines a run of words needs, fed one word at a time from the last to the first so that a cue can grow
 * backwards without wrapping it again. Greedy filling gives the fewest lines, so "fits" is exact. A word longer than
 * a line gets a line of its own rather than being cut.
 */
export class LineFit {
  private lines = 0;
  private firstLength = 0;
  private firstIsLong = false;

  /** Puts `word` before the words seen so far; false once they no longer fit in the allowed lines. */
  prepend(word: string): boolean {
    const long = word.length > maxLineChars;
    if (this.lines > 0 && !long && !this.firstIsLong && this.firstLength + 1 + word.length <= maxLineChars) {
      this.firstLength += 1 + word.length;
    } else {
      this.lines += 1;
      this.firstLength = word.length;
      this.firstIsLong = long;
    }
    return this.lines <= maxLines;
  }
}

/**
 * In characters of imbalance between the two lines. Style guides put punctuation first and evenness second, so a
 * break after a comma wins over lines up to 22 characters more even; both lines must still fit.
 */
const LINE_BREAK_COST: Record<Boundary, number> = {
  sentence: -30,
  clause: -22,
  'before-conjunction': -6,
  phrase: 0,
  bound: 30,
};

const fitsLine = (words: string[]) => words.length === 1 || words.join(' ').length <= maxLineChars;

/**
 * A cue's words as lines: one line when they fit on one, otherwise the two most even lines, nudged towards breaking
 * after punctuation or before a conjunction and away from parting an article from its noun. When the top line must
 * be longer, it is by as little as possible (a pyramid reads easier than an inverted one, all else equal).
 */
export function splitIntoLines(words: string[], english: boolean): string[] {
  const text = words.join(' ');
  if (words.length <= 1 || text.length <= maxLineChars) return text ? [text] : [];
  let best: { lines: string[]; cost: number } | null = null;
  for (let split = 1; split < words.length; split += 1) {
    const top = words.slice(0, split);
    const bottom = words.slice(split);
    if (!fitsLine(top) || !fitsLine(bottom)) continue;
    const topText = top.join(' ');
    const bottomText = bottom.join(' ');
    const imbalance = Math.abs(topText.length - bottomText.length) + (topText.length > bottomText.length ? 0.5 : 0);
    const cost = imbalance + LINE_BREAK_COST[boundaryBetween(words[split - 1] ?? '', words[split] ?? '', english)];
    if (!best || cost < best.cost) best = { lines: [topText, bottomText], cost };
  }
  return best?.lines ?? wrapGreedily(words);
}

/** More than two lines: only reached for words the cue builder never groups (it checks with LineFit first). */
function wrapGreedily(words: string[]): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fitsLine([last, word])) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
