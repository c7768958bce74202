import type { ApiKey, CreatedApiKey } from '@verbatim/core-sdk/contracts';

/** Secret keys as the API lists them, for stories and tests. */
export const secretKeyFixtures: ApiKey[] = [
  {
    id: 'Ab12Cd34Ef56Gh78',
    name: 'Billing server',
    prefix: 'vbsk_Ab12Cd34Ef56Gh78_…',
    scopes: ['transcriptions:read', 'transcriptions:write'],
    createdAt: '2026-11-20T09:30:00.000Z',
    lastUsedAt: '2026-11-27T07:55:00.000Z',
  },
  {
    id: 'Zz98Yy76Xx54Ww32',
    name: 'Nightly summaries',
    prefix: 'vbsk_Zz98Yy76Xx54Ww32_…',
    scopes: ['transcriptions:read', 'ai'],
    createdAt: '2026-11-25T18:00:00.000Z',
    lastUsedAt: null,
  },
];

/** A key just made, with its whole text, for stories and tests. */
export const createdSecretKeyFixture: CreatedApiKey = {
  id: 'Qq11Rr22Ss33Tt44',
  name: 'Webhook worker',
  scopes: ['transcriptions:read'],
  key: 'vbsk_Qq11Rr22Ss33Tt44_0123456789abcdefghijABCDEFGHIJkl',
  createdAt: '2026-11-27T08:00:00.000Z',
};
