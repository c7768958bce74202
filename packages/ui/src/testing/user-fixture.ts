import type { User } from '@verbatim/core-sdk/contracts';
import { hasPaidPlan } from '../lib/plan';

/**
 * A signed-in user as GET /api/auth/user returns it; override what a test cares about. Unless given, `freeAllowance`
 * follows the plan as the server makes it: none while a plan is in effect, else today's from the trial fields.
 */
export function userFixture(overrides: Partial<User> = {}): User {
  const user: Omit<User, 'freeAllowance'> = {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    credits: 30,
    subscriptionPlan: 'free',
    subscriptionStatus: null,
    subscriptionExpiresAt: null,
    trialStartedAt: null,
    cancellationReason: null,
    trialTranscriptionLimit: 3,
    trialTranscriptionsUsed: 0,
    role: 'user',
    emailVerified: true,
    ...overrides,
  };
  if (overrides.freeAllowance !== undefined) return { ...user, freeAllowance: overrides.freeAllowance };
  const limit = user.trialTranscriptionLimit ?? 3;
  const freeAllowance = hasPaidPlan(user)
    ? null
    : {
        limit,
        used: user.trialTranscriptionsUsed,
        left: Math.max(0, limit - user.trialTranscriptionsUsed),
        renewsAt: '2026-11-24T00:00:00.000Z',
        maxMinutesPerFile: 30,
      };
  return { ...user, freeAllowance };
}
