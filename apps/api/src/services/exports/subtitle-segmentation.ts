import { type Boundary, boundaryBetween } from './subtitle-boundaries';
import { LineFit } from './subtitle-lines';
import { SUBTITLE_RULES } from './subtitle-rules';
import type { CueWord } from './subtitle-words';

const { maxLineChars, maxLines, maxDuration, minDuration, pauseGap, longPause } = SUBTITLE_RULES;

/**
 * Costs that choose where cues end, in units of "one more cue". Ending a cue at a sentence end or a pause is free,
 * after a comma cheap, and mid-phrase dear, so a cue is cut mid-phrase only when no better place fits the limits.
 * Keeping a sentence end or a pause inside a cue costs too, so that short sentences may share a cue but longer
 * ones get one each.
 */
const BREAK_COST: Record<Boundary, number> = { sentence: 0, clause: 1, 'before-conjunction': 2, phrase: 4, bound: 6 };
const CUE_COST = 1;
const SENTENCE_INSIDE_COST = 2;
const PAUSE_INSIDE_COST = 1.5;
const SHORT_CUE_COST = 0.5;
/** Weighs how far a cue is from full; squared, so that a long stretch is shared out in even cues, not full ones and a scrap. */
const FILL_COST = 1;
const fullCue = maxLineChars * maxLines;

/** Splits the words of one run at speaker changes and long silences, which always start a new cue. */
export function splitAtHardBreaks(words: CueWord[]): CueWord[][] {
  const runs: CueWord[][] = [];
  let run: CueWord[] = [];
  for (const word of words) {
    const previous = run.at(-1);
    if (previous && (previous.speaker !== word.speaker || word.start - previous.end >= longPause)) {
      runs.push(run);
      run = [];
    }
    run.push(word);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Groups a run's words into cues, choosing the cheapest set of cue ends over the whole run (so an early choice never
 * forces a bad one later). Every cue fits in two lines and its speech lasts at most the longest a cue may stay up;
 * a single word can always make a cue by itself, however long it is or lasts.
 */
export function groupIntoCues(words: CueWord[], english: boolean): CueWord[][] {
  const count = words.length;
  // What follows each word: the kind of boundary its text makes, and whether a pause comes after it.
  const textBoundary = words.map((word, index) => boundaryBetween(word.text, words[index + 1]?.text ?? '', english));
  const pauseAfter = words.map((word, index) => (words[index + 1]?.start ?? Number.NEGATIVE_INFINITY) - word.end >= pauseGap);
  // best[end]: the cheapest cost of cueing words[0, end); from[end]: where its last cue starts.
  const best = new Array<number>(count + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(count + 1).fill(0);
  best[0] = 0;
  for (let end = 1; end <= count; end += 1) {
    const last = words[end - 1];
    if (!last) continue;
    const endBoundary = pauseAfter[end - 1] ? 'sentence' : (textBoundary[end - 1] ?? 'phrase');
    const endCost = end === count ? 0 : BREAK_COST[endBoundary];
    const fit = new LineFit();
    let chars = -1;
    let insideCost = 0;
    for (let start = end - 1; start >= 0; start -= 1) {
      const first = words[start];
      if (!first) break;
      const single = start === end - 1;
      if (!fit.prepend(first.text) && !single) break;
      if (!single && last.end - first.start > maxDuration) break;
      chars += first.text.length + 1;
      if (!single) {
        if (textBoundary[start] === 'sentence') insideCost += SENTENCE_INSIDE_COST;
        if (pauseAfter[start]) insideCost += PAUSE_INSIDE_COST;
      }
      const fill = Math.min(1, chars / fullCue);
      const short = last.end - first.start < minDuration ? SHORT_CUE_COST : 0;
      const cost = (best[start] ?? 0) + CUE_COST + FILL_COST * (1 - fill) ** 2 + short + insideCost + endCost;
      if (cost < (best[end] ?? Number.POSITIVE_INFINITY)) {
        best[end] = cost;
        from[end] = start;
      }
    }
  }
  const cues: CueWord[][] = [];
  for (let end = count; end > 0; end = from[end] ?? 0) cues.push(words.slice(from[end], end));
  return cues.reverse();
}
