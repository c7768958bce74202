import { describe, expect, it } from 'vitest';
import { normaliseWords, wordErrorRate } from './word-error-rate';

describe('wordErrorRate', () => {
  it('is 0 for the same words, whatever the case and punctuation', () => {
    expect(wordErrorRate("Hello, World! Don't stop.", "hello world don't stop").rate).toBe(0);
  });

  it('counts substitutions, deletions and insertions against the reference length', () => {
    expect(wordErrorRate('a b c d', 'a x c')).toEqual({ rate: 2 / 4, substitutions: 1, deletions: 1, insertions: 0, referenceWords: 4 });
    expect(wordErrorRate('a b', 'a b c')).toEqual({ rate: 1 / 2, substitutions: 0, deletions: 0, insertions: 1, referenceWords: 2 });
    expect(wordErrorRate('the cat sat on the mat', 'the cat sit on mat today').rate).toBe(3 / 6);
  });

  it('handles empty texts', () => {
    expect(wordErrorRate('', '').rate).toBe(0);
    expect(wordErrorRate('', 'noise').rate).toBe(1);
    expect(wordErrorRate('two words', '').rate).toBe(1);
  });

  it('drops pocketsphinx pronunciation variants when normalising', () => {
    expect(normaliseWords('read(2) the(2) book')).toEqual(['read', 'the', 'book']);
  });
});
