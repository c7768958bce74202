import { isApiError } from '@verbatim/core-sdk';

/** What the spec shows when a call fails without an answer from our server. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

/**
 * The server's own message when it sent one of our error bodies, the screen's fallback when it
 * answered without one (a proxy's error page, say), and the generic text when nothing answered.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  const fromOurServer = !error.code.startsWith('HTTP_');
  return fromOurServer && error.serverMessage ? error.serverMessage : fallback;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface ValidationDetails {
  fields?: { field: string; message: string }[];
}

/** The per-field messages of a 400 VALIDATION_FAILED answer, for the fields the form has. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const details = error.details as ValidationDetails | undefined;
  const result: FieldErrors<K> = {};
  for (const { field, message } of details?.fields ?? []) {
    const known = fields.find((name) => name === field);
    if (known && !result[known]) result[known] = message;
  }
  return result;
}
