import { describe, it } from 'vitest';
import { contactRequestSchema, contactResponseSchema } from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Invoices', message: 'Where can I find my invoices?' };

const calls: ContractCall[] = [
  {
    name: 'send: POST /api/contact',
    call: (client) => client.contact.send(message),
    method: 'POST',
    path: '/api/contact',
    body: message,
    requestSchema: contactRequestSchema,
    answer: { json: { success: true, message: "Thanks, we'll reply within 24 hours." } },
    responseSchema: contactResponseSchema,
  },
];

describe('contact resource', () => {
  it.each(calls)('$name', checkContractCall);
});
