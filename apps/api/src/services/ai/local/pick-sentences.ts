import type { AnalysedTranscript } from './analyse-transcript';
import type { TermWeights } from './bm25-index';
import type { TranscriptSentence } from './transcript-sentences';

/** Below this many words a sentence is rarely a point ("Thank you.", "Right, okay."): others go first. */
const MIN_WORDS = 6;
/** Above this similarity a sentence mostly repeats one already picked, as speakers do. */
const MAX_SIMILARITY = 0.7;

function cosine(a: TermWeights, b: TermWeights): number {
  let dot = 0;
  for (const [term, weight] of Object.entries(a)) dot += weight * (b[term] ?? 0);
  const norm = (vector: TermWeights) => Math.sqrt(Object.values(vector).reduce((sum, weight) => sum + weight * weight, 0));
  const both = norm(a) * norm(b);
  return both > 0 ? dot / both : 0;
}

export interface PickedSentence {
  sentence: TranscriptSentence;
  /** Its index in the transcript's sentences. */
  position: number;
}

const wordCount = (sentence: TranscriptSentence | undefined) => sentence?.text.split(' ').length ?? 0;

/**
 * The `count` best sentences by `scores` (those scoring above zero), in transcript order. A sentence that mostly
 * repeats one already picked is passed over, and very short ones are taken only to reach two. With `maxWords`, a
 * sentence that would take the picked words past it is passed over too, so that a summary stays a summary however
 * long the transcript's sentences are.
 */
export function pickSentences(
  analysis: AnalysedTranscript,
  scores: readonly number[],
  count: number,
  maxWords = Number.POSITIVE_INFINITY,
): PickedSentence[] {
  const { sentences, index } = analysis;
  const ranked = scores
    .map((score, position) => ({ score, position }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ position }) => position);
  const picked: number[] = [];
  let words = 0;
  const long = (position: number) => wordCount(sentences[position]) >= MIN_WORDS;
  const passes = [
    { positions: ranked.filter(long), upTo: count },
    { positions: ranked.filter((position) => !long(position)), upTo: Math.min(count, 2) },
  ];
  for (const { positions, upTo } of passes) {
    for (const position of positions) {
      if (picked.length >= upTo) break;
      const weights = index.weights[position] ?? {};
      if (picked.some((other) => cosine(weights, index.weights[other] ?? {}) > MAX_SIMILARITY)) continue;
      if (words + wordCount(sentences[position]) > maxWords) continue;
      words += wordCount(sentences[position]);
      picked.push(position);
    }
  }
  return picked
    .sort((a, b) => a - b)
    .flatMap((position) => {
      const sentence = sentences[position];
      return sentence ? [{ sentence, position }] : [];
    });
}
