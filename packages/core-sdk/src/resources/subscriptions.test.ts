import { describe, it } from 'vitest';
import { selectPlanRequestSchema, selectPlanResponseSchema } from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';

const calls: ContractCall[] = [
  {
    name: 'selectPlan: POST /api/subscriptions/select-plan',
    call: (client) => client.subscriptions.selectPlan({ plan: 'pro' }),
    method: 'POST',
    path: '/api/subscriptions/select-plan',
    body: { plan: 'pro' },
    requestSchema: selectPlanRequestSchema,
    answer: { json: { message: 'Pro selected. Complete the payment to start.', redirectTo: '/billing', shouldRedirectToPayment: true } },
    responseSchema: selectPlanResponseSchema,
  },
];

describe('subscriptions resource', () => {
  it.each(calls)('$name', checkContractCall);
});
