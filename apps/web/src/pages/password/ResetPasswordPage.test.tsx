import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'),
    'POST /api/auth/verify-reset-token': ({ body }) =>
      (body as { token?: string }).token === 'good-token'
        ? { body: { valid: true, email: 'ada@example.com' } }
        : apiError(400, 'INVALID_RESET_TOKEN', 'This password reset link is invalid or has expired.'),
  });
});

afterEach(async () => {
  await api.close();
});

const resetCalls = () => api.requests.filter((request) => request.path === '/api/auth/reset-password');

async function fillIn(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  it('says the link is invalid when the server refuses the token', async () => {
    const { container } = renderApp('/reset-password?token=bad-token', api);
    expect(await screen.findByText('Verifying reset token...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByText(/expire after 1 hour/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says the link is invalid when it has no token, without asking the server', async () => {
    renderApp('/reset-password', api);
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/auth/verify-reset-token')).toBe(false);
  });

  it('requires both fields', async () => {
    renderApp('/reset-password?token=good-token', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    expect(resetCalls()).toHaveLength(0);
  });

  it('refuses passwords that do not match', async () => {
    renderApp('/reset-password?token=good-token', api);
    await fillIn('correct horse', 'battery staple');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Password mismatch');
    expect(alert).toHaveTextContent('Passwords do not match. Please try again.');
    expect(resetCalls()).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { container } = renderApp('/reset-password?token=good-token', api);
    await fillIn('short', 'short');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Password too short');
    expect(alert).toHaveTextContent('Password must be at least 8 characters long.');
    expect(screen.getByLabelText('New Password')).toBeInvalid();
    expect(resetCalls()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it("shows the server's message when the reset fails", async () => {
    api.route('POST /api/auth/reset-password', apiError(400, 'INVALID_RESET_TOKEN', 'This reset link has already been used.'));
    renderApp('/reset-password?token=good-token', api);
    await fillIn('correct horse', 'correct horse');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reset failed');
    expect(alert).toHaveTextContent('This reset link has already been used.');
  });

  it('resets the password, then goes to /auth after 3 s', async () => {
    api.route('POST /api/auth/reset-password', { body: { message: 'Your password has been reset.' } });
    const { router } = renderApp('/reset-password?token=good-token', api);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await fillIn('correct horse', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Sign In' })).toHaveAttribute('href', '/auth');
    expect(resetCalls()[0]?.body).toEqual({ token: 'good-token', password: 'correct horse' });
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 4500 });
  });
});
