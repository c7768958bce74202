import { isApiError } from '@verbatim/core-sdk';

/** What the card says where the spec has no words of its own (spec: export e-mailed within 24 hours; deletion within 15 days). */
export const ACCOUNT_DATA_TEXTS = {
  exportStartedTitle: 'Data Export Requested',
  exportStartedDescription: "We're preparing your data. We'll e-mail you within 24 hours when it's ready, and you can download it here.",
  exportFailed: 'We could not start your export. Please try again.',
  downloadFailed: 'We could not download your export. Please try again.',
  deletionScheduledTitle: 'Account Deletion Scheduled',
  deletionFailed: 'We could not delete your account. Please try again.',
  listFailed: 'We could not load your exports.',
} as const;

/** The server's words for a failure: the message of the field it names, else its message, else the fallback. */
export function serverText(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.code.startsWith('HTTP_')) return fallback;
  const fields = (error.details as { fields?: Array<{ message: string }> } | undefined)?.fields;
  return fields?.[0]?.message ?? (error.serverMessage || fallback);
}
