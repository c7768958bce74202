import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  accountDeletionInfoSchema,
  accountDeletionScheduledSchema,
  accountExportListSchema,
  cancelAccountDeletionSchema,
  requestAccountDeletionSchema,
  startAccountExportResponseSchema,
  successResponseSchema,
  unsubscribeNotificationsResponseSchema,
  unsubscribeNotificationsSchema,
} from '../contracts';
import { ApiError } from '../errors';
import type { DownloadedFile } from '../http';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const EXPORT_ID = '5b0f4a52-6c1e-4c7a-9d1e-2f3a4b5c6d7e';
const TOKEN = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f';
const preparing = {
  id: EXPORT_ID,
  status: 'preparing',
  format: 'txt',
  createdAt: '2026-11-30T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  transcriptCount: null,
  errorMessage: null,
};
const ready = {
  ...preparing,
  status: 'ready',
  readyAt: '2026-11-30T10:01:00.000Z',
  expiresAt: '2026-12-07T10:01:00.000Z',
  sizeBytes: 48_213,
  transcriptCount: 3,
};

const calls: ContractCall[] = [
  {
    name: 'account.exportData: POST /api/account/exports, with no body',
    call: (client) => client.account.exportData(),
    method: 'POST',
    path: '/api/account/exports',
    answer: { status: 202, json: { export: preparing, started: true } },
    responseSchema: startAccountExportResponseSchema,
  },
  {
    name: 'account.exports: GET /api/account/exports',
    call: (client) => client.account.exports(),
    method: 'GET',
    path: '/api/account/exports',
    answer: { json: { items: [ready, { ...preparing, id: 'c0ffee00-0000-4000-8000-000000000000', status: 'expired' }] } },
    responseSchema: accountExportListSchema,
  },
  {
    name: 'account.downloadExport: GET /api/account/exports/{id}/download, named by the server',
    call: (client) => client.account.downloadExport(EXPORT_ID),
    method: 'GET',
    path: `/api/account/exports/${EXPORT_ID}/download`,
    answer: {
      bytes: new Uint8Array([0x50, 0x4b, 3, 4]),
      headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="verbatim-export-2026-11-30.zip"' },
    },
    check: async (value) => {
      const file = value as DownloadedFile;
      expect(file.fileName).toBe('verbatim-export-2026-11-30.zip');
      expect(file.blob.type).toBe('application/zip');
      expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    },
  },
  {
    name: 'account.downloadExport: the id is one encoded path segment',
    call: (client) => client.account.downloadExport('../exports'),
    method: 'GET',
    path: '/api/account/exports/..%2Fexports/download',
    answer: { bytes: new Uint8Array([0x50, 0x4b]) },
    check: (value) => expect((value as DownloadedFile).fileName).toBe('verbatim-export.zip'),
  },
  {
    name: 'account.deletionInfo: GET /api/account/deletion',
    call: (client) => client.account.deletionInfo(),
    method: 'GET',
    path: '/api/account/deletion',
    answer: {
      json: {
        confirmWith: 'email',
        graceDays: 15,
        losses: {
          credits: 412,
          plan: { plan: 'pro', name: 'Pro', status: 'active', endsAt: '2026-12-20T10:00:00.000Z' },
          transcriptions: 12,
          publishableKeys: 1,
          sharedLinks: 2,
          secretKeys: 0,
          webhookEndpoints: 0,
        },
      },
    },
    responseSchema: accountDeletionInfoSchema,
  },
  {
    name: 'account.deleteAccount: POST /api/account/deletion with the password',
    call: (client) => client.account.deleteAccount({ password: 'correct horse battery' }),
    method: 'POST',
    path: '/api/account/deletion',
    body: { password: 'correct horse battery' },
    requestSchema: requestAccountDeletionSchema,
    answer: {
      status: 202,
      json: { success: true, message: 'Your account will be deleted on December 15, 2026.', deleteAt: '2026-12-15T10:00:00.000Z' },
    },
    responseSchema: accountDeletionScheduledSchema,
  },
  {
    name: 'account.cancelDeletion: POST /api/account/deletion/cancel with the token',
    call: (client) => client.account.cancelDeletion({ token: TOKEN }),
    method: 'POST',
    path: '/api/account/deletion/cancel',
    body: { token: TOKEN },
    requestSchema: cancelAccountDeletionSchema,
    answer: { json: { success: true, message: 'Your account will not be deleted. You can sign in again.' } },
    responseSchema: successResponseSchema,
  },
  {
    name: 'account.unsubscribe: POST /api/notifications/unsubscribe with the token',
    call: (client) => client.account.unsubscribe({ token: TOKEN }),
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    body: { token: TOKEN },
    requestSchema: unsubscribeNotificationsSchema,
    answer: { json: { success: true, message: 'You will no longer get the weekly report.', kind: 'weekly-reports' } },
    responseSchema: unsubscribeNotificationsResponseSchema,
  },
];

describe('account resource', () => {
  it.each(calls)('$name', checkContractCall);

  it.each([
    ['a wrong password', 403, 'INVALID_CREDENTIALS', 'That password is not right.'],
    ['an expired export', 410, 'EXPORT_EXPIRED', 'This export has expired and its file is deleted.'],
    ['a used cancel link', 400, 'INVALID_RESTORE_TOKEN', 'This link is invalid or has expired.'],
  ])("turns %s into an ApiError with the server's words", async (_what, status, code, message) => {
    const server = await startLoopbackServer((_request, response) => sendJson(response, status, { error: { code, message } }));
    const client = createClient({ baseUrl: server.url });
    const call =
      code === 'INVALID_CREDENTIALS'
        ? client.account.deleteAccount({ password: 'nope' })
        : code === 'EXPORT_EXPIRED'
          ? client.account.downloadExport(EXPORT_ID)
          : client.account.cancelDeletion({ token: TOKEN });
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, serverMessage: message });
  });
});
