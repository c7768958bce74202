import { describe, expect, it } from 'vitest';
import { endsSentence, paragraphTokens, sentenceTokens, splitIntoParagraphs } from './paragraphs';

const words = (count: number, word = 'word') => Array.from({ length: count }, (_, index) => `${word}${index + 1}`);
const sentence = (count: number, end = '.') => `${words(count).join(' ')}${end}`;
const wordCount = (text: string) => text.split(' ').length;

describe('splitIntoParagraphs', () => {
  it('has no paragraphs for empty or blank text', () => {
    expect(splitIntoParagraphs(null)).toEqual([]);
    expect(splitIntoParagraphs(undefined)).toEqual([]);
    expect(splitIntoParagraphs('')).toEqual([]);
    expect(splitIntoParagraphs('  \n\t ')).toEqual([]);
  });

  it('keeps a single sentence as one paragraph', () => {
    expect(splitIntoParagraphs('Hello there.')).toEqual(['Hello there.']);
  });

  it('puts 2 to 3 sentences in each paragraph, spread evenly', () => {
    const text = 'One. Two! Three? Four. Five. Six. Seven.';
    expect(splitIntoParagraphs(text)).toEqual(['One. Two! Three?', 'Four. Five.', 'Six. Seven.']);
    expect(splitIntoParagraphs('A one. B two. C three. D four.')).toEqual(['A one. B two.', 'C three. D four.']);
    expect(splitIntoParagraphs('Ay. Bee. Cee.')).toEqual(['Ay. Bee. Cee.']);
    expect(splitIntoParagraphs('Ay. Bee. Cee. Dee. Ee.')).toEqual(['Ay. Bee. Cee.', 'Dee. Ee.']);
  });

  it('normalises white space and keeps every word in order', () => {
    const text = 'First  line.\nSecond\tline. Third line.   Fourth line.';
    const paragraphs = splitIntoParagraphs(text);
    expect(paragraphs.join(' ')).toBe('First line. Second line. Third line. Fourth line.');
  });

  it('does not split at abbreviations, initials or decimals', () => {
    const text = 'Dr. Smith met J. R. Tolkien at 3.5 degrees today. He said hi. Then left.';
    expect(splitIntoParagraphs(text)).toEqual(['Dr. Smith met J. R. Tolkien at 3.5 degrees today. He said hi. Then left.']);
  });

  it('keeps a trailing sentence without a full stop', () => {
    expect(splitIntoParagraphs('Done. And then')).toEqual(['Done. And then']);
  });

  it('makes sentences of 20 to 30 words from text without punctuation (PocketSphinx output)', () => {
    const text = words(100).join(' ');
    const paragraphs = splitIntoParagraphs(text);
    // 100 words → 4 sentences of 25 → 2 paragraphs of 2 sentences.
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs.map(wordCount)).toEqual([50, 50]);
    expect(paragraphs.join(' ')).toBe(text);
  });

  it('keeps short unpunctuated text whole', () => {
    expect(splitIntoParagraphs('so this is a short one')).toEqual(['so this is a short one']);
  });

  it('gives a long unpunctuated text several paragraphs of 2 to 3 sentences', () => {
    const text = words(1000).join(' ');
    const paragraphs = splitIntoParagraphs(text);
    expect(paragraphs.join(' ')).toBe(text);
    for (const paragraph of paragraphs) {
      // 2 or 3 fallback sentences of 20 to 30 words.
      expect(wordCount(paragraph)).toBeGreaterThanOrEqual(40);
      expect(wordCount(paragraph)).toBeLessThanOrEqual(90);
    }
  });

  it('splits a punctuated run-on sentence beyond 40 words, but not a 35-word one', () => {
    const runOn = sentence(80);
    expect(splitIntoParagraphs(runOn)).toEqual([runOn]);
    const sentences = sentenceTokens(runOn.split(' '), (word) => word);
    expect(sentences.map((s) => s.length)).toEqual([27, 27, 26]);
    const long = sentence(35);
    expect(sentenceTokens(long.split(' '), (word) => word)).toHaveLength(1);
  });
});

describe('sentenceTokens', () => {
  it.each([
    [20, [20]],
    [30, [30]],
    [31, [16, 15]],
    [45, [23, 22]],
    [50, [25, 25]],
    [61, [21, 20, 20]],
    [75, [25, 25, 25]],
  ])('%d unpunctuated words → sentences of %j', (count, sizes) => {
    expect(sentenceTokens(words(count), (word) => word).map((s) => s.length)).toEqual(sizes);
  });
});

describe('paragraphTokens', () => {
  it('works on word timings and drops blank words', () => {
    const timed = ['Hello', 'world.', '', 'How', 'are', 'you?', 'Fine.', 'Thanks.'].map((text, index) => ({ text, start: index }));
    const paragraphs = paragraphTokens(timed, (word) => word.text);
    expect(paragraphs.map((paragraph) => paragraph.map((word) => word.text).join(' '))).toEqual([
      'Hello world. How are you?',
      'Fine. Thanks.',
    ]);
    expect(paragraphs[1]?.[0]?.start).toBe(6);
  });

  const texts = (paragraphs: string[][]) => paragraphs.map((paragraph) => paragraph.join(' '));

  it('breaks at the marked tokens, and only there, when the engine marked its paragraphs', () => {
    const tokens = 'One. Two. Three. Four. Five. Six.'.split(' ');
    const marked =
      (...starts: string[]) =>
      (token: string) =>
        starts.includes(token);
    // Unmarked: 3 + 3. Marked after the first sentence and before the last: 1 + 4 + 1.
    expect(texts(paragraphTokens(tokens, (t) => t))).toEqual(['One. Two. Three.', 'Four. Five. Six.']);
    expect(texts(paragraphTokens(tokens, (t) => t, marked('One.', 'Two.', 'Six.')))).toEqual(['One.', 'Two. Three. Four. Five.', 'Six.']);
    // Only the first marked: one paragraph of all six sentences.
    expect(texts(paragraphTokens(tokens, (t) => t, marked('One.')))).toEqual(['One. Two. Three. Four. Five. Six.']);
  });

  it('splits a marked paragraph of more than six sentences into paragraphs of 2 to 3, as unmarked text', () => {
    const tokens = 'One. Two. Three. Four. Five. Six. Seven. Eight.'.split(' ');
    expect(
      texts(
        paragraphTokens(
          tokens,
          (t) => t,
          (t) => t === 'One.' || t === 'Eight.',
        ),
      ),
    ).toEqual(['One. Two. Three.', 'Four. Five.', 'Six. Seven.', 'Eight.']);
  });
});

describe('endsSentence', () => {
  it.each([
    ['end.', true],
    ['end!', true],
    ['end?', true],
    ['end…', true],
    ['end."', true],
    ['(end.)', true],
    ['Mr.', false],
    ['e.g.', false],
    ['J.', false],
    ['3.5', false],
    ['word', false],
    ['word,', false],
  ])('%s → %s', (word, expected) => {
    expect(endsSentence(word)).toBe(expected);
  });
});
