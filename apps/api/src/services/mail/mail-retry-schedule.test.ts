import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from './mail-retry-schedule';

describe('mailRetryDelayMs', () => {
  it('doubles the wait after each failed attempt, from the base', () => {
    const middle = () => 0.5;
    expect(mailRetryDelayMs(1, 60_000, middle)).toBe(60_000);
    expect(mailRetryDelayMs(2, 60_000, middle)).toBe(120_000);
    expect(mailRetryDelayMs(5, 60_000, middle)).toBe(960_000);
  });

  it('spreads each wait by up to a fifth either way', () => {
    expect(mailRetryDelayMs(1, 60_000, () => 0)).toBe(48_000);
    expect(mailRetryDelayMs(1, 60_000, () => 1)).toBe(72_000);
  });

  it('gives up after the last attempt, having waited about four hours in all', () => {
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS, 60_000)).toBeNull();
    let total = 0;
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) total += mailRetryDelayMs(attempt, 60_000, () => 0.5) ?? 0;
    expect(total / 3_600_000).toBeCloseTo(4.25, 1);
  });
});
