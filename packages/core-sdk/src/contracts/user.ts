import { z } from 'zod';
import { singleLine } from './common';

export const subscriptionPlans = ['free', 'basic', 'pro', 'enterprise', 'unlimited'] as const;
/**
 * active: paid and renewing; trial: the Pro trial; cancelled: no renewal, access until subscriptionExpiresAt;
 * expired: the period (or trial) ended without renewal.
 */
export const subscriptionStatuses = ['active', 'cancelled', 'trial', 'expired'] as const;
export const userRoles = ['user', 'admin'] as const;

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
  role: z.enum(userRoles),
});
export type User = z.infer<typeof userSchema>;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type UserRole = (typeof userRoles)[number];

/**
 * Recording where a visitor is. The server looks the address up itself (the browser never calls a third party for
 * it), so the browser sends only what it knows better than the server: its time zone.
 */
export const trackLocationRequestSchema = z.object({
  timezone: z
    .string()
    .trim()
    .min(1, 'timezone must not be blank')
    .max(64, 'timezone must be at most 64 characters')
    .check(singleLine())
    .optional(),
});
export type TrackLocationRequest = z.input<typeof trackLocationRequestSchema>;

/** The location record; a field the lookup could not find is null. */
export const locationRecordSchema = z.object({
  ipAddress: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string().nullable(),
  isp: z.string().nullable(),
});
export type LocationRecord = z.infer<typeof locationRecordSchema>;
export const trackLocationResponseSchema = locationRecordSchema;
export type TrackLocationResponse = LocationRecord;
