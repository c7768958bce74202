import { describe, it } from 'vitest';
import { locationRecordSchema, statsSchema, trackLocationRequestSchema, userSchema } from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { statsFixture, userFixture } from '../test-support/fixtures';

const location = {
  ipAddress: '203.0.113.7',
  country: 'Portugal',
  countryCode: 'PT',
  region: 'Lisbon',
  city: 'Lisbon',
  latitude: 38.72,
  longitude: -9.14,
  timezone: 'Europe/Lisbon',
  isp: null,
};

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
    name: 'trackLocation: POST /api/track-location with the time zone',
    call: (client) => client.user.trackLocation({ timezone: 'Europe/Lisbon' }),
    method: 'POST',
    path: '/api/track-location',
    body: { timezone: 'Europe/Lisbon' },
    requestSchema: trackLocationRequestSchema,
    answer: { json: location },
    responseSchema: locationRecordSchema,
  },
  {
    name: 'trackLocation: an empty body when nothing is known',
    call: (client) => client.user.trackLocation(),
    method: 'POST',
    path: '/api/track-location',
    body: {},
    requestSchema: trackLocationRequestSchema,
    answer: { json: { ...location, timezone: null, latitude: null, longitude: null } },
    responseSchema: locationRecordSchema,
  },
];

describe('user resource', () => {
  it.each(calls)('$name', checkContractCall);
});
