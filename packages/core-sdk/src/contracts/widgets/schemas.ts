import { z } from 'zod';
import { requiredText, singleLine, successResponseSchema } from '../common';
import {
  MAX_UPLOAD_BYTES,
  PUBLISHABLE_KEY_MINUTES_PER_DAY_MAX,
  PUBLISHABLE_KEY_NAME_MAX,
  PUBLISHABLE_KEY_ORIGINS_MAX,
  widgetKinds,
} from '../constants';
import { transcriptionStatuses } from '../transcriptions/schemas';

/**
 * A web origin as a browser sends it in `Origin`: scheme, host and port only, `http` or `https`, no path. It is kept in
 * that exact form (lower case, default port dropped), because the server compares it character for character.
 */
export const webOriginSchema = z
  .string({ error: 'Each origin must be text' })
  .trim()
  .max(200, 'An origin must be at most 200 characters')
  .check(singleLine())
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${value} is not an origin like https://example.com` });
      return z.NEVER;
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
      ctx.addIssue({ code: 'custom', message: `${value} is not an origin like https://example.com (scheme, host and port only)` });
      return z.NEVER;
    }
    return url.origin;
  });

/** What the owner chooses when making a key. Limits left out (or null) are the plan's own. */
export const createPublishableKeyRequestSchema = z.object({
  name: requiredText('Give the key a name', PUBLISHABLE_KEY_NAME_MAX),
  origins: z
    .array(webOriginSchema, { error: 'origins must be a list of origins' })
    .min(1, 'Name at least one origin the key may be used from')
    .max(PUBLISHABLE_KEY_ORIGINS_MAX, `A key may name at most ${PUBLISHABLE_KEY_ORIGINS_MAX} origins`)
    .transform((origins) => [...new Set(origins)]),
  widgets: z
    .array(z.enum(widgetKinds, { error: 'widgets may hold "uploader" and "recorder"' }))
    .min(1, 'Allow at least one widget')
    .transform((kinds) => [...new Set(kinds)])
    .optional(),
  /** Minutes of audio per UTC day that visitors may send through the key. */
  minutesPerDay: z
    .number({ error: 'minutesPerDay must be a number' })
    .int('minutesPerDay must be a whole number')
    .min(1, 'minutesPerDay must be at least 1')
    .max(PUBLISHABLE_KEY_MINUTES_PER_DAY_MAX, `minutesPerDay must be at most ${PUBLISHABLE_KEY_MINUTES_PER_DAY_MAX}`)
    .nullable()
    .optional(),
  /** The largest file a visitor may send through the key, in bytes (at most the 2 GB every upload has). */
  maxFileBytes: z
    .number({ error: 'maxFileBytes must be a number' })
    .int('maxFileBytes must be a whole number')
    .min(1024 * 1024, 'maxFileBytes must be at least 1 MB')
    .max(MAX_UPLOAD_BYTES, 'maxFileBytes must be at most 2 GB')
    .nullable()
    .optional(),
  /** Whether the widget's completion event carries the transcript's text to the embedding page. */
  returnText: z.boolean({ error: 'returnText must be true or false' }).optional(),
});
export type CreatePublishableKeyRequest = z.input<typeof createPublishableKeyRequestSchema>;

/** A key as its owner lists it: never its secret. */
export const publishableKeySchema = z.object({
  /** The public key id (the part of the key between `vbpk_` and the secret). */
  id: z.string(),
  name: z.string(),
  /** `vbpk_<id>_…`: enough to tell keys apart. */
  preview: z.string(),
  origins: z.array(z.string()),
  widgets: z.array(z.enum(widgetKinds)),
  minutesPerDay: z.number().int().nullable(),
  maxFileBytes: z.number().int().nullable(),
  returnText: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** Minutes of audio sent through the key today (UTC). */
  minutesToday: z.number().min(0),
  active: z.boolean(),
});
export type PublishableKey = z.infer<typeof publishableKeySchema>;

/** A new key, with the whole key text: shown this once. */
export const createdPublishableKeySchema = z.object({ key: publishableKeySchema, secret: z.string() });
export type CreatedPublishableKey = z.infer<typeof createdPublishableKeySchema>;

/** The caller's keys, newest first, revoked ones included. */
export const publishableKeyListSchema = z.object({ items: z.array(publishableKeySchema) });
export type PublishableKeyList = z.infer<typeof publishableKeyListSchema>;

/** Revoking a key (again is fine): it stops working at once. */
export const revokePublishableKeyResponseSchema = successResponseSchema;
export type RevokePublishableKeyResponse = z.infer<typeof revokePublishableKeyResponseSchema>;

/** What a widget learns of its key before it shows itself. */
export const widgetConfigSchema = z.object({
  widgets: z.array(z.enum(widgetKinds)),
  /** The largest file this key takes: the key's limit, else 2 GB. */
  maxFileBytes: z.number().int(),
  /** Minutes of audio the key may still take today; null without a daily limit. */
  minutesLeftToday: z.number().min(0).nullable(),
  /** The longest recording the owner's plan allows, in milliseconds; null for none. */
  recordingLimitMs: z.number().int().nullable(),
  returnText: z.boolean(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

/** A transcription a widget started, as the widget may see it: its text only where the key returns text. */
export const widgetTranscriptionSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(transcriptionStatuses),
  progress: z.number().int().min(0).max(100),
  errorMessage: z.string().nullable(),
  /** Seconds of audio, once known. */
  duration: z.number().nullable(),
  /** Null until completed, and always null when the key does not return text. */
  text: z.string().nullable(),
});
export type WidgetTranscription = z.infer<typeof widgetTranscriptionSchema>;
