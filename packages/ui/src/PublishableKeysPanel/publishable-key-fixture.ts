import type { CreatedPublishableKey, PublishableKey } from '@verbatim/core-sdk/contracts';

/** A key as its owner lists it; override what a test or story cares about. */
export function publishableKeyFixture(overrides: Partial<PublishableKey> = {}): PublishableKey {
  const id = overrides.id ?? 'Kx7Qm2Lp9Rt4Vw8Z';
  return {
    id,
    name: 'Marketing site',
    preview: `vbpk_${id}_…`,
    origins: ['https://example.com', 'https://www.example.com'],
    widgets: ['uploader', 'recorder'],
    minutesPerDay: 120,
    maxFileBytes: 100 * 1024 * 1024,
    returnText: false,
    createdAt: '2025-03-01T09:00:00.000Z',
    revokedAt: null,
    lastUsedAt: '2025-03-07T15:20:00.000Z',
    minutesToday: 37.5,
    active: true,
    ...overrides,
  };
}

/** An active key with no limits of its own, a recorder-only key that returns text, and a revoked one. */
export function publishableKeyListFixture(): PublishableKey[] {
  return [
    publishableKeyFixture(),
    publishableKeyFixture({
      id: 'Hn3Bc6Df1Gj5Km0P',
      name: 'Help centre recorder',
      origins: ['https://help.example.com'],
      widgets: ['recorder'],
      minutesPerDay: null,
      maxFileBytes: null,
      returnText: true,
      createdAt: '2025-02-14T12:00:00.000Z',
      lastUsedAt: null,
      minutesToday: 0,
    }),
    publishableKeyFixture({
      id: 'Zt8Yw2Xv4Us6Rq1N',
      name: 'Old landing page',
      origins: ['http://localhost:3000'],
      widgets: ['uploader'],
      minutesPerDay: 30,
      maxFileBytes: null,
      createdAt: '2024-11-02T08:00:00.000Z',
      revokedAt: '2025-01-10T10:00:00.000Z',
      lastUsedAt: '2025-01-09T18:00:00.000Z',
      minutesToday: 0,
      active: false,
    }),
  ];
}

/** What POST /api/publishable-keys answers: the key and its whole text, this once. */
export function createdPublishableKeyFixture(overrides: Partial<PublishableKey> = {}): CreatedPublishableKey {
  const key = publishableKeyFixture({ lastUsedAt: null, minutesToday: 0, ...overrides });
  return { key, secret: `vbpk_${key.id}_q8W3e5R7t9Y1u3I5o7P9a1S3d5F7g9H1` };
}
