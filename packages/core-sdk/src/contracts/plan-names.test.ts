import { describe, expect, it } from 'vitest';
import { formatCount, formatMinutes, planName, planNames } from './plan-names';
import { subscriptionPlans } from './user/schemas';

describe('plan names', () => {
  it('names every plan once, the free one "Free"', () => {
    expect(subscriptionPlans.map(planName)).toEqual(['Free', 'Basic', 'Pro', 'Enterprise', 'Unlimited']);
    expect(Object.keys(planNames).sort()).toEqual([...subscriptionPlans].sort());
  });
});

describe('minute formats', () => {
  it('writes counts with a thousands separator', () => {
    expect(formatCount(1200)).toBe('1,200');
    expect(formatCount(300)).toBe('300');
  });

  it('writes minutes as words, one minute singular', () => {
    expect(formatMinutes(1200)).toBe('1,200 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(0)).toBe('0 minutes');
  });
});
