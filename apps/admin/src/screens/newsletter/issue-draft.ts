import { isApiError, isNetworkError } from '@verbatim/core-sdk';
import {
  NEWSLETTER_ISSUE_BODY_MAX_LENGTH as BODY_MAX,
  isMultiLineText,
  isSingleLineText,
  NEWSLETTER_ISSUE_SUBJECT_MAX_LENGTH as SUBJECT_MAX,
} from '@verbatim/core-sdk/contracts';

/** The issue as it is being written. */
export interface IssueDraft {
  subject: string;
  body: string;
}

export type IssueFieldErrors = Partial<Record<keyof IssueDraft, string>>;

// The server's words for the same rules, so the form says the same before and after asking.
const CONTROL_CHARACTERS = 'Must not contain control characters';
const tooLong = (max: number) => `Must be at most ${max} characters`;

/** What is wrong with a draft by the rules the server checks; empty when it may be previewed or sent. */
export function checkIssueDraft({ subject, body }: IssueDraft): IssueFieldErrors {
  const errors: IssueFieldErrors = {};
  const title = subject.trim();
  if (!title) errors.subject = 'Subject is required';
  else if (title.length > SUBJECT_MAX) errors.subject = tooLong(SUBJECT_MAX);
  else if (!isSingleLineText(title)) errors.subject = CONTROL_CHARACTERS;
  const text = body.trim();
  if (!text) errors.body = 'Body is required';
  else if (text.length > BODY_MAX) errors.body = tooLong(BODY_MAX);
  else if (!isMultiLineText(text)) errors.body = CONTROL_CHARACTERS;
  return errors;
}

export const hasErrors = (errors: IssueFieldErrors) => Boolean(errors.subject || errors.body);

export const sameDraft = (a: IssueDraft | null, b: IssueDraft) => a !== null && a.subject === b.subject && a.body === b.body;

/** What a failed call says: the fields the server refused (a preview or a send), or one sentence in the server's words. */
export function issueFailure(error: unknown, fallback: string): { fields: IssueFieldErrors; message: string | null } {
  if (isNetworkError(error)) return { fields: {}, message: 'Verbatim could not be reached. Check your connection and try again.' };
  if (!isApiError(error)) return { fields: {}, message: fallback };
  const refused = (error.details as { fields?: { field: string; message: string }[] } | undefined)?.fields ?? [];
  const fields: IssueFieldErrors = {};
  for (const { field, message } of refused) if (field === 'subject' || field === 'body') fields[field] ??= message;
  if (error.code === 'VALIDATION_FAILED' && hasErrors(fields)) return { fields, message: null };
  return { fields: {}, message: error.code.startsWith('HTTP_') ? fallback : error.serverMessage || fallback };
}
