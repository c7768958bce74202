import { describe, expect, it } from 'vitest';
import { adminUserFixture } from '../../test-support/admin-fixtures';
import { planText } from './user-status';

const now = new Date('2026-11-27T12:00:00.000Z');

describe('planText', () => {
  it('says a cancelled plan is cancelled, and when it ends', () => {
    const user = adminUserFixture({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'cancelled',
      subscriptionExpiresAt: '2026-12-12T12:00:00.000Z',
    });
    expect(planText(user, now)).toBe('Pro · cancelled, ends Dec 12, 2026');
  });

  it('names a trial with its end, an ended plan as ended, and an active one by its name', () => {
    const end = '2026-12-12T12:00:00.000Z';
    expect(planText(adminUserFixture({ subscriptionStatus: 'trial', subscriptionExpiresAt: end }), now)).toBe(
      'Pro · trial, ends Dec 12, 2026',
    );
    expect(planText(adminUserFixture({ subscriptionStatus: 'active', subscriptionExpiresAt: end }), now)).toBe('Pro');
    // A cancelled plan whose end has passed has ended, whatever is stored.
    const past = '2026-11-01T12:00:00.000Z';
    expect(
      planText(adminUserFixture({ subscriptionPlan: 'basic', subscriptionStatus: 'cancelled', subscriptionExpiresAt: past }), now),
    ).toBe('Basic · ended Nov 1, 2026');
  });
});
