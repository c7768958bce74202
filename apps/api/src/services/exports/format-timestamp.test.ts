import { describe, expect, it } from 'vitest';
import { formatClock, formatSrtTimestamp, formatVttTimestamp } from './format-timestamp';

describe('subtitle timestamps', () => {
  it('writes hours, minutes, seconds and milliseconds', () => {
    expect(formatSrtTimestamp(0)).toBe('00:00:00,000');
    expect(formatSrtTimestamp(62.5)).toBe('00:01:02,500');
    expect(formatVttTimestamp(3723.004)).toBe('01:02:03.004');
    expect(formatVttTimestamp(100 * 3600)).toBe('100:00:00.000');
  });

  it('rounds to the millisecond without reaching 1000', () => {
    expect(formatSrtTimestamp(1.9996)).toBe('00:00:02,000');
    expect(formatSrtTimestamp(0.0004)).toBe('00:00:00,000');
  });

  it('treats a negative or unreadable time as zero', () => {
    expect(formatSrtTimestamp(-1)).toBe('00:00:00,000');
    expect(formatVttTimestamp(Number.NaN)).toBe('00:00:00.000');
  });
});

describe('formatClock', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3599.9)).toBe('59:59');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
