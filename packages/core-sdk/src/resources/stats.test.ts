import { describe, it } from 'vitest';
import { statsResponseSchema } from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { statsFixture } from '../test-support/fixtures';

const calls: ContractCall[] = [
  {
    name: 'get: GET /api/stats',
    call: (client) => client.stats.get(),
    method: 'GET',
    path: '/api/stats',
    answer: { json: statsFixture },
    responseSchema: statsResponseSchema,
  },
];

describe('stats resource', () => {
  it.each(calls)('$name', checkContractCall);
});
