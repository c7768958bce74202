import { isApiError, isNetworkError } from '@verbatim/core-sdk';
import { CONTACT_INVALID_EMAIL, CONTACT_MISSING_INFORMATION } from '@verbatim/core-sdk/contracts';
import type { Wording } from '../../lib/form';

/** A title and a sentence, shown in the form's alert. */
export interface ContactNotice {
  title: string;
  description: string;
}

/** The spec's words (account 5 and 8). */
export const MISSING_INFORMATION: ContactNotice = { title: 'Missing Information', description: CONTACT_MISSING_INFORMATION };
export const INVALID_EMAIL: ContactNotice = { title: 'Invalid Email', description: CONTACT_INVALID_EMAIL };
export const MESSAGE_SENT_TITLE = 'Message Sent';
const SEND_FAILED_TITLE = 'Failed to Send Message';
const SEND_FAILED_FALLBACK = 'Please try again or email us directly.';
const CONNECTION_ERROR: ContactNotice = {
  title: 'Connection Error',
  description: 'We could not reach Verbatim. Please check your internet connection and try again.',
};

/** Each field says what it lacks; the alert above the form gives the spec's sentence once. */
export const CONTACT_WORDING: Wording = {
  name: { too_small: 'Enter your name.' },
  email: { too_small: 'Enter your email address.', invalid_format: CONTACT_INVALID_EMAIL },
  subject: { too_small: 'Enter a subject.' },
  message: { too_small: 'Enter your message.' },
};

interface FieldError {
  type?: unknown;
}

/** The alert for a form the browser refused to send: blank fields first, then a malformed address. */
export function invalidFormNotice(errors: Partial<Record<string, FieldError | undefined>>): ContactNotice | null {
  const found = Object.values(errors);
  if (found.some((error) => error?.type === 'too_small' || error?.type === 'invalid_type')) return MISSING_INFORMATION;
  if (errors.email?.type === 'invalid_format') return INVALID_EMAIL;
  return null;
}

interface ValidationDetails {
  fields?: { field: string; message: string }[];
}

/**
 * Why a message was not sent: a lost connection, or the server's own words ('Failed to Send Message' with its message,
 * each field's message once for a refused field, or the spec's fallback for an answer that is not ours).
 */
export function sendFailureNotice(error: unknown): ContactNotice {
  if (isNetworkError(error)) return CONNECTION_ERROR;
  if (!isApiError(error)) return { title: SEND_FAILED_TITLE, description: SEND_FAILED_FALLBACK };
  if (error.code === 'VALIDATION_FAILED') {
    const messages = [...new Set(((error.details as ValidationDetails | undefined)?.fields ?? []).map((field) => field.message))];
    if (messages.length > 0) return { title: SEND_FAILED_TITLE, description: messages.join(' ') };
  }
  const ours = !error.code.startsWith('HTTP_') && error.serverMessage !== '';
  return { title: SEND_FAILED_TITLE, description: ours ? error.serverMessage : SEND_FAILED_FALLBACK };
}
