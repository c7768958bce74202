import { act, renderHook, waitFor } from '@testing-library/react';
import type { AccountExport } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountExportFixture } from '../AccountDataCard/account-export-fixture';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import {
  ACCOUNT_EXPORT_POLL_MS,
  useAccountExports,
  useCancelAccountDeletion,
  useStartAccountExport,
  useUnsubscribeNotifications,
} from './use-account-data';

const TOKEN = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f';
let api: FakeApi;
let exports: AccountExport[];

beforeEach(async () => {
  exports = [];
  api = await startFakeApi({
    'GET /api/account/exports': () => ({ body: { items: exports } }),
    'POST /api/account/exports': () => {
      exports = [accountExportFixture({ status: 'preparing', sizeBytes: null, expiresAt: null, readyAt: null, transcriptCount: null })];
      return { status: 202, body: { export: exports[0], started: true } };
    },
    'POST /api/account/deletion/cancel': { body: { success: true, message: 'Your account will not be deleted. You can sign in again.' } },
    'POST /api/notifications/unsubscribe': {
      body: { success: true, message: 'You will no longer get the weekly report.', kind: 'weekly-reports' },
    },
  });
});

afterEach(async () => {
  await api.close();
});

const listRequests = () => api.requests.filter((request) => request.method === 'GET' && request.path === '/api/account/exports');

describe('account data hooks', () => {
  it('shows a started export at once and polls the list while it is prepared, then stops', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ list: useAccountExports(), start: useStartAccountExport() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.list.data?.items).toEqual([]));
    await act(async () => {
      await view.result.current.start.mutateAsync();
    });
    expect(view.result.current.list.data?.items.map((item) => item.status)).toEqual(['preparing']);
    const before = listRequests().length;
    exports = [accountExportFixture()];
    await waitFor(() => expect(view.result.current.list.data?.items.map((item) => item.status)).toEqual(['ready']), {
      timeout: ACCOUNT_EXPORT_POLL_MS + 2000,
    });
    expect(listRequests().length).toBeGreaterThan(before);
    const settled = listRequests().length;
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_EXPORT_POLL_MS + 500));
    expect(listRequests()).toHaveLength(settled);
  }, 15_000);

  it('cancels a deletion and unsubscribes with the token of the e-mailed link', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ cancel: useCancelAccountDeletion(), unsubscribe: useUnsubscribeNotifications() }), {
      wrapper: harness.wrapper,
    });
    await act(async () => {
      await view.result.current.cancel.mutateAsync(TOKEN);
      await view.result.current.unsubscribe.mutateAsync(TOKEN);
    });
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/account/deletion/cancel', { token: TOKEN }],
      ['/api/notifications/unsubscribe', { token: TOKEN }],
    ]);
    await waitFor(() => expect(view.result.current.unsubscribe.data?.kind).toBe('weekly-reports'));
  });

  it('reports a used link as the server words it', async () => {
    api.route('POST /api/account/deletion/cancel', apiError(400, 'INVALID_RESTORE_TOKEN', 'This link is invalid or has expired.'));
    const harness = hookHarness(api.url);
    const view = renderHook(() => useCancelAccountDeletion(), { wrapper: harness.wrapper });
    await act(async () => {
      await view.result.current.mutateAsync(TOKEN).catch(() => undefined);
    });
    await waitFor(() => expect(view.result.current.error).toMatchObject({ status: 400, code: 'INVALID_RESTORE_TOKEN' }));
  });
});
