import { act, renderHook, waitFor } from '@testing-library/react';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { userFixture } from '../testing/user-fixture';
import { currentUserQueryKey, useCurrentUser } from '../VerbatimProvider/use-current-user';
import { accountKeys } from './query-keys';
import {
  useChangePassword,
  useEndOtherSessions,
  useInvoices,
  usePreferences,
  useSpeechLanguages,
  useUpdatePreferences,
  useUpdateProfile,
} from './use-account';

let api: FakeApi;
let preferences: UserPreferences;
let user = userFixture();

beforeEach(async () => {
  preferences = { ...DEFAULT_USER_PREFERENCES };
  user = userFixture();
  api = await startFakeApi({
    'GET /api/auth/user': () => ({ body: user }),
    'PATCH /api/user': ({ body }) => {
      user = { ...user, ...(body as object) };
      return { body: user };
    },
    'GET /api/user/preferences': () => ({ body: preferences }),
    'PATCH /api/user/preferences': ({ body }) => {
      const changes = body as Partial<UserPreferences>;
      if (changes.language === 'xx') return apiError(400, 'LANGUAGE_NOT_SUPPORTED', 'The speech engine does not offer "xx".');
      preferences = { ...preferences, ...changes };
      return { body: preferences };
    },
    'GET /api/speech/languages': {
      body: { engine: 'local', detectsLanguage: false, labelsSpeakers: false, languages: [{ code: 'en', name: 'English' }] },
    },
    'GET /api/user/invoices': { body: { items: [], hasMore: false } },
    'POST /api/auth/change-password': ({ body }) =>
      (body as { currentPassword: string }).currentPassword === 'right one'
        ? { body: { message: 'Your password has been changed.', endedSessions: 0 } }
        : apiError(400, 'INVALID_CREDENTIALS', 'Your current password is not correct.'),
    'POST /api/auth/sessions/end-others': { body: { message: 'Signed out of 2 other sessions.', endedSessions: 2 } },
  });
});

afterEach(async () => {
  await api.close();
});

describe('account hooks', () => {
  it('reads the settings and replaces them with what a save answers', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ preferences: usePreferences(), update: useUpdatePreferences() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.preferences.data).toEqual(DEFAULT_USER_PREFERENCES));
    await act(async () => {
      await view.result.current.update.mutateAsync({ exportFormat: 'docx', mode: 'fast' });
    });
    await waitFor(() => expect(view.result.current.preferences.data).toMatchObject({ exportFormat: 'docx', mode: 'fast' }));
    expect(api.requests.filter((r) => r.path === '/api/user/preferences' && r.method === 'GET')).toHaveLength(1);
  });

  it('rejects a language the engine does not offer, and keeps the settings as they were', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ preferences: usePreferences(), update: useUpdatePreferences() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.preferences.data).toBeDefined());
    await act(async () => {
      await expect(view.result.current.update.mutateAsync({ language: 'xx' })).rejects.toMatchObject({
        status: 400,
        code: 'LANGUAGE_NOT_SUPPORTED',
      });
    });
    expect(harness.queryClient.getQueryData(accountKeys.preferences())).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it('does not ask for settings while disabled (nobody signed in)', async () => {
    const harness = hookHarness(api.url);
    renderHook(() => usePreferences({ enabled: false }), { wrapper: harness.wrapper });
    renderHook(() => useSpeechLanguages(), { wrapper: harness.wrapper });
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/speech/languages')).toBe(true));
    expect(api.requests.some((r) => r.path === '/api/user/preferences')).toBe(false);
  });

  it('renames the person everywhere the current user shows', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ me: useCurrentUser(), update: useUpdateProfile() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.me.data?.firstName).toBe('Ada'));
    await act(async () => {
      await view.result.current.update.mutateAsync({ firstName: 'Augusta', lastName: null });
    });
    expect(harness.queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ firstName: 'Augusta', lastName: null });
    await waitFor(() => expect(view.result.current.me.data?.firstName).toBe('Augusta'));
  });

  it('lists invoices, changes the password and ends the other sessions', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ invoices: useInvoices(), change: useChangePassword(), endOthers: useEndOtherSessions() }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(view.result.current.invoices.data).toEqual({ items: [], hasMore: false }));
    await act(async () => {
      await expect(view.result.current.change.mutateAsync({ currentPassword: 'wrong', newPassword: 'long enough' })).rejects.toMatchObject({
        status: 400,
      });
      expect(await view.result.current.change.mutateAsync({ currentPassword: 'right one', newPassword: 'long enough' })).toMatchObject({
        endedSessions: 0,
      });
      expect(await view.result.current.endOthers.mutateAsync()).toEqual({ message: 'Signed out of 2 other sessions.', endedSessions: 2 });
    });
  });
});
