import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '../speech-engine';
import { writeNumbers } from './write-numbers';

const timed = (text: string): TranscriptWord[] =>
  text.split(' ').map((word, index) => ({ start: index, end: index + 1, text: word, confidence: 0.9 }));
const written = (text: string) =>
  writeNumbers(timed(text))
    .map((word) => word.text)
    .join(' ');

describe('writeNumbers: clock times', () => {
  it('writes a time said after "at" or before am, pm or o’clock as digits', () => {
    expect(written('i wake up at seven thirty')).toBe('i wake up at 7:30');
    expect(written('the shop opens at seven oh five')).toBe('the shop opens at 7:05');
    expect(written('the train leaves at seven thirty five pm')).toBe('the train leaves at 7:35 pm');
    expect(written('the film starts at twelve fifteen tonight')).toBe('the film starts at 12:15 tonight');
    expect(written('we left eleven forty five am')).toBe('we left 11:45 am');
    expect(written('it ends at ten pm')).toBe('it ends at 10 pm');
    expect(written("call me at nine o'clock")).toBe("call me at 9 o'clock");
  });

  it('writes half past and quarter past or to an hour as digits', () => {
    expect(written('we met at half past seven')).toBe('we met at 7:30');
    expect(written('it was quarter past nine')).toBe('it was 9:15');
    expect(written('the bus comes at quarter to eight')).toBe('the bus comes at 7:45');
    expect(written('the bus comes at quarter to one')).toBe('the bus comes at 12:45');
  });

  it('leaves numbers that are not plainly a time as they were', () => {
    // An hour alone after "at" is as often a count or a price; small counts stay words.
    expect(written('i wake up at seven')).toBe('i wake up at seven');
    expect(written('the score was seven thirty')).toBe('the score was seven thirty');
    expect(written('we looked at seven twelve page reports')).toBe('we looked at seven twelve page reports');
    expect(written('he sold them at seven thirty pounds each')).toBe('he sold them at seven thirty pounds each');
    expect(written('we arrived at twenty thirty')).toBe('we arrived at twenty thirty');
    expect(written('one of the two')).toBe('one of the two');
    expect(written('half of the twelve people')).toBe('half of the 12 people');
    expect(written('i am here')).toBe('i am here');
  });
});

describe('writeNumbers: years said in pairs', () => {
  it('writes a pair after a word that introduces a year as one year', () => {
    expect(written('in nineteen ninety nine')).toBe('in 1999');
    expect(written('it was built in twenty twenty six')).toBe('it was built in 2026');
    expect(written('the class of twenty twenty graduated')).toBe('the class of 2020 graduated');
    expect(written('the house was built in nineteen oh five')).toBe('the house was built in 1905');
    expect(written('since nineteen hundred')).toBe('since 1900');
    expect(written('from nineteen ninety to nineteen ninety five')).toBe('from 1990 to 1995');
    expect(written('in twenty ten we moved')).toBe('in 2010 we moved');
  });

  it('leaves pairs that count something, or that nothing marks as a year, as they were', () => {
    expect(written('we sold nineteen ninety nine copies')).toBe('we sold nineteen ninety nine copies');
    expect(written('it was twenty twenty six')).toBe('it was twenty twenty six');
    expect(written('it takes in twenty twenty minutes')).toBe('it takes in twenty twenty minutes');
    expect(written('a team of sixteen eighteen year olds')).toBe('a team of sixteen eighteen year olds');
    expect(written('be there by eleven thirty')).toBe('be there by eleven thirty');
    expect(written('in two thousand and five')).toBe('in 2005');
    expect(written('in twenty thousand years')).toBe('in 20000 years');
  });
});

describe('writeNumbers: timings', () => {
  it('makes one timed word of a time or year said in several, keeping the words around it', () => {
    const words = timed('at seven thirty pm in nineteen ninety nine');
    (words[2] as TranscriptWord).confidence = 0.4;
    expect(writeNumbers(words)).toEqual([
      { start: 0, end: 1, text: 'at', confidence: 0.9 },
      { start: 1, end: 3, text: '7:30', confidence: 0.4 },
      { start: 3, end: 4, text: 'pm', confidence: 0.9 },
      { start: 4, end: 5, text: 'in', confidence: 0.9 },
      { start: 5, end: 8, text: '1999', confidence: 0.9 },
    ]);
  });
});
