import { renderHook, waitFor } from '@testing-library/react';
import { isApiError } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { userFixture } from '../testing/user-fixture';
import { useCurrentUser } from '../VerbatimProvider/use-current-user';
import { useRequestPasswordReset, useResetPassword, useSignIn, useSignInOptions, useSignUp, useVerifyResetToken } from './use-auth';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
});

const requestsTo = (method: string, path: string) => api.requests.filter((request) => request.method === method && request.path === path);

/** The hook under test next to the current user, as a page that shows both would have them. */
function renderWithUser<T>(useHook: () => T) {
  const harness = hookHarness(api.url);
  const view = renderHook(() => ({ user: useCurrentUser(), hook: useHook() }), { wrapper: harness.wrapper });
  return { ...harness, ...view };
}

/** GET /api/auth/user answers 401 until `signIn()`, then the user; a refetch can be held to see the cache before it. */
function sessionRoute() {
  let signedIn = false;
  let hold: Promise<void> | null = null;
  let release: () => void = () => undefined;
  api.route('GET /api/auth/user', async () => {
    if (hold) await hold;
    return signedIn ? { body: userFixture() } : apiError(401, 'UNAUTHORIZED', 'You need to sign in first.');
  });
  return {
    signIn: () => {
      signedIn = true;
    },
    holdRefetch: () => {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('useSignIn', () => {
  it('signs in, caches the user at once, then refetches it', async () => {
    const session = sessionRoute();
    api.route('POST /api/auth/login', () => {
      session.signIn();
      return { body: { user: userFixture() } };
    });
    const { result } = renderWithUser(useSignIn);
    await waitFor(() => expect(result.current.user.data).toBeNull());

    session.holdRefetch();
    const answer = await result.current.hook.mutateAsync({ email: 'ada@example.com', password: 'correct horse' });
    expect(answer.user.email).toBe('ada@example.com');
    expect(requestsTo('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    await waitFor(() => expect(result.current.user.data?.id).toBe('user-1'));
    await waitFor(() => expect(requestsTo('GET', '/api/auth/user')).toHaveLength(2));
    session.release();
    await waitFor(() => expect(result.current.user.isFetching).toBe(false));
    expect(result.current.user.data?.firstName).toBe('Ada');
  });

  it('rejects with the API’s error and leaves the visitor signed out', async () => {
    sessionRoute();
    api.route('POST /api/auth/login', apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    const { result } = renderWithUser(useSignIn);
    await waitFor(() => expect(result.current.user.data).toBeNull());
    const failure = await result.current.hook.mutateAsync({ email: 'ada@example.com', password: 'wrong' }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('INVALID_CREDENTIALS');
    await waitFor(() => expect(result.current.hook.isError).toBe(true));
    expect(result.current.user.data).toBeNull();
    expect(requestsTo('GET', '/api/auth/user')).toHaveLength(1);
  });
});

describe('useSignUp', () => {
  it('creates the account and caches the new user', async () => {
    const session = sessionRoute();
    api.route('POST /api/auth/register', () => {
      session.signIn();
      return { status: 201, body: { user: userFixture({ lastName: null }) } };
    });
    const { result } = renderWithUser(useSignUp);
    await waitFor(() => expect(result.current.user.data).toBeNull());

    session.holdRefetch();
    await result.current.hook.mutateAsync({ email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: null });
    expect(requestsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: null,
    });
    await waitFor(() => expect(result.current.user.data?.lastName).toBeNull());
    session.release();
    await waitFor(() => expect(requestsTo('GET', '/api/auth/user')).toHaveLength(2));
  });

  it('rejects with the field messages of a refused sign-up', async () => {
    sessionRoute();
    api.route(
      'POST /api/auth/register',
      apiError(400, 'VALIDATION_FAILED', 'email: Email must be a valid e-mail address', {
        fields: [{ field: 'email', message: 'Email must be a valid e-mail address' }],
      }),
    );
    const { result } = renderWithUser(useSignUp);
    await waitFor(() => expect(result.current.user.data).toBeNull());
    const failure = await result.current.hook
      .mutateAsync({ email: 'ada@example.com', password: 'correct horse', firstName: 'Ada' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.details).toEqual({
      fields: [{ field: 'email', message: 'Email must be a valid e-mail address' }],
    });
    expect(result.current.user.data).toBeNull();
  });
});

describe('useRequestPasswordReset', () => {
  it('asks for a reset link', async () => {
    api.route('POST /api/auth/forgot-password', { body: { message: 'If an account exists, a reset link is on its way.' } });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useRequestPasswordReset(), { wrapper });
    const answer = await result.current.mutateAsync({ email: 'ada@example.com' });
    expect(answer.message).toBe('If an account exists, a reset link is on its way.');
    expect(requestsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('rejects when the server fails', async () => {
    api.route('POST /api/auth/forgot-password', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useRequestPasswordReset(), { wrapper });
    await expect(result.current.mutateAsync({ email: 'ada@example.com' })).rejects.toMatchObject({ status: 500 });
  });
});

describe('useResetPassword', () => {
  it('resets the password and treats this browser as signed out', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    api.route('POST /api/auth/reset-password', { body: { message: 'Your password has been reset.' } });
    const { result } = renderWithUser(useResetPassword);
    await waitFor(() => expect(result.current.user.data?.id).toBe('user-1'));
    await result.current.hook.mutateAsync({ token: 'good-token', password: 'correct horse' });
    expect(requestsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({ token: 'good-token', password: 'correct horse' });
    await waitFor(() => expect(result.current.user.data).toBeNull());
  });

  it('keeps the user when the reset is refused', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    api.route('POST /api/auth/reset-password', apiError(400, 'INVALID_RESET_TOKEN', 'This reset link has already been used.'));
    const { result } = renderWithUser(useResetPassword);
    await waitFor(() => expect(result.current.user.data?.id).toBe('user-1'));
    await expect(result.current.hook.mutateAsync({ token: 'used-token', password: 'correct horse' })).rejects.toMatchObject({
      code: 'INVALID_RESET_TOKEN',
    });
    expect(result.current.user.data?.id).toBe('user-1');
  });
});

describe('useVerifyResetToken', () => {
  beforeEach(() => {
    api.route('POST /api/auth/verify-reset-token', ({ body }) =>
      (body as { token?: string }).token === 'good-token'
        ? { body: { valid: true, email: 'ada@example.com' } }
        : apiError(400, 'INVALID_RESET_TOKEN', 'This password reset link is invalid or has expired.'),
    );
  });

  it('answers with the account’s e-mail for a valid token', async () => {
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useVerifyResetToken('good-token'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.email).toBe('ada@example.com');
  });

  it('fails with ApiError 400 for an invalid token', async () => {
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useVerifyResetToken('bad-token'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.status).toBe(400);
  });

  it('asks nothing without a token', async () => {
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useVerifyResetToken(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requestsTo('POST', '/api/auth/verify-reset-token')).toHaveLength(0);
  });

  it('asks again on the next visit instead of answering from an old check', async () => {
    const { wrapper } = hookHarness(api.url);
    const first = renderHook(() => useVerifyResetToken('good-token'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = renderHook(() => useVerifyResetToken('good-token'), { wrapper });
    expect(second.result.current.isPending).toBe(true);
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(requestsTo('POST', '/api/auth/verify-reset-token')).toHaveLength(2);
  });
});

describe('useSignInOptions', () => {
  it("answers the server's ways to sign in, asked once for every screen that shows them", async () => {
    api.route('GET /api/auth/options', { body: { google: false } });
    const { wrapper } = hookHarness(api.url);
    const first = renderHook(() => useSignInOptions(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ google: false }));
    const second = renderHook(() => useSignInOptions(), { wrapper });
    expect(second.result.current.data).toEqual({ google: false });
    expect(requestsTo('GET', '/api/auth/options')).toHaveLength(1);
  });
});
