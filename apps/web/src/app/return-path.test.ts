import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPath } from './return-path';

describe('signInPath', () => {
  it('carries an accepted path, encoded', () => {
    expect(signInPath('/blog/some-post?x=1&y=2')).toBe('/auth?next=%2Fblog%2Fsome-post%3Fx%3D1%26y%3D2');
  });

  it('is the plain sign-in page without a path, or with one it refuses', () => {
    expect(signInPath(null)).toBe('/auth');
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
    expect(signInPath('/%2F%2Fevil.example')).toBe('/auth');
  });
});

describe('returnPathOf', () => {
  it('keeps the path, the query and the fragment', () => {
    expect(returnPathOf({ pathname: '/billing', search: '?plan=pro', hash: '#plans' })).toBe('/billing?plan=pro#plans');
  });
});
