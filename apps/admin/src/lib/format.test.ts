import { describe, expect, it } from 'vitest';
import { ageInWords, pageLabel } from './format';
import { perDay, perSlice } from './trends';

describe('pageLabel', () => {
  it('names pages as the spec does', () => {
    expect(pageLabel('/')).toBe('Dashboard');
    expect(pageLabel('/dashboard')).toBe('Dashboard');
    expect(pageLabel('/transcriptions')).toBe('Transcriptions');
    expect(pageLabel('/billing')).toBe('Billing');
    expect(pageLabel('/settings/')).toBe('Settings');
    expect(pageLabel('/admin')).toBe('Admin Dashboard');
    expect(pageLabel('/admin/storage')).toBe('Admin Storage');
    expect(pageLabel('/chat/42')).toBe('/chat/42');
  });
});

describe('trends', () => {
  const now = new Date(2026, 10, 27, 12, 0);

  it('sums per local day with empty days as zero', () => {
    const points = perDay(
      [
        { at: new Date(2026, 10, 27, 9).toISOString(), n: 2 },
        { at: new Date(2026, 10, 25, 23).toISOString(), n: 1.5 },
        { at: new Date(2026, 9, 1).toISOString(), n: 9 },
      ],
      (item) => item.at,
      (item) => item.n,
      3,
      now,
    );
    expect(points).toEqual([
      { label: 'Nov 25', value: 1.5 },
      { label: 'Nov 26', value: 0 },
      { label: 'Nov 27', value: 2 },
    ]);
  });

  it('counts per slice of the window', () => {
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    const points = perSlice([at(50), at(5), at(1), at(120)], (value) => value, 60, 4, now);
    expect(points.map((point) => point.value)).toEqual([1, 0, 0, 2]);
  });

  it('says how old something is in rough words', () => {
    expect(ageInWords(new Date(now.getTime() - 90 * 60_000).toISOString(), now)).toBe('2 hours');
    expect(ageInWords(new Date(now.getTime() - 3 * 86_400_000).toISOString(), now)).toBe('3 days');
    expect(ageInWords(null, now)).toBe('N/A');
  });
});
