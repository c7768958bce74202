import { describe, expect, it } from 'vitest';
import {
  centsToAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatMoney,
  formatRelativeTime,
  formatUnitPrice,
} from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10_000, '9.77 KB'],
    [1_048_575, '1 MB'],
    [1_048_576, '1 MB'],
    [31_457_280, '30 MB'],
    [104_857_600, '100 MB'],
    [1_073_741_824, '1 GB'],
    [2 * 1024 ** 3, '2 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([[null], [undefined], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s is not a size: N/A', (bytes) => {
    expect(formatFileSize(bytes)).toBe('N/A');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00.0'],
    [5.04, '0:05.0'],
    [65.25, '1:05.3'],
    [59.96, '1:00.0'],
    [600, '10:00.0'],
    [3599.9, '59:59.9'],
    [3599.96, '1:00:00'],
    [3600, '1:00:00'],
    [3725.4, '1:02:05'],
    [36_000, '10:00:00'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [-3]])('%s is empty: N/A', (seconds) => {
    expect(formatDuration(seconds)).toBe('N/A');
  });
});

describe('formatDate', () => {
  it('uses the en-US short form', () => {
    expect(formatDate('2025-01-05T12:00:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2025');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 23, 0)), { timeZone: 'UTC' })).toBe('Dec 31, 2025');
  });

  it('follows the time zone it is given', () => {
    expect(formatDate('2025-01-05T23:30:00Z', { timeZone: 'Asia/Kolkata' })).toBe('Jan 6, 2025');
  });

  it.each([[null], [undefined], ['not a date']])('%s gives N/A', (value) => {
    expect(formatDate(value)).toBe('N/A');
  });

  it('formats a date and time', () => {
    expect(formatDateTime('2025-01-05T15:04:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2025, 3:04 PM');
    expect(formatDateTime('nope')).toBe('N/A');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it.each([
    [10, 'just now'],
    [-20, 'just now'],
    [50, '50 seconds ago'],
    [5 * 60, '5 minutes ago'],
    [60 * 60, '1 hour ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
  ])('%d s ago → %s', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('shows the date from a week back', () => {
    expect(formatRelativeTime('2025-02-01T12:00:00Z', now, { timeZone: 'UTC' })).toBe('Feb 1, 2025');
  });

  it('gives N/A for an unreadable value', () => {
    expect(formatRelativeTime('yesterday-ish', now)).toBe('N/A');
  });
});

describe('formatMoney', () => {
  it.each([
    [799, '$7.99'],
    [199, '$1.99'],
    [1499, '$14.99'],
    [900, '$9'],
    [1500, '$15'],
    [0, '$0'],
    [5, '$0.05'],
    [123_456, '$1,234.56'],
  ])('%d cents → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('names another currency', () => {
    expect(formatMoney(79_900, { currency: 'INR' })).toBe('₹799');
    expect(formatMoney(1050, { currency: 'EUR' })).toBe('€10.50');
  });

  it.each([[null], [undefined], [-1], [1.5], [Number.NaN]])('%s is not an amount: N/A', (cents) => {
    expect(formatMoney(cents)).toBe('N/A');
  });
});

describe('formatUnitPrice', () => {
  it('gives a per-credit price to a tenth of a cent', () => {
    expect(formatUnitPrice(199, 100)).toBe('$0.020');
    expect(formatUnitPrice(799, 500)).toBe('$0.016');
    expect(formatUnitPrice(1499, 1000)).toBe('$0.015');
  });

  it('is N/A without units', () => {
    expect(formatUnitPrice(199, 0)).toBe('N/A');
  });
});

describe('centsToAmount', () => {
  it('turns cents into the decimal amount', () => {
    expect(centsToAmount(799)).toBe(7.99);
    expect(centsToAmount(1500)).toBe(15);
    expect(centsToAmount(1499)).toBe(14.99);
  });
});
