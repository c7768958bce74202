import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'),
    'GET /api/auth/options': { body: { google: true } },
  });
});

afterEach(async () => {
  await api.close();
});

const callsTo = (path: string) => api.requests.filter((request) => request.path === path);

async function openSignUp() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  return screen.getByRole('form', { name: 'Sign up' });
}

describe('/auth sign in', () => {
  it('shows both tabs, Google and the forgot-password link', async () => {
    const { container } = renderApp('/auth', api);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', `${api.url}/api/login`);
    expect(screen.getByText('or use your email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expectNoAxeViolations(container);
  });

  it('offers no Google sign-in, and no "or" between it and the forms, when the server has Google not configured', async () => {
    api.route('GET /api/auth/options', { body: { google: false } });
    const { container } = renderApp('/auth', api);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsTo('/api/auth/options')).toHaveLength(1));
    // Once the answer is in, the page settles without the button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or use your email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('requires the email and the password', async () => {
    renderApp('/auth', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(callsTo('/api/auth/login')).toHaveLength(0);
  });

  it("shows the server's message when sign-in fails", async () => {
    api.route('POST /api/auth/login', apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    const { container } = renderApp('/auth', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(callsTo('/api/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'wrong password' });
    await expectNoAxeViolations(container);
  });

  it("falls back to the spec's text when the answer carries no message", async () => {
    api.route('POST /api/auth/login', { status: 502 });
    renderApp('/auth', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
  });

  it('signs in, then goes where the post-login call says', async () => {
    let signedIn = false;
    api.route('GET /api/auth/user', () => (signedIn ? { body: userFixture() } : apiError(401, 'UNAUTHORIZED', 'Sign in.')));
    api.route('POST /api/auth/login', () => {
      signedIn = true;
      return { body: { user: userFixture() } };
    });
    api.route('GET /api/auth/post-login', { body: { message: 'Welcome, Ada!', redirectTo: '/transcriptions' } });
    const { router } = renderApp('/auth', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
    expect(await screen.findByRole('heading', { name: 'All Transcriptions' })).toBeInTheDocument();
  });

  it('stays on the page, busy, until the post-login call says where to go', async () => {
    let signedIn = false;
    let answer: () => void = () => undefined;
    api.route('GET /api/auth/user', () => (signedIn ? { body: userFixture() } : apiError(401, 'UNAUTHORIZED', 'Sign in.')));
    api.route('POST /api/auth/login', () => {
      signedIn = true;
      return { body: { user: userFixture() } };
    });
    api.route('GET /api/auth/post-login', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { body: { message: 'Welcome, Ada!', redirectTo: '/transcriptions' } };
    });
    const { router } = renderApp('/auth', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(callsTo('/api/auth/post-login')).toHaveLength(1));
    await waitFor(() => expect(callsTo('/api/auth/user').length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/auth');
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
  });

  it('goes to / when the post-login call fails after signing in', async () => {
    let signedIn = false;
    api.route('GET /api/auth/user', () => (signedIn ? { body: userFixture() } : apiError(401, 'UNAUTHORIZED', 'Sign in.')));
    api.route('POST /api/auth/login', () => {
      signedIn = true;
      return { body: { user: userFixture() } };
    });
    api.route('GET /api/auth/post-login', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const { router } = renderApp('/auth', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to /', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    const { router } = renderApp('/auth', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/auth with a return path', () => {
  const signsInAs = () => {
    let signedIn = false;
    api.route('GET /api/auth/user', () => (signedIn ? { body: userFixture() } : apiError(401, 'UNAUTHORIZED', 'Sign in.')));
    api.route('POST /api/auth/login', () => {
      signedIn = true;
      return { body: { user: userFixture() } };
    });
    api.route('POST /api/auth/register', () => {
      signedIn = true;
      return { status: 201, body: { user: userFixture() } };
    });
    api.route('GET /api/auth/post-login', { body: { message: 'Welcome, Ada!', redirectTo: '/' } });
  };

  it('sends a signed-in visitor straight there', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    const { router } = renderApp('/auth?next=%2Ftranscriptions%3Fq%3Dbudget', api);
    expect(await screen.findByRole('heading', { name: 'All Transcriptions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transcriptions');
    expect(router.state.location.search).toBe('?q=budget');
  });

  it('sends a signed-in visitor to the dashboard when the path leads off the site', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    const { router } = renderApp(`/auth?next=${encodeURIComponent('//evil.example/x')}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back there after signing in, rather than where the post-login call says', async () => {
    signsInAs();
    const { router } = renderApp('/auth?next=%2Ftranscriptions', api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'All Transcriptions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transcriptions');
    expect(callsTo('/api/auth/post-login')).toHaveLength(1);
  });

  it('goes back there after signing up, also when the post-login call fails', async () => {
    signsInAs();
    api.route('GET /api/auth/post-login', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const { router } = renderApp('/auth?next=%2Ftranscriptions', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
  });

  it('ignores a path that leads off the site, and signs in as usual', async () => {
    signsInAs();
    const { router } = renderApp(`/auth?next=${encodeURIComponent('/\\evil.example')}`, api);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', `${api.url}/api/login`);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('hands the path to Google sign-in, which the API keeps for the way back', async () => {
    renderApp('/auth?next=%2Fblog%2Fsome-post', api);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `${api.url}/api/login?returnTo=%2Fblog%2Fsome-post`,
    );
  });
});

describe('/auth sign up', () => {
  it('requires first name, email, password and its confirmation, but not the last name', async () => {
    renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(within(form).getByText('Please confirm your password')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Last Name (optional)' })).not.toBeInvalid();
    expect(within(form).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(callsTo('/api/auth/register')).toHaveLength(0);
  });

  it('refuses passwords that do not match', async () => {
    const { container } = renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'battery staple');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent('Password mismatch');
    expect(alert).toHaveTextContent('Passwords do not match. Please try again.');
    expect(within(form).getByLabelText('Confirm Password')).toBeInvalid();
    expect(callsTo('/api/auth/register')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('refuses a password shorter than 8 characters', async () => {
    renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long.');
    expect(callsTo('/api/auth/register')).toHaveLength(0);
  });

  it("shows the server's message when the e-mail is taken", async () => {
    api.route('POST /api/auth/register', apiError(409, 'EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.'));
    renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Sign up failed');
    expect(alert).toHaveTextContent('An account with this email already exists. Sign in instead.');
    expect(callsTo('/api/auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: null,
    });
  });

  it("puts the server's field messages next to the fields", async () => {
    api.route(
      'POST /api/auth/register',
      apiError(400, 'VALIDATION_FAILED', 'email: Email must be a valid e-mail address', {
        fields: [{ field: 'email', message: 'Email must be a valid e-mail address' }],
      }),
    );
    renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    await within(form).findByRole('alert');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email must be a valid e-mail address');
  });

  it('refuses, without asking, an address the server would refuse', async () => {
    renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.c');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(callsTo('/api/auth/register')).toHaveLength(0);
  });

  it('shows the busy label while creating the account, and sends the trimmed, lower-case address', async () => {
    let answer: () => void = () => undefined;
    api.route('POST /api/auth/register', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { status: 201, body: { user: userFixture() } };
    });
    api.route('GET /api/auth/post-login', { body: { message: '', redirectTo: '/pricing' } });
    const { router } = renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), ' Ada ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), ' Ada@Example.com ');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await waitFor(() => expect(callsTo('/api/auth/register')).toHaveLength(1));
    expect(callsTo('/api/auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: null,
    });
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('goes to /pricing when the post-login call fails after signing up', async () => {
    api.route('POST /api/auth/register', { status: 201, body: { user: userFixture() } });
    api.route('GET /api/auth/post-login', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const { router } = renderApp('/auth', api);
    const form = await openSignUp();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });
});

describe('/auth after Google', () => {
  it('explains that Google sign-in is not configured', async () => {
    const { container } = renderApp('/auth?error=google_unavailable', api);
    expect(await screen.findByText('Google sign-in is not available')).toBeInTheDocument();
    expect(screen.getByText(/Google sign-in is not configured on this server\./)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('explains an unverified Google e-mail', async () => {
    renderApp('/auth?error=google_unverified_email', api);
    expect(await screen.findByText('Google sign-in did not complete')).toBeInTheDocument();
    expect(screen.getByText(/no verified email address/)).toBeInTheDocument();
  });

  it('says so when the account was disabled by an admin', async () => {
    renderApp('/auth?error=account_disabled', api);
    expect(await screen.findByText('This account is disabled')).toBeInTheDocument();
    expect(screen.getByText(/Contact support if you think this is a mistake\./)).toBeInTheDocument();
  });

  it('shows no banner without an error', async () => {
    renderApp('/auth', api);
    await screen.findByRole('tab', { name: 'Sign In' });
    expect(screen.queryByText(/Google sign-in is not/)).not.toBeInTheDocument();
  });
});
