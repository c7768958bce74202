import { screen, within } from '@testing-library/react';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({ 'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.') });
});

afterEach(async () => {
  await api.close();
});

async function open(path: string, heading: string) {
  const view = renderApp(path, api);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(document.title).toBe(`${heading} · Verbatim`);
  const descriptions = [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
  expect(descriptions.some((content) => content && content !== '')).toBe(true);
  const updated = screen.getByText(/Last updated:/);
  expect(updated.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27');
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  return { ...view, text: view.container.textContent ?? '' };
}

describe('privacy policy', () => {
  it('says what is collected and kept, and credits DB-IP', async () => {
    const { container, text } = await open('/privacy', 'Privacy Policy');
    expect(text).toContain('never the IP address itself');
    expect(text).toContain("using DB-IP's database");
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
    expect(text).toContain('Page views are kept for 90 days');
    expect(text).toContain('only daily counts');
    expect(text).toContain('The media file is deleted 24 hours after processing');
    expect(text).toContain('kept until you delete them');
    expect(text).toContain('Payments are handled by Razorpay');
    expect(text).toContain('messages about your account');
    expect(text).toMatch(/sent to the site owner's Verbatim account: it belongs to that account/);
    await expectNoAxeViolations(container);
  });
});

describe('cancellation and refunds', () => {
  it('follows the billing rules', async () => {
    const { container, text } = await open('/cancellation-refunds', 'Cancellation & Refunds');
    expect(text).toContain('You keep your plan until the end of the period you have paid for');
    expect(text).toContain('never charges you, so there is nothing to cancel');
    expect(text).toContain('bought credits never expire');
    expect(text).toContain('a transcription that fails costs nothing');
    expect(text).toContain('A transcription that finds no speech in the recording costs nothing either');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(container);
  });
});

describe('terms of service', () => {
  it('states the limits and links to the other policies', async () => {
    const { container, text } = await open('/terms', 'Terms of Service');
    expect(text).toContain('Files can be up to 2 GB');
    expect(text).toContain('3 transcriptions a day');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Cancellation & Refunds' })).toHaveAttribute(
      'href',
      '/cancellation-refunds',
    );
    await expectNoAxeViolations(container);
  });
});
