import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from '../speech/local/parse-pocketsphinx';
import { segmentLocalWords } from '../speech/local/segment-local-words';
import { documentOfParagraphs, paragraphOf } from './export-fixtures';
import { buildSubtitleCues } from './subtitle-cues';

/** Real read speech as pocketsphinx decoded it (see segment-local-words.test.ts), made into the local engine's words. */
const local = () =>
  segmentLocalWords(
    parsePocketsphinxOutput(
      readFileSync(join(import.meta.dirname, '..', 'speech', 'local', 'fixtures', 'librivox-austen.pocketsphinx.txt'), 'utf8'),
    ),
  );

describe('subtitles of a local-engine transcript', () => {
  it('end their cues at sentence ends: no cue stops a word or two short of one, nor runs a word or two past it', () => {
    const { words } = local();
    const cues = buildSubtitleCues(documentOfParagraphs([paragraphOf(words)]));
    expect(cues.map((cue) => cue.lines.join(' ')).join(' ')).toBe(words.map((word) => word.text).join(' '));
    // Where the reader ended a phrase with a pause or the decoder an utterance (the ends of the five sentences).
    const pauseEnds = [7.08, 9.78, 15.09, 21.12, 24.28];
    const sentenceEnds = new Set(words.flatMap((word, index) => (pauseEnds.includes(word.end) ? [index] : [])));
    expect(sentenceEnds.size).toBe(5);
    let last = -1;
    for (const cue of cues) {
      const first = last + 1;
      last += cue.lines.join(' ').split(' ').length;
      if (sentenceEnds.has(last)) continue;
      // A sentence end among the cue's last two words (it ran on into the next sentence) or just after it (cut short).
      const near = [last - 2, last - 1, last + 1, last + 2].filter((index) => index >= first);
      for (const index of near) {
        expect(sentenceEnds.has(index), `cue "${cue.lines.join(' ')}" ends ${index - last} words from a sentence end`).toBe(false);
      }
    }
    // Every sentence end is a cue end.
    const cueEnds = new Set<number>();
    let at = -1;
    for (const cue of cues) {
      at += cue.lines.join(' ').split(' ').length;
      cueEnds.add(at);
    }
    for (const end of sentenceEnds) expect(cueEnds.has(end)).toBe(true);
  });
});
