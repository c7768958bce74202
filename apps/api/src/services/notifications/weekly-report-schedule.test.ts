import { describe, expect, it } from 'vitest';
import { nextWeeklyReportAt, reportedPeriod, weekOf } from './weekly-report-schedule';

describe('the weekly report schedule', () => {
  it.each([
    ['a Wednesday', '2030-12-04T10:00:00.000Z', '2030-12-09T08:00:00.000Z'],
    ['a Sunday night', '2030-12-08T23:59:59.000Z', '2030-12-09T08:00:00.000Z'],
    ['a Monday before 08:00', '2030-12-09T07:59:59.999Z', '2030-12-09T08:00:00.000Z'],
    ['a Monday at 08:00 exactly', '2030-12-09T08:00:00.000Z', '2030-12-16T08:00:00.000Z'],
    ['a Monday afternoon', '2030-12-09T15:00:00.000Z', '2030-12-16T08:00:00.000Z'],
    ['across a year', '2030-12-31T12:00:00.000Z', '2031-01-06T08:00:00.000Z'],
  ])('goes out the next Monday at 08:00 UTC after %s', (_when, now, expected) => {
    expect(nextWeeklyReportAt(new Date(now)).toISOString()).toBe(expected);
  });

  it('names a week by its Monday and covers the seven whole days before it', () => {
    expect(weekOf(new Date('2030-12-09T08:00:00.000Z'))).toBe('2030-12-09');
    expect(reportedPeriod('2030-12-09')).toEqual({
      start: new Date('2030-12-02T00:00:00.000Z'),
      end: new Date('2030-12-09T00:00:00.000Z'),
    });
  });
});
