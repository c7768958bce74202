import { act, renderHook, waitFor } from '@testing-library/react';
import type { PublishableKey } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { useCreatePublishableKey, usePublishableKeys, useRevokePublishableKey } from './use-publishable-keys';

const KEY_ID = 'AbCdEfGh12345678';
const SECRET = `vbpk_${KEY_ID}_${'s'.repeat(32)}`;

let api: FakeApi;
let keys: PublishableKey[];

const key = (): PublishableKey => ({
  id: KEY_ID,
  name: 'Marketing site',
  preview: `vbpk_${KEY_ID}_…`,
  origins: ['https://example.com'],
  widgets: ['uploader'],
  minutesPerDay: 60,
  maxFileBytes: null,
  returnText: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  minutesToday: 0,
  active: true,
});

beforeEach(async () => {
  keys = [];
  api = await startFakeApi({
    'GET /api/publishable-keys': () => ({ body: { items: keys } }),
    'POST /api/publishable-keys': () => {
      keys = [key()];
      return { status: 201, body: { key: key(), secret: SECRET } };
    },
    [`DELETE /api/publishable-keys/${KEY_ID}`]: () => {
      keys = keys.map((item) => ({ ...item, active: false, revokedAt: '2026-11-23T11:00:00.000Z' }));
      return { body: { success: true, message: 'The key no longer works.' } };
    },
  });
});

afterEach(async () => {
  await api.close();
});

describe('publishable-key hooks', () => {
  it('lists the keys, and refreshes the list after making and revoking one', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ keys: usePublishableKeys(), create: useCreatePublishableKey(), revoke: useRevokePublishableKey() }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(view.result.current.keys.data?.items).toEqual([]));

    let made: { secret: string } | undefined;
    await act(async () => {
      made = await view.result.current.create.mutateAsync({ name: 'Marketing site', origins: ['https://example.com'], minutesPerDay: 60 });
    });
    expect(made?.secret).toBe(SECRET);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Marketing site',
      origins: ['https://example.com'],
      minutesPerDay: 60,
    });
    await waitFor(() => expect(view.result.current.keys.data?.items.map((item) => item.active)).toEqual([true]));

    await act(async () => {
      await view.result.current.revoke.mutateAsync(KEY_ID);
    });
    await waitFor(() => expect(view.result.current.keys.data?.items.map((item) => item.active)).toEqual([false]));
    expect(api.requests.filter((request) => request.method === 'GET')).toHaveLength(3);
  });

  it('refreshes the list after a failed revocation too, and asks for nothing when disabled', async () => {
    api.route(`DELETE /api/publishable-keys/${KEY_ID}`, apiError(404, 'NOT_FOUND', 'Not found.'));
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ keys: usePublishableKeys(), revoke: useRevokePublishableKey() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.keys.isSuccess).toBe(true));
    await act(async () => {
      await expect(view.result.current.revoke.mutateAsync(KEY_ID)).rejects.toMatchObject({ status: 404, serverMessage: 'Not found.' });
    });
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'GET')).toHaveLength(2));

    const idle = renderHook(() => usePublishableKeys({ enabled: false }), { wrapper: hookHarness(api.url).wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(api.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });
});
