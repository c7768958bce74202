import { describe, expect, it } from 'vitest';
import { ageInWords, durationInWords, pageLabel } from './format';
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
  });

  it('names every path of a route alike, and a path no route matches as the not-found page', () => {
    expect(pageLabel('/upload')).toBe('Dashboard');
    expect(pageLabel('/transcriptions/5f0c6f3e-2b1a-4c3d-8e9f-0a1b2c3d4e5f')).toBe('Transcript');
    expect(pageLabel('/transcriptions/:id')).toBe('Transcript');
    expect(pageLabel('/chat/42?tab=1')).toBe('Chat');
    expect(pageLabel('/settings/developer')).toBe('Developer Settings');
    expect(pageLabel('/no/such/page')).toBe('Page Not Found');
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

  it('says how long a wait is in rough words', () => {
    expect(durationInWords(20)).toBe('under a minute');
    expect(durationInWords(60)).toBe('1 minute');
    expect(durationInWords(7 * 60 + 40)).toBe('8 minutes');
    expect(durationInWords(5 * 3600)).toBe('5 hours');
  });
});
