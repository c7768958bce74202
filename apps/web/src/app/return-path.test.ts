import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['a page', '/pricing'],
    ['a page with a query and a fragment', '/blog/some-post?from=rss#comments'],
    ['an encoded query', '/transcriptions?q=caf%C3%A9%20bar'],
    ['the dashboard', '/'],
    ['a shared transcript', '/share/tok-1'],
    ['a path that only starts like the sign-in page', '/authors'],
  ])('keeps %s', (_label, value) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another origin', 'https://evil.example/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash further on', '/blog\\..\\x'],
    ['a tab, which URL parsers drop', '/\t/evil.example'],
    ['a line break', '/blog\n/x'],
    ['a space', '/a b'],
    ['a NUL', '/a\u0000b'],
    ['DEL', '/a\u007Fb'],
    ['a C1 control character', '/a\u0085b'],
    ['an unpaired surrogate', '/a\uD800'],
    ['no leading slash', 'blog/some-post'],
    ['the sign-in page', '/auth?next=%2Fpricing'],
    ['the sign-in page in capitals', '/AUTH'],
    ['the Google callback page', '/auth/callback'],
    ["the API's paths", '/api/logout'],
    ["another app's paths", '/admin/users'],
    ['a path longer than the API keeps', `/${'a'.repeat(500)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries an accepted path, encoded', () => {
    expect(signInPath('/blog/some-post?x=1&y=2')).toBe('/auth?next=%2Fblog%2Fsome-post%3Fx%3D1%26y%3D2');
  });

  it('is the plain sign-in page without a path, or with one it refuses', () => {
    expect(signInPath(null)).toBe('/auth');
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
  });
});

describe('returnPathOf', () => {
  it('keeps the path, the query and the fragment', () => {
    expect(returnPathOf({ pathname: '/billing', search: '?plan=pro', hash: '#plans' })).toBe('/billing?plan=pro#plans');
  });
});
