import { describe, it } from 'vitest';
import { statsSchema, userSchema } from '../contracts';
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
];

describe('user resource', () => {
  it.each(calls)('$name', checkContractCall);
});
