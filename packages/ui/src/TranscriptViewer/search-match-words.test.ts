import { describe, expect, it } from 'vitest';
import { searchMatchWords } from './search-match-words';

const words = [
  { start: 0, end: 0.4, text: 'Walruses' },
  { start: 0.5, end: 0.9, text: 'rest.' },
  { start: 4.5, end: 4.9, text: 'The' },
  { start: 5, end: 5.4, text: 'walrus,' },
  { start: 5.5, end: 5.9, text: 'rests.' },
];

describe('searchMatchWords', () => {
  it('marks the matched words inside the passage only, whatever their case or punctuation', () => {
    expect([...searchMatchWords(words, { start: 4.5, end: 8, terms: ['walrus', 'rests'] })]).toEqual([3, 4]);
  });
  it('marks nothing without a match', () => {
    expect(searchMatchWords(words, null).size).toBe(0);
  });
});
