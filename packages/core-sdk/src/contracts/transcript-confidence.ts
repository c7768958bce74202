// Plain functions, no zod: the server reports the figure and the viewer marks the words by the same rule.
import type { TranscriptWord } from './transcriptions/schemas';

/** Below this an engine's word confidence is worth a second look, and the viewer marks the word. */
export const LOW_CONFIDENCE = 0.6;

/** Whether the engine was unsure of a word. Words without a confidence (a person's edits, engines that give none) are not. */
export function isLowConfidence(word: Pick<TranscriptWord, 'confidence'>): boolean {
  return typeof word.confidence === 'number' && word.confidence < LOW_CONFIDENCE;
}

/**
 * A transcript's confidence, 0 to 1: the mean of the engine's word confidences, each word weighted by how long it
 * is spoken, so a long unsure word counts for more than a short sure "a". Null when the engine gave none: no
 * figure is better than a made-up one.
 */
export function transcriptConfidence(words: readonly Pick<TranscriptWord, 'start' | 'end' | 'confidence'>[]): number | null {
  let weighted = 0;
  let total = 0;
  for (const word of words) {
    if (typeof word.confidence !== 'number' || !Number.isFinite(word.confidence)) continue;
    // A word with no length still counts a little, so a transcript of zero-length words has a figure.
    const weight = Math.max(word.end - word.start, 0) + 0.01;
    weighted += Math.min(Math.max(word.confidence, 0), 1) * weight;
    total += weight;
  }
  return total > 0 ? weighted / total : null;
}
