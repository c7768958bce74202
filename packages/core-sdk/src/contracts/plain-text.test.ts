import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  cancelSubscriptionRequestSchema,
  chatRequestSchema,
  contactRequestSchema,
  isMultiLineText,
  isSingleLineText,
  listTranscriptionsQuerySchema,
  objectUploadRequestSchema,
  pageviewRequestSchema,
  printableText,
  processLargeUploadRequestSchema,
  processObjectUploadRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  searchTranscriptsQuerySchema,
  summarizeRequestSchema,
  trackLocationRequestSchema,
} from './index';

const fieldsRefused = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const UNPAIRED_HIGH = '\uD83D';
const UNPAIRED_LOW = '\uDE00';

describe('text checks', () => {
  it('single-line text refuses every C0 control, DEL and unpaired surrogates, and keeps the rest of Unicode', () => {
    for (let code = 0; code < 0x20; code++) expect(isSingleLineText(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(false);
    expect(isSingleLineText('a\u007Fb')).toBe(false);
    expect(isSingleLineText(`a${UNPAIRED_HIGH}b`)).toBe(false);
    expect(isSingleLineText(`a${UNPAIRED_LOW}`)).toBe(false);
    expect(isSingleLineText('Réunion 日本語 😀 ‏עברית')).toBe(true);
  });

  it('printable text shows each refused character as U+FFFD', () => {
    expect(printableText(`a\u0000b\u001B${UNPAIRED_HIGH}c 😀`)).toBe('a\uFFFDb\uFFFD\uFFFDc 😀');
  });

  it('multi-line text also allows tabs and line breaks, nothing else', () => {
    expect(isMultiLineText('line one\r\nline\ttwo\n')).toBe(true);
    for (const bad of ['\u0000', '\u0007', '\u000B', '\u001B', '\u007F', UNPAIRED_HIGH]) expect(isMultiLineText(`a${bad}`)).toBe(false);
  });
});

describe('request contracts refuse control characters', () => {
  const nul = 'bad\u0000name';
  it.each([
    ['register firstName', registerRequestSchema, { email: 'a@example.com', password: 'password1', firstName: nul }, 'firstName'],
    [
      'register lastName',
      registerRequestSchema,
      { email: 'a@example.com', password: 'password1', firstName: 'A', lastName: nul },
      'lastName',
    ],
    ['reset token', resetPasswordRequestSchema, { token: nul, password: 'password1' }, 'token'],
    ['search q', listTranscriptionsQuerySchema, { q: nul }, 'q'],
    ['full-text search q', searchTranscriptsQuerySchema, { q: `cats${nul}` }, 'q'],
    ['object upload fileName', objectUploadRequestSchema, { contentType: 'audio/mpeg', fileName: nul }, 'fileName'],
    ['object upload contentType', objectUploadRequestSchema, { contentType: 'audio/mpeg\u0000' }, 'contentType'],
    ['process-upload fileName', processObjectUploadRequestSchema, { uploadURL: 'u', fileName: nul, fileSize: 1 }, 'fileName'],
    ['process-large filePath', processLargeUploadRequestSchema, { filePath: nul, fileName: 'a.mp3', fileSize: 1 }, 'filePath'],
    ['track-location timezone', trackLocationRequestSchema, { timezone: `Europe/Paris${UNPAIRED_LOW}` }, 'timezone'],
    ['pageview title', pageviewRequestSchema, { sessionId: 's', page: '/', title: 'a\nb' }, 'title'],
    ['contact subject', contactRequestSchema, { name: 'A', email: 'a@example.com', subject: 'a\u001Bb', message: 'm' }, 'subject'],
  ])('%s', (_label, schema, input, field) => {
    expect(fieldsRefused(schema, input)).toEqual([`${field}: Must not contain control characters`]);
  });

  it('multi-line fields keep line breaks and tabs but refuse other controls', () => {
    expect(fieldsRefused(chatRequestSchema, { message: 'First\n\tthen second' })).toEqual([]);
    expect(fieldsRefused(contactRequestSchema, { name: 'A', email: 'a@example.com', subject: 's', message: 'Hi\r\nthere' })).toEqual([]);
    expect(fieldsRefused(cancelSubscriptionRequestSchema, { reason: 'Too\u0000costly' })).toEqual([
      'reason: Must not contain control characters',
    ]);
    expect(fieldsRefused(summarizeRequestSchema, { summaryType: 'custom', customPrompt: 'Only\u0008this' })).toEqual([
      'customPrompt: Must not contain control characters',
    ]);
  });
});
