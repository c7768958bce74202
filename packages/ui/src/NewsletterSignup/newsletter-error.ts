import { isApiError, isNetworkError } from '@verbatim/core-sdk';

export const NEWSLETTER_SIGNUP_FAILURE = 'We could not subscribe you right now. Please try again.';
export const NEWSLETTER_OFFLINE = 'We could not reach Verbatim. Check your connection and try again.';

interface ValidationDetails {
  fields?: { field: string; message: string }[];
}

/**
 * What to tell a person whose sign-up failed: the API's own words (a field's message for a refused input, the limit's
 * for a 429), a plain sentence when nothing answered, and the fallback for anything else (a proxy's error page).
 */
export function newsletterErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return NEWSLETTER_OFFLINE;
  if (!isApiError(error) || error.code.startsWith('HTTP_')) return NEWSLETTER_SIGNUP_FAILURE;
  const fieldMessage = (error.details as ValidationDetails | undefined)?.fields?.[0]?.message;
  if (error.code === 'VALIDATION_FAILED' && fieldMessage) return fieldMessage;
  return error.serverMessage || NEWSLETTER_SIGNUP_FAILURE;
}
