import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['a page', '/pricing'],
    ['a page with a query and a fragment', '/blog/some-post?from=rss#comments'],
    ['an encoded query', '/transcriptions?q=caf%C3%A9%20bar'],
    ['an encoded slash in the query', '/transcriptions?q=a%2Fb'],
    ['an encoded letter in the path', '/blog/caf%C3%A9'],
    ['the dashboard', '/'],
    ['a shared transcript', '/share/tok-1'],
    ['a path that only starts like the sign-in page', '/authors'],
    ['a path that only starts like the API', '/apiary'],
    ['the longest path kept', `/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`],
  ])('keeps %s', (_label, value) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  it.each([
    ['nothing', null],
    ['not text', 42],
    ['an empty value', ''],
    ['another origin', 'https://evil.example/x'],
    ['another origin in capitals', 'HTTPS://evil.example/x'],
    ['another origin in mixed case', 'hTtPs://evil.example/x'],
    ['a scheme with no slashes', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in capitals', 'JavaScript:alert(1)'],
    ['a protocol-relative address', '//evil.example/x'],
    ['three slashes', '///evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash further on', '/blog\\..\\x'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes in lower case', '/%2f%2fevil.example'],
    ['an encoded slash after a slash', '//%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash in lower case', '/%5cevil.example'],
    ['a tab, which URL parsers drop', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a line break', '/blog\n/x'],
    ['an encoded line break', '/blog%0A/x'],
    ['a carriage return', '/\r/evil.example'],
    ['a leading space', ' /pricing'],
    ['a space', '/a b'],
    ['a non-breaking space', '/a\u00A0b'],
    ['a NUL, which the database refuses', '/a\u0000b'],
    ['an encoded NUL', '/a%00b'],
    ['another control character', '/a\u001Bb'],
    ['DEL', '/a\u007Fb'],
    ['a C1 control character', '/a\u0085b'],
    ['an unpaired surrogate', '/a\uD800'],
    ['a stray percent sign', '/100%'],
    ['no leading slash', 'blog/some-post'],
    ['the sign-in page', '/auth?next=%2Fpricing'],
    ['the sign-in page in capitals', '/AUTH'],
    ['the sign-in page, encoded', '/%61uth'],
    ['the Google callback page', '/auth/callback'],
    ["the API's paths", '/api/logout'],
    ["the API's paths in capitals", '/API/logout'],
    ["the admin app's paths", '/admin/users'],
    ['a path longer than is kept', `/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
