import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './start-google-sign-in';

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/transcriptions?q=caf%C3%A9')).toBe('/transcriptions?q=caf%C3%A9');
  });

  it.each([
    ['another origin', '//evil.example/x'],
    ['a backslash', '/\\evil.example'],
    ['whitespace', '/a b'],
    ['a NUL, which the database refuses', '/a\u0000b'],
    ['another control character', '/a\u001Bb'],
    ['an unpaired surrogate', '/a\uD800'],
    ['no leading slash', 'https://evil.example'],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
