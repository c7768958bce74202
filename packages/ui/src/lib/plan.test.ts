import { describe, expect, it } from 'vitest';
import { hasPaidPlan, hasUsedTrial, planLabel, subscriptionState } from './plan';

describe('planLabel', () => {
  it('calls the free plan Free, as every screen does', () => {
    expect(planLabel('free')).toBe('Free');
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

  it('is false once the plan has expired, whatever the server still says', () => {
    expect(hasPaidPlan({ ...paid, subscriptionStatus: 'expired' }, now)).toBe(false);
    expect(hasPaidPlan({ ...paid, subscriptionStatus: 'expired', subscriptionExpiresAt: '2025-07-01T00:00:00Z' }, now)).toBe(false);
    expect(hasPaidPlan({ ...paid, subscriptionExpiresAt: '2025-05-31T23:59:59Z' }, now)).toBe(false);
    expect(hasPaidPlan({ ...paid, subscriptionStatus: 'trial', subscriptionExpiresAt: '2025-05-20T00:00:00Z' }, now)).toBe(false);
    expect(hasPaidPlan({ ...paid, subscriptionExpiresAt: '2025-06-01T00:00:00Z' }, now)).toBe(false);
  });

  it('keeps an active plan or a trial until its date', () => {
    expect(hasPaidPlan({ ...paid, subscriptionExpiresAt: '2025-06-30T00:00:00Z' }, now)).toBe(true);
    expect(hasPaidPlan({ ...paid, subscriptionStatus: 'trial', subscriptionExpiresAt: '2025-06-14T00:00:00Z' }, now)).toBe(true);
    expect(hasPaidPlan({ ...paid, subscriptionExpiresAt: 'garbage' }, now)).toBe(true);
  });
});

describe('subscriptionState', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  const later = '2025-06-15T00:00:00Z';
  const earlier = '2025-05-15T00:00:00Z';

  it.each([
    ['free', null, null, 'free'],
    ['pro', null, null, 'free'],
    ['free', 'active', later, 'free'],
    ['basic', 'active', later, 'active'],
    ['basic', 'active', null, 'active'],
    ['basic', 'active', earlier, 'expired'],
    ['pro', 'trial', later, 'trial'],
    ['pro', 'trial', earlier, 'expired'],
    ['pro', 'cancelled', later, 'cancelled'],
    ['pro', 'cancelled', earlier, 'expired'],
    ['pro', 'cancelled', null, 'expired'],
    ['pro', 'expired', earlier, 'expired'],
    ['free', 'expired', earlier, 'expired'],
  ] as const)('%s, %s until %s → %s', (plan, status, expires, expected) => {
    expect(subscriptionState({ subscriptionPlan: plan, subscriptionStatus: status, subscriptionExpiresAt: expires }, now)).toBe(expected);
  });
});

describe('hasUsedTrial', () => {
  it('is true once a trial has started', () => {
    expect(hasUsedTrial({ trialStartedAt: null })).toBe(false);
    expect(hasUsedTrial({ trialStartedAt: '2025-05-01T00:00:00Z' })).toBe(true);
  });
});
