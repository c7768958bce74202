import { describe, expect, it } from 'vitest';
import { joinSegments, segmentBatches, splitSegments } from './segment-batches';

describe('segment batches', () => {
  it('puts each segment on one line with a blank line between, and splits output the same way', () => {
    expect(joinSegments(['The house\nis red. ', '  Thank you'])).toBe('The house is red.\n\nThank you\n');
    // Apertium may leave a space where a separator was, and a trailing line break.
    expect(splitSegments('La casa es roja. \n\n Gracias\n')).toEqual(['La casa es roja.', 'Gracias']);
    expect(splitSegments('uno\n \ndos\n\ntres')).toEqual(['uno', 'dos', 'tres']);
    expect(splitSegments('  \n')).toEqual([]);
  });

  it('groups indexes in order by count and by characters, a long text alone', () => {
    const texts = ['aaaa', 'bbbb', 'cccc', 'd'.repeat(50), 'eeee', 'ffff'];
    expect(segmentBatches(texts, [0, 1, 2, 3, 4, 5], { segments: 2, characters: 20 })).toEqual([[0, 1], [2], [3], [4, 5]]);
    expect(segmentBatches(texts, [0, 2, 4], { segments: 10, characters: 100 })).toEqual([[0, 2, 4]]);
    expect(segmentBatches(texts, [], { segments: 10, characters: 100 })).toEqual([]);
  });
});
