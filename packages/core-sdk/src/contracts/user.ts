import { z } from 'zod';

export const subscriptionPlans = ['free', 'basic', 'pro', 'enterprise', 'unlimited'] as const;
export const subscriptionStatuses = ['active', 'cancelled', 'trial'] as const;
export const userRoles = ['user', 'admin'] as const;

/** The signed-in user as the current-user call returns it (core-journey spec section 3). */
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
  role: z.enum(userRoles),
});
export type User = z.infer<typeof userSchema>;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type UserRole = (typeof userRoles)[number];
