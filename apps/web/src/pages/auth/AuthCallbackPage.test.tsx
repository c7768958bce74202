import { screen, waitFor } from '@testing-library/react';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;
let signedIn: boolean;

beforeEach(async () => {
  signedIn = false;
  api = await startFakeApi({
    'GET /api/auth/user': () => (signedIn ? { body: userFixture() } : apiError(401, 'UNAUTHORIZED', 'You need to sign in first.')),
  });
});

afterEach(async () => {
  await api.close();
});

describe('/auth/callback', () => {
  it('says no session was found, then goes to /auth after 2 s', async () => {
    const { router, container } = renderApp('/auth/callback', api);
    expect(await screen.findByRole('heading', { name: 'Completing authentication...' })).toBeInTheDocument();
    expect(await screen.findByText('No authentication session found. Redirecting...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/callback');
    await expectNoAxeViolations(container);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3500 });
  });

  it('shows the post-login message, then goes to its destination', async () => {
    api.route('GET /api/auth/post-login', { body: { message: 'Welcome, Ada!', redirectTo: '/' } });
    // Google sign-in has set the session cookie before sending the browser here.
    signedIn = true;
    const { router } = renderApp('/auth/callback', api);
    expect(await screen.findByText('Welcome, Ada!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    // The dashboard of an account without transcriptions welcomes, rather than welcomes back.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
  });

  it('goes back to where sign-in started, which the API hands over', async () => {
    api.route('GET /api/auth/post-login', { body: { message: 'Welcome, Ada!', redirectTo: '/' } });
    signedIn = true;
    const { router } = renderApp('/auth/callback?returnTo=%2Ftranscriptions%3Fq%3Dbudget', api);
    expect(await screen.findByText('Welcome, Ada!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?q=budget');
  });

  it('ignores a return path that leads off the site', async () => {
    api.route('GET /api/auth/post-login', { body: { message: 'Welcome, Ada!', redirectTo: '/' } });
    signedIn = true;
    const { router } = renderApp(`/auth/callback?returnTo=${encodeURIComponent('//evil.example')}`, api);
    expect(await screen.findByText('Welcome, Ada!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('keeps the return path when sending the visitor back to sign in', async () => {
    const { router } = renderApp('/auth/callback?returnTo=%2Fpricing', api);
    expect(await screen.findByText('No authentication session found. Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3500 });
    expect(router.state.location.search).toBe('?next=%2Fpricing');
  });

  it('says authentication failed when Google sent an error', async () => {
    renderApp('/auth/callback?error=access_denied', api);
    expect(await screen.findByText('Authentication failed. Redirecting...')).toBeInTheDocument();
  });
});
