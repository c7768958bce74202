import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyWordEdits } from '../../transcriptions/apply-word-edits';
import { rebuildTranscript } from '../../transcriptions/rebuild-transcript';
import type { TranscriptWord } from '../speech-engine';
import { type PocketsphinxUtterance, parsePocketsphinxOutput } from './parse-pocketsphinx';
import { findSentences, isQuestion, pauseThresholds, segmentLocalWords, writeSentence } from './segment-local-words';

/**
 * What `pocketsphinx_continuous -time yes` printed for real read speech: the five LibriVox clips of "Sense and
 * Sensibility" in Debian's pocketsphinx-testdata, joined in order with their own silences. The reader says, with the
 * decoder's mistakes: "And Mr John Dashwood had then leisure to consider how much there might be prudently in his
 * power to do for them. | He was not an ill-disposed young man, | unless to be rather cold hearted and rather selfish
 * is to be ill-disposed. Had he married a more amiable woman, he might have been made still more respectable than he
 * was. He might even have been made amiable himself." (| marks where one clip ends and the next begins.) The decoder's
 * output is committed, so these tests need neither that package nor the decoder.
 */
const librivox = () =>
  parsePocketsphinxOutput(readFileSync(join(import.meta.dirname, 'fixtures', 'librivox-austen.pocketsphinx.txt'), 'utf8'));

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;
const timed = (text: string, start = 0, seconds = 0.3): TranscriptWord[] =>
  text
    .split(' ')
    .map((word, index) => ({ start: ms(start + index * seconds), end: ms(start + (index + 1) * seconds), text: word, confidence: 0.9 }));

/** The same utterances spoken `factor` times as fast: every time divided by it. */
const faster = (utterances: PocketsphinxUtterance[], factor: number): PocketsphinxUtterance[] =>
  utterances.map((u) => ({ words: u.words.map((w) => ({ ...w, start: w.start / factor, end: w.end / factor })) }));

describe('segmentLocalWords on real speech', () => {
  it('ends a sentence at each of the reader’s pauses and the decoder’s utterance ends, and not inside phrases', () => {
    const { segments } = segmentLocalWords(librivox());
    expect(segments.map((s) => s.text)).toEqual([
      'And mr john guess what and then at leisure to consider how much there might be greatly in his power to do how about.',
      'He was not until this blows young man.',
      'Less to be rather cold hearted and rather selfish is to be oldest those.',
      'Happy married to more amiable woman he might have been made still more respectable that he was.',
      'He might even have been made a real blow himself.',
    ]);
    // The two pauses inside the third clip (0.43 s each, at "ill-disposed. Had he" and "than he was. He might") are
    // sentence ends; the short ones inside phrases (0.03 to 0.14 s, at commas) are not.
    expect(segments.map((s) => [s.start, s.end])).toEqual([
      [0.15, 7.08],
      [7.27, 9.78],
      [10.3, 15.09],
      [15.52, 21.12],
      [21.55, 24.28],
    ]);
  });

  it('keeps every word’s time and confidence, with the sentence’s punctuation on its words', () => {
    const utterances = librivox();
    const decoded = utterances.flatMap((u) => u.words);
    const { words, segments, text } = segmentLocalWords(utterances);
    expect(words.map((w) => [w.start, w.end, w.confidence])).toEqual(decoded.map((w) => [w.start, w.end, w.confidence]));
    expect(words.map((w) => w.text.replace(/[.?]$/, '').toLowerCase())).toEqual(decoded.map((w) => w.text));
    expect(text).toBe(words.map((w) => w.text).join(' '));
    expect(text).toBe(segments.map((s) => s.text).join(' '));
  });

  it('adapts to the speaker’s pace: the same speech 1.6 times as fast breaks at the same places', () => {
    const normal = segmentLocalWords(librivox()).segments.map((s) => s.text);
    const quick = faster(librivox(), 1.6);
    expect(pauseThresholds(quick.flatMap((u) => u.words)).sentence).toBeLessThan(
      pauseThresholds(librivox().flatMap((u) => u.words)).sentence,
    );
    expect(segmentLocalWords(quick).segments.map((s) => s.text)).toEqual(normal);
  });

  it('does not end a sentence at a fast speaker’s pause when a slow speaker makes it between words', () => {
    // 0.25 s of silence: long for words of 0.2 s, ordinary for words of 0.5 s.
    const speech = (seconds: number): PocketsphinxUtterance[] => {
      const first = timed('we went to the market on saturday', 0, seconds);
      const second = timed('the children played in the garden', (first.at(-1)?.end ?? 0) + 0.25, seconds);
      return [{ words: [...first, ...second] }];
    };
    expect(segmentLocalWords(speech(0.2)).segments).toHaveLength(2);
    expect(segmentLocalWords(speech(0.5)).segments).toHaveLength(1);
  });

  it('marks a paragraph at a pause much longer than a sentence’s', () => {
    const first = timed('the weather today is sunny and warm');
    const second = timed('many people are walking in the park', 2.1 + 0.4);
    const third = timed('my brother lives in a small house', 4.6 + 1.5);
    const { sentences, paragraphStarts } = findSentences([{ words: [...first, ...second, ...third] }]);
    expect(sentences).toHaveLength(3);
    expect(paragraphStarts).toEqual([true, false, true]);
  });

  it('starts no paragraph inside the reading: its longest pause (0.52 s) is a sentence’s, under the 1.04 s threshold', () => {
    const utterances = librivox();
    expect(pauseThresholds(utterances.flatMap((u) => u.words)).paragraph).toBeCloseTo(1.04, 2);
    expect(segmentLocalWords(utterances).segments.map((s) => s.paragraphStart ?? false)).toEqual([true, false, false, false, false]);
  });

  it('marks the segment after a long pause in the recorded timings as a paragraph start, at any pace', () => {
    // The reader's own timings, with the silence before "Had he married" (0.43 s) stretched by `extra` seconds.
    const pausedBefore = (extra: number): PocketsphinxUtterance[] =>
      librivox().map((u) => ({ words: u.words.map((w) => (w.start >= 15.5 ? { ...w, start: w.start + extra, end: w.end + extra } : w)) }));
    const marks = (utterances: PocketsphinxUtterance[]) => segmentLocalWords(utterances).segments.map((s) => s.paragraphStart ?? false);
    expect(marks(pausedBefore(1.5))).toEqual([true, false, false, true, false]);
    expect(marks(faster(pausedBefore(1.5), 1.6))).toEqual([true, false, false, true, false]);
    // 0.88 s: twice the reader's sentence pauses, still one paragraph.
    expect(marks(pausedBefore(0.45))).toEqual([true, false, false, false, false]);
  });

  it('keeps the paragraph marks through a word edit, and moves one to the next sentence when its sentence is deleted', () => {
    const first = timed('the weather today is sunny and warm');
    const second = timed('many people are walking in the park', 2.1 + 0.4);
    const third = timed('my brother lives in a small house', 4.6 + 1.5);
    const fourth = timed('he has two dogs and a cat', 8.2 + 0.4);
    const { segments, words } = segmentLocalWords([{ words: [...first, ...second, ...third, ...fourth] }]);
    expect(segments.map((s) => s.paragraphStart ?? false)).toEqual([true, false, true, false]);
    const edited = words.map((w) => (w.text === 'brother' ? { ...w, text: 'sister' } : w));
    expect(rebuildTranscript(segments, edited).segments.map((s) => s.paragraphStart ?? false)).toEqual([true, false, true, false]);
    const withoutThird = words.filter((w) => w.start < 6.1 || w.start >= 8.6);
    const rebuilt = rebuildTranscript(segments, withoutThird).segments;
    expect(rebuilt.map((s) => [s.text.split(' ')[0], s.paragraphStart ?? false])).toEqual([
      ['The', true],
      ['Many', false],
      ['He', true],
    ]);
  });

  it('does not start a paragraph at every sentence of a reader who pauses long after each, only at a pause twice theirs', () => {
    // Sentences joined with 1.25 s of silence after each, as espeak-ng files are: past the pace's 1.2 s threshold.
    const reading = (pauses: number[]): PocketsphinxUtterance[] => {
      const words: TranscriptWord[] = [];
      let at = 0;
      for (const [index, sentence] of [
        'the weather is warm',
        'many people walk',
        'i buy a coffee',
        'we read the news',
        'she calls home',
      ].entries()) {
        const spoken = timed(sentence, at);
        words.push(...spoken);
        at = (spoken.at(-1)?.end ?? 0) + (pauses[index] ?? 0);
      }
      return [{ words }];
    };
    const marks = (pauses: number[]) => segmentLocalWords(reading(pauses)).segments.map((s) => s.paragraphStart ?? false);
    expect(marks([1.25, 1.25, 1.25, 1.25])).toEqual([true, false, false, false, false]);
    expect(marks([1.25, 1.25, 2.6, 1.25])).toEqual([true, false, false, true, false]);
  });

  it('treats a hesitation of one or two words before a pause as part of the sentence', () => {
    const well = timed('well', 0);
    const rest = timed('i think we should go home now', 0.3 + 0.4);
    expect(segmentLocalWords([{ words: [...well, ...rest] }]).segments.map((s) => s.text)).toEqual(['Well I think we should go home now.']);
  });

  it('cuts a run of more than 40 words with no pause at its longest pause', () => {
    const words = timed(Array.from({ length: 50 }, (_, i) => (i % 2 ? 'green' : 'trees')).join(' '));
    for (const word of words.slice(30)) {
      word.start += 0.1;
      word.end += 0.1;
    }
    const { sentences } = findSentences([{ words }]);
    expect(sentences.map((s) => s.length)).toEqual([30, 20]);
  });
});

describe('writeSentence', () => {
  const written = (text: string) =>
    writeSentence(timed(text))
      .map((w) => w.text)
      .join(' ');

  it('capitalises the first word and "I", and ends with a full stop', () => {
    expect(written("so i think i'm right")).toBe("So I think I'm right.");
  });

  it('ends a plain question with a question mark', () => {
    expect(written('was he at home')).toBe('Was he at home?');
    expect(written('what did the doctor say')).toBe('What did the doctor say?');
    expect(written('do you want to come with us')).toBe('Do you want to come with us?');
    expect(written('how many people are coming')).toBe('How many people are coming?');
  });

  it('does not take a statement that starts like a question for one', () => {
    expect(written('when i was a student i worked in a restaurant')).toBe('When I was a student I worked in a restaurant.');
    expect(written('had he married a more amiable woman he might have been happier')).toMatch(/\.$/);
    expect(written('how much there might be in his power')).toMatch(/\.$/);
    expect(written('will is my brother')).toMatch(/\.$/);
  });

  it('writes counts above ten, years and amounts as digits, small counts as words', () => {
    expect(written('there are twelve people on my team')).toBe('There are 12 people on my team.');
    expect(written('the walk takes about twenty five minutes')).toBe('The walk takes about 25 minutes.');
    expect(written('it was built in two thousand and twenty six')).toBe('It was built in 2026.');
    expect(written('we paid five hundred dollars')).toBe('We paid 500 dollars.');
    expect(written('it costs five dollars')).toBe('It costs 5 dollars.');
    expect(written('i finished two chapters')).toBe('I finished two chapters.');
  });

  it('leaves numbers as words where digits would be wrong or unexpected', () => {
    // Ordinals cannot be read back as the words heard; pairs of numbers with nothing around them to say they are a
    // time or a year stay as said.
    expect(written('the twenty first time')).toBe('The twenty first time.');
    expect(written('we sold nineteen ninety nine copies')).toBe('We sold nineteen ninety nine copies.');
    expect(written('the score was seven thirty')).toBe('The score was seven thirty.');
  });

  it('writes clock times and years said in pairs as digits where the words around them say so', () => {
    expect(written('in nineteen ninety nine')).toBe('In 1999.');
    expect(written('i wake up at seven thirty')).toBe('I wake up at 7:30.');
  });

  it('makes one timed word of a number said in several, as sure as its least sure word', () => {
    const words = timed('about twenty five minutes');
    (words[2] as TranscriptWord).confidence = 0.4;
    expect(writeSentence(words)).toEqual([
      { start: 0, end: 0.3, text: 'About', confidence: 0.9 },
      { start: 0.3, end: 0.9, text: '25', confidence: 0.4 },
      { start: 0.9, end: 1.2, text: 'minutes.', confidence: 0.9 },
    ]);
  });
});

describe('isQuestion', () => {
  it('needs an interrogative with an auxiliary, or an auxiliary with its subject', () => {
    expect(isQuestion(['is', 'it', 'raining'])).toBe(true);
    expect(isQuestion(['where', 'is', 'the', 'station'])).toBe(true);
    expect(isQuestion(['where', 'we', 'live'])).toBe(false);
    expect(isQuestion(['it', 'is', 'raining'])).toBe(false);
    expect(isQuestion([])).toBe(false);
  });
});

describe('editing a local transcript', () => {
  it('keeps the sentences and their punctuation when a misheard word is corrected', () => {
    const local = segmentLocalWords(librivox());
    // "He was not until this blows young man." → "He was not an ill-disposed young man."
    const at = local.words.findIndex((w) => w.text === 'until');
    const edited = applyWordEdits(local.words, [{ start: at, end: at + 3, text: 'an ill-disposed' }]);
    const rebuilt = rebuildTranscript(local.segments, edited);
    expect(rebuilt.segments.map((s) => s.text)[1]).toBe('He was not an ill-disposed young man.');
    expect(rebuilt.segments.map((s) => s.text.at(-1))).toEqual(['.', '.', '.', '.', '.']);
    expect(rebuilt.transcriptText).toBe(rebuilt.segments.map((s) => s.text).join(' '));
  });
});
