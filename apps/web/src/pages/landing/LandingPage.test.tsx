import { screen, within } from '@testing-library/react';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({ 'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'You need to sign in first.') });
});

afterEach(async () => {
  await api.close();
});

describe('landing page', () => {
  it('shows the six features and the six audiences', async () => {
    const { container } = renderApp('/', api);
    const features = await screen.findByRole('region', { name: 'Everything you need to work with recordings' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lightning Fast', 'High Accuracy', 'Secure & Private', 'Transparent Pricing', 'Multiple Formats', 'All File Types']);
    const audiences = screen.getByRole('region', { name: 'Made for people who work with the spoken word' });
    expect(
      within(audiences)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Podcasters', 'YouTubers', 'Students', 'Researchers', 'Business professionals', 'Content marketers']);
    await expectNoAxeViolations(container);
  });

  it('sends both calls to action to /auth', async () => {
    renderApp('/', api);
    expect(await screen.findByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Start Transcribing Now' })).toHaveAttribute('href', '/auth');
  });

  it('makes no claim the product cannot keep', async () => {
    renderApp('/', api);
    await screen.findByRole('link', { name: 'Get Started Free' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('2 GB');
    expect(text).not.toMatch(/99\s*%|134\+|100\+ languages/);
  });
});
