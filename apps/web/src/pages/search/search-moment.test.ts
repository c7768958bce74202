import { describe, expect, it } from 'vitest';
import { searchMomentOf, searchMomentPath } from './search-moment';

const result = { transcriptionId: 'tr-1', fileName: 'a.mp3', createdAt: '2026-03-01T00:00:00.000Z', matches: [] };
const match = { start: 4.5, end: 8, text: 'The walrus colony', highlights: [{ from: 4, to: 10 }] };

describe('search moments in the address', () => {
  it('goes there and back', () => {
    const path = searchMomentPath(result, match);
    expect(path).toBe('/transcriptions/tr-1?t=4.5&until=8&mark=walrus');
    expect(searchMomentOf(new URL(path, 'http://x').searchParams)).toEqual({ start: 4.5, end: 8, terms: ['walrus'] });
  });
  it('opens at the start when only the file name matched, and ignores times that are not numbers', () => {
    expect(searchMomentPath(result, null)).toBe('/transcriptions/tr-1');
    expect(searchMomentOf(new URLSearchParams('t=soon'))).toBeNull();
    expect(searchMomentOf(new URLSearchParams(''))).toBeNull();
  });
});
