import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_VERIFICATION_INVALID_LINK } from '@verbatim/core-sdk/contracts';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

const TOKEN = 'pGdZ0xq3bXW1r9vJb4m7kYcE2sT8uHnA6fL5oQiR0wz';
const VERIFIED = 'Your e-mail address ada@example.com is verified.';
const RESENT = 'We have sent a new verification link to ada@example.com. It works for 7 days; links sent before no longer work.';

let api: FakeApi;
/** The whole app loads its screens over real HTTP; on a busy machine the first one can take seconds. */
const SLOW = { timeout: 8000 };

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': { body: null },
    'POST /api/auth/verify-email': { body: { message: VERIFIED } },
    'POST /api/auth/verify-email/resend': { body: { message: RESENT } },
  });
});

afterEach(async () => {
  await api.close();
});

const calls = (path: string) => api.requests.filter((request) => request.method === 'POST' && request.path === path);
const userReads = () => api.requests.filter((request) => request.method === 'GET' && request.path === '/api/auth/user').length;

describe('/verify-email', () => {
  it("verifies with the link's token once, signed out, and offers to sign in", async () => {
    const { container } = renderApp(`/verify-email?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address verified' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(calls('/api/auth/verify-email').map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(document.title).toBe('Verify your e-mail address · Verbatim');
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  }, 20_000);

  it('reads the signed-in user again, so that what the address brings (an admin role) shows at once', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ emailVerified: false }) });
    renderApp(`/verify-email?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address verified' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
    await expect.poll(userReads).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('says a dead link is dead and sends a signed-in person a new one from the page', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ emailVerified: false }) });
    api.route('POST /api/auth/verify-email', apiError(400, 'INVALID_VERIFICATION_TOKEN', EMAIL_VERIFICATION_INVALID_LINK));
    const user = userEvent.setup();
    const { container } = renderApp(`/verify-email?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link invalid or expired' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_VERIFICATION_INVALID_LINK)).toBeInTheDocument();
    expect(screen.getByText('Verification links work for 7 days, and only the newest one we sent works.')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByRole('status', undefined, SLOW)).toHaveTextContent(RESENT);
    expect(calls('/api/auth/verify-email/resend')).toHaveLength(1);
  }, 20_000);

  it('shows why another link was refused, in the API words', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ emailVerified: false }) });
    api.route('POST /api/auth/verify-email', apiError(400, 'INVALID_VERIFICATION_TOKEN', EMAIL_VERIFICATION_INVALID_LINK));
    const limited = 'We have sent several verification links lately. Please check your inbox, or wait a while and try again.';
    api.route('POST /api/auth/verify-email/resend', apiError(429, 'RATE_LIMITED', limited));
    const user = userEvent.setup();
    renderApp(`/verify-email?token=${TOKEN}`, api);
    await user.click(await screen.findByRole('button', { name: 'Resend verification' }, SLOW));
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent(limited);
  }, 20_000);
});
