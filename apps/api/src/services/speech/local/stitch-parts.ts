import type { TimeRange } from '../../media/find-silences';
import type { Transcript } from '../speech-engine';
import type { PocketsphinxUtterance } from './parse-pocketsphinx';
import { segmentLocalWords } from './segment-local-words';

/**
 * Joins the words of a file's parts, in the order of their ranges, into one transcript. The in-process path and the
 * job that joins parts decoded by many workers both end here, so a transcript is the same whoever decoded it.
 */
export function stitchParts(parts: ReadonlyArray<{ range: TimeRange; utterances: PocketsphinxUtterance[] }>): Transcript {
  const utterances: PocketsphinxUtterance[] = [];
  for (const { range, utterances: heard } of parts) {
    for (const utterance of heard) {
      // ffmpeg may hand over a few samples past the range end; keep every time inside the part and the file.
      const words = utterance.words.map((word) => {
        const start = Math.min(Math.max(word.start, range.start), range.end);
        return { ...word, start, end: Math.min(Math.max(word.end, start), range.end) };
      });
      utterances.push({ words });
    }
  }
  // Sentences are made across cuts: a cut lies in a silence, which the decoder reports as an utterance end.
  const { text, segments, words } = segmentLocalWords(utterances);
  return { text, language: 'en', engine: 'local', segments, words };
}
