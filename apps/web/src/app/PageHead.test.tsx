import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PageHead, PUBLIC_PAGE_HEADS, pageDocumentTitle, SITE_PREVIEW_IMAGE } from '@verbatim/core-sdk/contracts';
import { apiError, type FakeApi, fakeBillingRoutes, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { dropServerHead } from './server-head';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({ ...fakeBillingRoutes(), 'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.') });
});

afterEach(async () => {
  await api.close();
});

const TAGS = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:type"]',
  'meta[property="og:url"]',
  'meta[property="og:site_name"]',
  'meta[property="og:image"]',
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
  'meta[property="og:image:alt"]',
  'meta[name="twitter:card"]',
];

/** What the server writes into index.html for a page (services/site/render-page-head.ts), marked as its own. */
function writeServerHead(description: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    [
      '<title data-server-head>Server title</title>',
      `<meta name="description" content="${description}" data-server-head />`,
      `<meta property="og:title" content="${description}" data-server-head />`,
      `<meta property="og:description" content="${description}" data-server-head />`,
      '<meta property="og:type" content="website" data-server-head />',
      '<meta property="og:url" content="https://verbatim.example/faq" data-server-head />',
      '<meta property="og:site_name" content="Verbatim" data-server-head />',
      '<meta property="og:image" content="https://verbatim.example/og-image.png" data-server-head />',
      '<meta property="og:image:width" content="1200" data-server-head />',
      '<meta property="og:image:height" content="630" data-server-head />',
      '<meta property="og:image:alt" content="A picture" data-server-head />',
      '<meta name="twitter:card" content="summary_large_image" data-server-head />',
    ].join(''),
  );
}

/** Each tag once, with the page's own values. */
function expectOneHead(head: PageHead, path: string) {
  for (const selector of TAGS) expect(document.head.querySelectorAll(selector), selector).toHaveLength(1);
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  expect(document.title).toBe(pageDocumentTitle(head));
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  expect(content('meta[name="description"]')).toBe(head.description);
  expect(content('meta[property="og:title"]')).toBe(head.title);
  expect(content('meta[property="og:description"]')).toBe(head.description);
  expect(content('meta[property="og:type"]')).toBe(head.type);
  expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}${path}`);
  expect(content('meta[property="og:site_name"]')).toBe('Verbatim');
  expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/og-image.png`);
  expect(content('meta[property="og:image:alt"]')).toBe(SITE_PREVIEW_IMAGE.alt);
  expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
}

describe('page heads', () => {
  it('replace the tags the server wrote: one description and one of each preview tag, also after navigating', async () => {
    writeServerHead('What the server said');
    dropServerHead();
    // The title stays while the app loads; the rest goes at once.
    expect([...document.head.querySelectorAll('[data-server-head]')].map((element) => element.tagName)).toEqual(['TITLE']);
    expect(document.title).toBe('Server title');

    renderApp('/faq', api);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expectOneHead(PUBLIC_PAGE_HEADS['/faq'] as PageHead, '/faq');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Contact Support' }));
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expectOneHead(PUBLIC_PAGE_HEADS['/support'] as PageHead, '/support');
  });

  it.each([
    ['/', { level: 1, name: 'Turn your recordings into text you can work with' }],
    ['/pricing', { level: 1, name: 'Pricing' }],
    ['/faq', { level: 1, name: 'Frequently Asked Questions' }],
    ['/support', { level: 1, name: 'Support' }],
    ['/contact', { level: 1, name: 'Contact Us' }],
    ['/terms', { level: 1, name: 'Terms of Service' }],
    ['/privacy', { level: 1, name: 'Privacy Policy' }],
    ['/cancellation-refunds', { level: 1, name: 'Cancellation & Refunds' }],
    ['/auth', { level: 1, name: 'Welcome to Verbatim' }],
  ])('%s renders the head the server writes for it', async (path, heading) => {
    renderApp(path, api);
    await screen.findByRole('heading', heading);
    expectOneHead(PUBLIC_PAGE_HEADS[path] as PageHead, path);
  });
});
