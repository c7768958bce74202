import { z } from 'zod';

export const subscriptionPlans = ['free', 'basic', 'pro', 'enterprise', 'unlimited'] as const;
/**
 * active: paid and renewing; trial: the Pro trial; cancelled: no renewal, access until subscriptionExpiresAt;
 * expired: the period (or trial) ended without renewal.
 */
export const subscriptionStatuses = ['active', 'cancelled', 'trial', 'expired'] as const;
export const userRoles = ['user', 'admin'] as const;

/**
 * Today's free transcriptions: 3 a UTC day, each up to 30 minutes of audio, on the free plan or once a plan has ended.
 * They are an allowance, not credits: they renew at midnight UTC and never appear in the credit ledger.
 */
export const freeAllowanceSchema = z.object({
  /** Free transcriptions a day. */
  limit: z.number().int().nonnegative(),
  /** Started today and not failed. */
  used: z.number().int().nonnegative(),
  /** What is left today: `limit` less `used`, never below 0. */
  left: z.number().int().nonnegative(),
  /** The next midnight UTC, when `used` starts again from 0. */
  renewsAt: z.string(),
  /** The longest file a free transcription takes, in minutes; a longer one is paid with credits. */
  maxMinutesPerFile: z.number().int().positive(),
});
export type FreeAllowance = z.infer<typeof freeAllowanceSchema>;

/** The signed-in user as the current-user call returns it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  credits: z.number().int(),
  subscriptionPlan: z.enum(subscriptionPlans),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  subscriptionExpiresAt: z.string().nullable(),
  trialStartedAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  trialTranscriptionLimit: z.number().int().nullable(),
  trialTranscriptionsUsed: z.number().int(),
  /**
   * Today's free transcriptions while no plan is in effect (the free plan, or a plan that ended); null while a plan or
   * the trial is in effect, which pays only from `credits`. Screens tell what is left from this and `credits` alone:
   * `credits` is minutes bought or granted (a balance, with its ledger), this is today's allowance.
   */
  freeAllowance: freeAllowanceSchema.nullable(),
  role: z.enum(userRoles),
  /**
   * Whether the owner proved the address is theirs (its verification link, a password reset link, or Google). Until
   * then no role comes from the address and no account e-mail but the verification goes to it.
   */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type UserRole = (typeof userRoles)[number];
