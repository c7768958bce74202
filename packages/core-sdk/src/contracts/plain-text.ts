// No zod here: servers check names that arrive outside JSON (multipart, tus metadata) with the same rules.

/**
 * Characters that have no business in a line of text: the C0 controls (NUL included, which
 * PostgreSQL refuses in text), DEL, and halves of surrogate pairs with no partner (they cannot be
 * encoded as UTF-8, so they would be stored as U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F]|[\uD800-\uDFFF]/u;
const NOT_SINGLE_LINE_ALL = new RegExp(NOT_SINGLE_LINE.source, 'gu');
/** The same for text that may span lines: line breaks (LF, and CR for CRLF) and tabs are allowed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const NOT_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;

/** True when `value` holds no control characters and no unpaired surrogates. */
export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** Like `isSingleLineText`, but tabs and line breaks (\n, \r) are allowed. */
export function isMultiLineText(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}

/** `value` with each character `isSingleLineText` refuses shown as U+FFFD, to name a refused value in a message. */
export function printableText(value: string): string {
  return value.replace(NOT_SINGLE_LINE_ALL, '\uFFFD');
}

/** The message of both checks, for the field it is attached to. */
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
