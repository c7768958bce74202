import { describe, expect, it } from 'vitest';
import { hasPaidPlan, planLabel } from './plan';

describe('planLabel', () => {
  it('calls the free plan Pay-as-you-go', () => {
    expect(planLabel('free')).toBe('Pay-as-you-go');
    expect(planLabel('pro')).toBe('Pro');
    expect(planLabel('basic')).toBe('Basic');
    expect(planLabel('unlimited')).toBe('Unlimited');
  });
});

describe('hasPaidPlan', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  const paid = { subscriptionPlan: 'pro', subscriptionStatus: 'active', subscriptionExpiresAt: null } as const;

  it('is true for an active or trial paid plan', () => {
    expect(hasPaidPlan(paid, now)).toBe(true);
    expect(hasPaidPlan({ ...paid, subscriptionPlan: 'unlimited' }, now)).toBe(true);
    expect(hasPaidPlan({ ...paid, subscriptionStatus: 'trial' }, now)).toBe(true);
  });

  it('is false for the free plan whatever its status', () => {
    expect(hasPaidPlan({ ...paid, subscriptionPlan: 'free' }, now)).toBe(false);
  });

  it('is false for a paid plan with no subscription in effect', () => {
    expect(hasPaidPlan({ ...paid, subscriptionStatus: null }, now)).toBe(false);
  });

  it('keeps a cancelled plan until it expires', () => {
    const cancelled = { ...paid, subscriptionStatus: 'cancelled' } as const;
    expect(hasPaidPlan({ ...cancelled, subscriptionExpiresAt: '2025-06-02T00:00:00Z' }, now)).toBe(true);
    expect(hasPaidPlan({ ...cancelled, subscriptionExpiresAt: '2025-05-31T00:00:00Z' }, now)).toBe(false);
    expect(hasPaidPlan({ ...cancelled, subscriptionExpiresAt: null }, now)).toBe(false);
    expect(hasPaidPlan({ ...cancelled, subscriptionExpiresAt: 'garbage' }, now)).toBe(false);
  });
});
