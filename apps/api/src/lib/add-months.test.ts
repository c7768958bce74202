import { describe, expect, it } from 'vitest';
import { addMonths } from './add-months';

describe('addMonths', () => {
  it('keeps the day and time, and takes the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-11-02T10:00:00.000Z'), 1).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T08:30:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T23:59:59.999Z'), 1).toISOString()).toBe('2027-01-15T23:59:59.999Z');
  });
});
