import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscription-state';

const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-12-01T00:00:00Z');
const earlier = new Date('2026-11-01T00:00:00Z');

describe('subscriptionState', () => {
  it('puts a running period or trial in effect, and calls one whose end has passed expired, saying how it ended', () => {
    expect(subscriptionState({ subscriptionPlan: 'free', subscriptionStatus: null, subscriptionExpiresAt: null }, now)).toEqual({
      plan: 'free',
      status: null,
      inEffect: false,
      lapsedBy: null,
    });
    expect(subscriptionState({ subscriptionPlan: 'pro', subscriptionStatus: 'active', subscriptionExpiresAt: later }, now)).toMatchObject({
      status: 'active',
      inEffect: true,
    });
    expect(subscriptionState({ subscriptionPlan: 'pro', subscriptionStatus: 'trial', subscriptionExpiresAt: later }, now).inEffect).toBe(
      true,
    );
    expect(
      subscriptionState({ subscriptionPlan: 'basic', subscriptionStatus: 'cancelled', subscriptionExpiresAt: later }, now),
    ).toMatchObject({
      status: 'cancelled',
      inEffect: true,
    });
    expect(
      subscriptionState({ subscriptionPlan: 'basic', subscriptionStatus: 'cancelled', subscriptionExpiresAt: earlier }, now),
    ).toMatchObject({
      status: 'expired',
      inEffect: false,
      lapsedBy: 'cancelled',
    });
    expect(subscriptionState({ subscriptionPlan: 'pro', subscriptionStatus: 'active', subscriptionExpiresAt: earlier }, now)).toMatchObject(
      {
        status: 'expired',
        lapsedBy: 'expired',
      },
    );
    expect(subscriptionState({ subscriptionPlan: 'pro', subscriptionStatus: 'expired', subscriptionExpiresAt: later }, now).inEffect).toBe(
      false,
    );
    // A plan with no status was never started: not in effect, not lapsed either.
    expect(subscriptionState({ subscriptionPlan: 'pro', subscriptionStatus: null, subscriptionExpiresAt: null }, now)).toMatchObject({
      inEffect: false,
      lapsedBy: null,
    });
  });
});
