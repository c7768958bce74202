import type { FreeAllowance, SubscriptionPlan, SubscriptionStatus, User, UserRole } from '@verbatim/core-sdk/contracts';
import objection from 'objection';
import { isoTime } from '../lib/iso-time';

export class UserModel extends objection.Model {
  static override tableName = 'users';

  declare id: string;
  declare email: string;
  declare passwordHash: string | null;
  declare googleSubject: string | null;
  declare firstName: string | null;
  declare lastName: string | null;
  declare profileImageUrl: string | null;
  declare role: UserRole;
  declare subscriptionPlan: SubscriptionPlan;
  declare subscriptionStatus: SubscriptionStatus | null;
  declare subscriptionExpiresAt: Date | null;
  declare trialStartedAt: Date | null;
  declare cancellationReason: string | null;
  /** The provider's id of the subscription the plan comes from. */
  declare providerSubscriptionId: string | null;
  declare trialTranscriptionLimit: number | null;
  /** When an admin disabled the account: it cannot sign in, and its sessions ended then. Null while it may. */
  declare disabledAt: Date | null;
  /** When the account and its data are deleted, as its owner asked; it cannot sign in meanwhile. Null when not scheduled. */
  declare deletionScheduledFor: Date | null;
  /** SHA-256 of the token in the e-mailed link that cancels the scheduled deletion. */
  declare deletionTokenHash: string | null;
  /** When the owner proved the address is theirs; null until then (no role or e-mail that depends on the address). */
  declare emailVerifiedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Figures derived from other tables and the clock: the credit ledger, today's transcriptions, the plan's state now. */
export interface UserUsage {
  credits: number;
  transcriptionsToday: number;
  /** The stored status, or `expired` once the period it names has ended. */
  subscriptionStatus: SubscriptionStatus | null;
  /** Today's free transcriptions, while no plan is in effect; null while one is. */
  freeAllowance: FreeAllowance | null;
}

/** The user as the API shows it: never the password hash or the Google subject. */
export function toPublicUser(user: UserModel, usage: UserUsage): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    credits: usage.credits,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: usage.subscriptionStatus,
    subscriptionExpiresAt: isoTime(user.subscriptionExpiresAt),
    trialStartedAt: isoTime(user.trialStartedAt),
    cancellationReason: user.cancellationReason,
    trialTranscriptionLimit: user.trialTranscriptionLimit,
    trialTranscriptionsUsed: usage.transcriptionsToday,
    freeAllowance: usage.freeAllowance,
    role: user.role,
    emailVerified: Boolean(user.emailVerifiedAt),
  };
}
