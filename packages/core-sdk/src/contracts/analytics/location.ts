import { z } from 'zod';
import { singleLine } from '../common';

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
