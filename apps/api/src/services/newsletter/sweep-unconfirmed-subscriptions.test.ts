import { describe, expect, it } from 'vitest';
import { nextNewsletterSweepAt, sweepDayOf } from './sweep-unconfirmed-subscriptions';

describe('the newsletter sweep schedule', () => {
  it.each([
    ['a morning after 03:00', '2030-12-04T10:00:00.000Z', '2030-12-05T03:00:00.000Z'],
    ['a night before 03:00', '2030-12-04T02:59:59.999Z', '2030-12-04T03:00:00.000Z'],
    ['03:00 exactly', '2030-12-04T03:00:00.000Z', '2030-12-05T03:00:00.000Z'],
    ['the last evening of a year', '2030-12-31T23:00:00.000Z', '2031-01-01T03:00:00.000Z'],
  ])('runs at the first 03:00 UTC after %s', (_when, after, expected) => {
    expect(nextNewsletterSweepAt(new Date(after)).toISOString()).toBe(expected);
  });

  it('names a sweep by its UTC date', () => {
    expect(sweepDayOf(new Date('2030-12-05T03:00:00.000Z'))).toBe('2030-12-05');
  });
});
