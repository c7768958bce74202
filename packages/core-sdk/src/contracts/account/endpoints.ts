import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import { userSchema } from '../user/schemas';
import {
  changePasswordRequestSchema,
  endedSessionsResponseSchema,
  invoiceListSchema,
  speechLanguagesSchema,
  updatePreferencesRequestSchema,
  updateProfileRequestSchema,
  userPreferencesResponseSchema,
} from './schemas';

const PASSWORD_RATE_LIMITED = 'Too many wrong current passwords lately (counted with failed sign-ins); Retry-After says when to try again.';

/** The signed-in person's own account: profile, preferences, password and sessions. Spread into `endpoints` (../endpoints.ts). */
export const accountEndpoints = {
  updateProfile: defineEndpoint(routes.updateProfile, {
    access: 'user',
    tag: 'user',
    summary: "Changes the signed-in user's first or last name (a blank last name removes it); answers the user.",
    body: updateProfileRequestSchema,
    responses: { 200: userSchema },
  }),
  getPreferences: defineEndpoint(routes.getPreferences, {
    access: 'user',
    tag: 'user',
    summary: "The signed-in user's settings: transcription defaults, default export format and e-mail notifications.",
    responses: { 200: userPreferencesResponseSchema },
  }),
  updatePreferences: defineEndpoint(routes.updatePreferences, {
    access: 'user',
    tag: 'user',
    summary:
      'Changes any of the settings (the rest stay). New transcriptions take the language, mode and speaker recognition in force when they are made; downloads without a format take the export format.',
    body: updatePreferencesRequestSchema,
    failures: {
      400: 'A field is malformed (VALIDATION_FAILED), or the configured speech engine does not offer `language` (LANGUAGE_NOT_SUPPORTED).',
    },
    responses: { 200: userPreferencesResponseSchema },
  }),
  listInvoices: defineEndpoint(routes.listInvoices, {
    access: 'user',
    tag: 'billing',
    summary: "The caller's completed payments, newest first, each with its receipt at GET /api/payments/{id}/receipt.",
    responses: { 200: invoiceListSchema },
  }),
  listSpeechLanguages: defineEndpoint(routes.listSpeechLanguages, {
    access: 'public',
    tag: 'speech',
    summary: 'The languages the configured speech engine understands, as it lists them, and whether it can detect the language itself.',
    responses: { 200: speechLanguagesSchema },
  }),
  changePassword: defineEndpoint(routes.changePassword, {
    access: 'user',
    tag: 'auth',
    summary: "Sets a new password after checking the current one; ends the account's other sessions and keeps this one.",
    body: changePasswordRequestSchema,
    failures: {
      400: 'The current password is wrong (INVALID_CREDENTIALS), or the account signs in with Google only and has no password yet (BAD_REQUEST).',
      429: PASSWORD_RATE_LIMITED,
    },
    responses: { 200: endedSessionsResponseSchema },
  }),
  endOtherSessions: defineEndpoint(routes.endOtherSessions, {
    access: 'user',
    tag: 'auth',
    summary: 'Signs the account out everywhere but here: ends every other session and closes their live connections.',
    responses: { 200: endedSessionsResponseSchema },
  }),
} as const;
