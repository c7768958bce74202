import { describe, expect, it } from 'vitest';
import { readHeadline } from './read-headline';

describe('readHeadline', () => {
  it('takes the markers out and keeps where they were, in UTF-16 offsets', () => {
    expect(readHeadline('Zürich \u0001walruses\u0002 and \u0001ice\u0002.')).toEqual({
      text: 'Zürich walruses and ice.',
      highlights: [
        { from: 7, to: 15 },
        { from: 20, to: 23 },
      ],
    });
  });
  it('trims a fragment’s spaces and moves the highlights with it; an unmatched marker marks nothing', () => {
    expect(readHeadline('  a \u0001b\u0002 c \u0002d ')).toEqual({ text: 'a b c d', highlights: [{ from: 2, to: 3 }] });
  });
});
