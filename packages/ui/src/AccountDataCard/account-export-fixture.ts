import type { AccountExport } from '@verbatim/core-sdk/contracts';

/** An export as the API lists it; ready unless overridden. */
export function accountExportFixture(overrides: Partial<AccountExport> = {}): AccountExport {
  return {
    id: '5b0f4a52-6c1e-4c7a-9d1e-2f3a4b5c6d7e',
    status: 'ready',
    format: 'txt',
    createdAt: '2026-11-30T10:00:00.000Z',
    readyAt: '2026-11-30T10:01:00.000Z',
    expiresAt: '2026-12-07T10:01:00.000Z',
    sizeBytes: 48_213,
    transcriptCount: 3,
    errorMessage: null,
    ...overrides,
  };
}
