import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('doubles from one second', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('shortens each delay by up to a quarter at random', () => {
    expect(retryDelayMs(1, () => 1)).toBe(750);
    expect(retryDelayMs(3, () => 0.5)).toBe(3500);
  });

  it('never waits more than five minutes', () => {
    expect(retryDelayMs(9, () => 0)).toBe(256_000);
    expect(retryDelayMs(10, () => 0)).toBe(300_000);
    expect(retryDelayMs(1000, () => 0)).toBe(300_000);
    expect(retryDelayMs(1000, () => 1)).toBe(225_000);
  });
});
