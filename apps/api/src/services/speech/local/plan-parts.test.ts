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
  it('cuts a 25-second file in two at a silence near its middle, the second part warming up from 4 s before its cut', () => {
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
    expect(parts.map((part) => part.warmStart)).toEqual([0, 8.55]);
  });

  it('makes the first part longer by the warm-up the others decode, so that the parts finish together', () => {
    const silences = [
      { start: 12.2, end: 12.9 },
      { start: 14.2, end: 14.8 },
    ];
    const parts = planParts(25, silences, partSizes(25, 2));
    expect(parts.map((part) => part.range)).toEqual([
      { start: 0, end: 14.5 },
      { start: 14.5, end: 25 },
    ]);
    // The second part warms up from 4 s before its cut: it decodes as much audio as the first part.
    expect(parts.map((part) => part.warmStart)).toEqual([0, 10.5]);
    expect(parts[1] && parts[1].range.end - parts[1].warmStart).toBeCloseTo(14.5, 5);

    const four = planParts(100, [], partSizes(100, 4));
    const decoded = four.map((part) => part.range.end - part.warmStart);
    expect(Math.max(...decoded) - Math.min(...decoded)).toBeLessThan(0.01);
  });
});
