import { describe, expect, it } from 'vitest';
import { LineFit, splitIntoLines } from './subtitle-lines';

const words = (text: string) => text.split(' ');

describe('splitIntoLines', () => {
  it('keeps text that fits on one line on one line', () => {
    expect(splitIntoLines(words('I think we should wait until Monday.'), true)).toEqual(['I think we should wait until Monday.']);
  });

  it('makes two even lines from a longer text', () => {
    expect(splitIntoLines(words('we were thinking that the new office might open in the spring'), true)).toEqual([
      'we were thinking that the new',
      'office might open in the spring',
    ]);
  });

  it('breaks after a comma when that is nearly as even', () => {
    expect(splitIntoLines(words('If the numbers hold up next month, we can hire two more people'), true)).toEqual([
      'If the numbers hold up next month,',
      'we can hire two more people',
    ]);
  });

  it('does not part an article from its noun', () => {
    const lines = splitIntoLines(words('She finally handed the quarterly report to the entire committee'), true);
    for (const line of lines) expect(line).not.toMatch(/\b(the|a|an)$/);
  });

  it('gives a word longer than a line a line of its own', () => {
    const url = 'https://example.com/reports/2026/quarterly-planning-final.pdf';
    expect(splitIntoLines(['see', url], true)).toEqual(['see', url]);
    expect(splitIntoLines([url], true)).toEqual([url]);
  });

  it('has no lines for no words', () => {
    expect(splitIntoLines([], true)).toEqual([]);
  });
});

describe('LineFit', () => {
  const fitsAll = (text: string) => {
    const fit = new LineFit();
    return words(text)
      .reverse()
      .every((word) => fit.prepend(word));
  };

  it('fits up to two full lines', () => {
    expect(fitsAll(`${'abcd '.repeat(8)}ab ${'abcd '.repeat(8)}ab`)).toBe(true);
    expect(fitsAll(`${'abcd '.repeat(8)}ab ${'abcd '.repeat(8)}abc x`)).toBe(false);
  });

  it('counts a word longer than a line as a line', () => {
    const long = 'x'.repeat(50);
    expect(fitsAll(`a ${long}`)).toBe(true);
    expect(fitsAll(`a ${long} b`)).toBe(false);
  });
});
