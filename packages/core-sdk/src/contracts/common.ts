import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, isMultiLineText, isSingleLineText } from './plain-text';

/** The one error body every API error answers with. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable error codes the API sends in `error.code`. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'ORIGIN_MISMATCH',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_RESET_TOKEN',
  /** An e-mail verification link that is unknown, expired or superseded by a newer one (400). */
  'INVALID_VERIFICATION_TOKEN',
  /** An account-deletion cancel link that is unknown, or whose deletion was already cancelled or done (400). */
  'INVALID_RESTORE_TOKEN',
  /** A notification e-mail's unsubscribe link that is unknown (400). */
  'INVALID_UNSUBSCRIBE_TOKEN',
  /** Sign-in to an account whose deletion is scheduled (403). */
  'ACCOUNT_DELETION_SCHEDULED',
  /** A data export whose ZIP has been deleted (410). */
  'EXPORT_EXPIRED',
  /** A newsletter confirmation or unsubscribe link that is unknown, used or expired (400). */
  'INVALID_NEWSLETTER_TOKEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'EMPTY_FILE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SUBSCRIPTION_REQUIRED',
  'SUBSCRIPTION_EXPIRED',
  'SUBSCRIPTION_CANCELLED',
  'TRIAL_ALREADY_USED',
  'PAYMENT_FAILED',
  'PAYMENT_VERIFICATION_FAILED',
  'PRICE_MISMATCH',
  'PLAN_UNAVAILABLE',
  'INVALID_SIGNATURE',
  'SHARE_LINK_UNAVAILABLE',
  'EDIT_CONFLICT',
  'NOTHING_TO_UNDO',
  'TRANSCRIPT_NOT_EDITABLE',
  'NO_TRANSCRIPT_TEXT',
  'LANGUAGE_NOT_SUPPORTED',
  'AI_DAILY_LIMIT',
  'SERVICE_UNAVAILABLE',
  /** The server's disk is full: the upload was not kept (507). */
  'INSUFFICIENT_STORAGE',
  /** A publishable key that is malformed, unknown or revoked (401). */
  'PUBLISHABLE_KEY_INVALID',
  /** A publishable key used from an origin, by a widget or on an endpoint it does not allow (403). */
  'PUBLISHABLE_KEY_REFUSED',
  /** A secret API key that is malformed, unknown or revoked, or whose owner is disabled or being deleted (401). */
  'API_KEY_INVALID',
  /** A secret API key used on an endpoint its scopes do not reach, or sent in a URL (403). */
  'API_KEY_REFUSED',
  /** The key's minutes for today are used up (429). */
  'KEY_DAILY_LIMIT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The answer of mutations that have nothing else to say. */
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/**
 * Refuses control characters and unpaired surrogates in a string (`.check(singleLine())`): every line of
 * text a client sends (names, file names, searches, tokens) passes it before it reaches a service.
 */
export const singleLine = () => z.refine<string>(isSingleLineText, { error: CONTROL_CHARACTERS_MESSAGE });

/** The same for text that may span lines (messages, prompts, reasons): tabs and line breaks are allowed. */
export const multiLine = () => z.refine<string>(isMultiLineText, { error: CONTROL_CHARACTERS_MESSAGE });

/** A trimmed line of text that must not be blank, with the message to show when it is. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`).check(singleLine());

/** Like `requiredText`, for text that may span lines. */
export const requiredMultiLineText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`).check(multiLine());
