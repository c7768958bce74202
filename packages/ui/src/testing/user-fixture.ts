import type { User } from '@verbatim/core-sdk/contracts';

/** A signed-in user as GET /api/auth/user returns it; override what a test cares about. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
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
    ...overrides,
  };
}
