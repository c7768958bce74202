import type { TranscriptSegment, TranscriptWord } from './speech-engine';

/**
 * Groups punctuated words into sentence-like segments for engines that return words but no segments: a segment ends
 * at ., ? or !, at a pause longer than `maxGapSeconds`, or after `maxWords`, so subtitles stay readable.
 */
export function segmentWords(
  words: readonly (TranscriptWord & { speaker?: string })[],
  maxGapSeconds = 1.5,
  maxWords = 40,
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: (TranscriptWord & { speaker?: string })[] = [];
  const flush = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      segments.push({
        start: first.start,
        end: last.end,
        text: current.map((w) => w.text).join(' '),
        ...(first.speaker ? { speaker: first.speaker } : {}),
      });
    }
    current = [];
  };
  for (const word of words) {
    const previous = current.at(-1);
    if (previous && (word.start - previous.end > maxGapSeconds || word.speaker !== previous.speaker)) flush();
    current.push(word);
    if (/[.?!]["')\]]*$/.test(word.text) || current.length >= maxWords) flush();
  }
  flush();
  return segments;
}
