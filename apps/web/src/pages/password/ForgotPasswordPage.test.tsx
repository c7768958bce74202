import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'),
    'POST /api/auth/forgot-password': { body: { message: 'If an account exists, a reset link is on its way.' } },
  });
});

afterEach(async () => {
  await api.close();
});

const sent = () => api.requests.filter((request) => request.path === '/api/auth/forgot-password');

describe('/forgot-password', () => {
  it('sends nothing without an email address', async () => {
    const { container } = renderApp('/forgot-password', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeInvalid();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('refuses something that is not an email address', async () => {
    renderApp('/forgot-password', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email Address' }), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('confirms with the address, and can start again', async () => {
    const { container } = renderApp('/forgot-password', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email Address' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/spam folder/)).toBeInTheDocument();
    expect(screen.getByText(/expires in 1 hour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    expect(sent()[0]?.body).toEqual({ email: 'ada@example.com' });
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');
  });

  it('sends with the Enter key, saying so on a disabled button until the server answers', async () => {
    let answer: () => void = () => undefined;
    api.route('POST /api/auth/forgot-password', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { body: { message: 'If an account exists, a reset link is on its way.' } };
    });
    renderApp('/forgot-password', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email Address' }), 'ada@example.com{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(sent()).toHaveLength(1));
    answer();
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it('shows the same confirmation when the server answers with an error', async () => {
    api.route('POST /api/auth/forgot-password', apiError(500, 'INTERNAL', 'Something went wrong.'));
    renderApp('/forgot-password', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email Address' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });
});
