import { describe, expect, it } from 'vitest';
import { MAX_PART_SECONDS, MIN_PART_SECONDS, partCount, partSizes, planParts } from './plan-parts';

describe('partCount', () => {
  it('gives a short file one part per free decoder, down to parts of the least length', () => {
    expect(partCount(25, 2)).toBe(2);
    expect(partCount(25, 8)).toBe(2);
    expect(partCount(MIN_PART_SECONDS * 3, 16)).toBe(3);
    expect(partCount(MIN_PART_SECONDS * 2 - 1, 4)).toBe(1);
  });

  it('keeps a file whole when no other decoder is free, unless it is longer than the longest part', () => {
    expect(partCount(120, 1)).toBe(1);
    expect(partCount(120, 0)).toBe(1);
    expect(partCount(MAX_PART_SECONDS * 4 + 1, 1)).toBe(5);
  });

  it('uses every free decoder on a long file', () => {
    expect(partCount(3600, 16)).toBe(16);
    expect(partCount(3600, 4)).toBe(Math.ceil(3600 / MAX_PART_SECONDS));
  });
});

describe('planParts', () => {
  it('cuts a 25-second file in two at the silence nearest its middle, the second part warming up from the pause before', () => {
    const silences = [
      { start: 7, end: 7.5 },
      { start: 12.2, end: 12.9 },
      { start: 19, end: 19.5 },
    ];
    const parts = planParts(25, silences, partSizes(25, 2));
    expect(parts.map((part) => part.range)).toEqual([
      { start: 0, end: 12.55 },
      { start: 12.55, end: 25 },
    ]);
    expect(parts.map((part) => part.warmStart)).toEqual([0, 7.5]);
  });
});
