import { describe, expect, it } from 'vitest';
import { ADMIN_APP_ROUTES, matchesAppRoute, WEB_APP_ROUTES } from './app-routes';
import { PUBLIC_PAGE_HEADS } from './site-pages';

describe('matchesAppRoute', () => {
  it.each([
    ['the home page', '/'],
    ['a page', '/pricing'],
    ['a page with a trailing slash', '/pricing/'],
    ['a page in capitals, as the router takes it', '/PRICING'],
    ['a page spelled with an escape', '/pric%69ng'],
    ['a page two segments deep', '/settings/developer'],
    ['a transcript', '/transcriptions/5f0c2a7e-0000-4000-8000-000000000000'],
    ['a blog post', '/blog/how-to-transcribe'],
    ['a shared transcript', '/share/tok_abc'],
    ['a parameter with an encoded slash', '/blog/a%2Fb'],
  ])('finds %s among the web app routes', (_label, path) => {
    expect(matchesAppRoute(WEB_APP_ROUTES, path)).toBe(true);
  });

  it.each([
    ['an unknown page', '/no-such-page'],
    ['an unknown page deeper down', '/no/such/page'],
    ['a page with a segment too many', '/pricing/extra'],
    ['a parameter left empty', '/share/'],
    ['a parameter and a segment more', '/transcriptions/1/2'],
    ['an empty segment', '//pricing'],
    ['two trailing slashes', '/pricing//'],
    ["the admin app's pages", '/admin/storage'],
    ['a file that is not there', '/favicon-old.ico'],
  ])('does not find %s among the web app routes', (_label, path) => {
    expect(matchesAppRoute(WEB_APP_ROUTES, path)).toBe(false);
  });

  it("finds the admin app's screens under its base, and nothing else", () => {
    expect(matchesAppRoute(ADMIN_APP_ROUTES, '/')).toBe(true);
    expect(matchesAppRoute(ADMIN_APP_ROUTES, '/storage')).toBe(true);
    expect(matchesAppRoute(ADMIN_APP_ROUTES, '/audit-log/')).toBe(true);
    expect(matchesAppRoute(ADMIN_APP_ROUTES, '/users')).toBe(false);
    expect(matchesAppRoute(ADMIN_APP_ROUTES, '/storage/history')).toBe(false);
  });
});

describe('WEB_APP_ROUTES', () => {
  it('holds every page the API writes a head for, so that none of those heads goes unserved', () => {
    expect(Object.keys(PUBLIC_PAGE_HEADS).filter((path) => !matchesAppRoute(WEB_APP_ROUTES, path))).toEqual([]);
  });
});
