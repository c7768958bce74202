import { z } from 'zod';
import { singleLine } from '../common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PROFILE_NAME_MAX, speechEngineIds } from '../constants';
import { defaultExportFormats, transcriptionModes, userPreferencesSchema } from './preferences';

const name = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PROFILE_NAME_MAX, `${label} must be at most ${PROFILE_NAME_MAX} characters`)
    .check(singleLine());

/**
 * PATCH /api/user: the person's own name. A field left out stays as it is; the first name may not be blank, a blank
 * (or null) last name removes it.
 */
export const updateProfileRequestSchema = z.object({
  firstName: name('First name').min(1, 'First name is required').optional(),
  lastName: z
    .union([name('Last name'), z.null()])
    .transform((value) => (value ? value : null))
    .optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * A language as the speech engines take it: a BCP 47 tag of a language and optional subtags ("en", "en-GB",
 * "zh-TW"). The server then checks it against the configured engine's own list.
 */
const languageTag = z
  .string({ error: 'language must be a language code such as en or en-GB, or null to detect it' })
  .trim()
  .min(2, 'language must be a language code such as en or en-GB')
  .max(35, 'language must be at most 35 characters')
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'language must be a language code such as en or en-GB');

/**
 * PATCH /api/user/preferences: any of the settings; those left out stay as they are. `language` must be one that
 * GET /api/speech/languages lists (400 LANGUAGE_NOT_SUPPORTED otherwise), or null to have the engine detect it.
 */
export const updatePreferencesRequestSchema = z.object({
  language: languageTag.nullable().optional(),
  mode: z.enum(transcriptionModes, { error: `mode must be one of ${transcriptionModes.join(', ')}` }).optional(),
  exportFormat: z.enum(defaultExportFormats, { error: `exportFormat must be one of ${defaultExportFormats.join(', ')}` }).optional(),
  speakerLabels: z.boolean({ error: 'speakerLabels must be true or false' }).optional(),
  autoDownload: z.boolean({ error: 'autoDownload must be true or false' }).optional(),
  notifyAccountUpdates: z.boolean({ error: 'notifyAccountUpdates must be true or false' }).optional(),
  notifyTranscriptionComplete: z.boolean({ error: 'notifyTranscriptionComplete must be true or false' }).optional(),
  notifyProcessingUpdates: z.boolean({ error: 'notifyProcessingUpdates must be true or false' }).optional(),
  notifyWeeklyReports: z.boolean({ error: 'notifyWeeklyReports must be true or false' }).optional(),
});
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

/** GET and PATCH /api/user/preferences answer every setting, the defaults filled in. */
export const userPreferencesResponseSchema = userPreferencesSchema;

/** A language the configured speech engine understands. */
export const speechLanguageSchema = z.object({ code: z.string(), name: z.string() });
export type SpeechLanguage = z.infer<typeof speechLanguageSchema>;

/** GET /api/speech/languages: the configured engine's own list, by English name, and what else it can do. */
export const speechLanguagesSchema = z.object({
  engine: z.enum(speechEngineIds),
  /** Whether the engine can detect the spoken language itself (a null `language` preference). */
  detectsLanguage: z.boolean(),
  /** Whether the engine can tell speakers apart (the speaker recognition setting does something). */
  labelsSpeakers: z.boolean(),
  languages: z.array(speechLanguageSchema),
});
export type SpeechLanguages = z.infer<typeof speechLanguagesSchema>;

/** POST /api/auth/change-password: the current password proves it is the person; the new one follows sign-up's rule. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH, `Current password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** What ending sessions answers: how many of the person's other sessions ended. */
export const endedSessionsResponseSchema = z.object({
  message: z.string(),
  endedSessions: z.number().int().nonnegative(),
});
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;

/** One completed payment of the person's, with its receipt at GET /api/payments/{id}/receipt. */
export const invoiceSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  paidAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The most invoices one answer lists, newest first. */
export const INVOICES_MAX = 100;

/** GET /api/user/invoices: the newest completed payments (at most INVOICES_MAX); `hasMore` says older ones exist. */
export const invoiceListSchema = z.object({ items: z.array(invoiceSchema), hasMore: z.boolean() });
export type InvoiceList = z.infer<typeof invoiceListSchema>;
