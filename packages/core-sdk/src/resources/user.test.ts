import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_PREFERENCES,
  invoiceListSchema,
  statsSchema,
  updatePreferencesRequestSchema,
  updateProfileRequestSchema,
  userPreferencesResponseSchema,
  userSchema,
} from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { statsFixture, userFixture } from '../test-support/fixtures';

const calls: ContractCall[] = [
  {
    name: 'get: GET /api/user',
    call: (client) => client.user.get(),
    method: 'GET',
    path: '/api/user',
    answer: { json: userFixture },
    responseSchema: userSchema,
  },
  {
    name: 'stats: GET /api/user/stats',
    call: (client) => client.user.stats(),
    method: 'GET',
    path: '/api/user/stats',
    answer: { json: statsFixture },
    responseSchema: statsSchema,
  },
  {
    name: 'update: PATCH /api/user with the names, answering the user',
    call: (client) => client.user.update({ firstName: 'Grace', lastName: 'Hopper' }),
    method: 'PATCH',
    path: '/api/user',
    body: { firstName: 'Grace', lastName: 'Hopper' },
    requestSchema: updateProfileRequestSchema,
    answer: { json: { ...userFixture, firstName: 'Grace', lastName: 'Hopper' } },
    responseSchema: userSchema,
  },
  {
    name: 'update: a null last name removes it',
    call: (client) => client.user.update({ lastName: null }),
    method: 'PATCH',
    path: '/api/user',
    body: { lastName: null },
    requestSchema: updateProfileRequestSchema,
    answer: { json: userFixture },
    responseSchema: userSchema,
  },
  {
    name: 'preferences: GET /api/user/preferences',
    call: (client) => client.user.preferences(),
    method: 'GET',
    path: '/api/user/preferences',
    answer: { json: DEFAULT_USER_PREFERENCES },
    responseSchema: userPreferencesResponseSchema,
  },
  {
    name: 'updatePreferences: PATCH /api/user/preferences with only the changes',
    call: (client) => client.user.updatePreferences({ language: 'en-GB', mode: 'accurate', exportFormat: 'srt' }),
    method: 'PATCH',
    path: '/api/user/preferences',
    body: { language: 'en-GB', mode: 'accurate', exportFormat: 'srt' },
    requestSchema: updatePreferencesRequestSchema,
    answer: { json: { ...DEFAULT_USER_PREFERENCES, language: 'en-GB', mode: 'accurate', exportFormat: 'srt' } },
    responseSchema: userPreferencesResponseSchema,
  },
  {
    name: 'invoices: GET /api/user/invoices',
    call: (client) => client.user.invoices(),
    method: 'GET',
    path: '/api/user/invoices',
    answer: {
      json: {
        items: [
          {
            id: '5b0f7d3e-2f4a-4c1b-9d8e-7a6b5c4d3e2f',
            description: 'Pro plan, monthly (1,200 minutes)',
            amountCents: 1500,
            currency: 'USD',
            paidAt: '2025-03-01T09:00:00.000Z',
          },
        ],
        hasMore: false,
      },
    },
    responseSchema: invoiceListSchema,
  },
];

describe('user resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('refuses bad names and settings before they are sent, as the server would', () => {
    expect(updateProfileRequestSchema.safeParse({ firstName: '   ' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ firstName: 'A\u0007' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ firstName: 'x'.repeat(101) }).success).toBe(false);
    expect(updateProfileRequestSchema.parse({ firstName: ' Grace ', lastName: '  ' })).toEqual({ firstName: 'Grace', lastName: null });
    expect(updatePreferencesRequestSchema.safeParse({ language: 'english' }).success).toBe(false);
    expect(updatePreferencesRequestSchema.safeParse({ mode: 'slow' }).success).toBe(false);
    expect(updatePreferencesRequestSchema.safeParse({ exportFormat: 'json' }).success).toBe(false);
    expect(updatePreferencesRequestSchema.parse({ language: null, autoDownload: true })).toEqual({ language: null, autoDownload: true });
  });
});
