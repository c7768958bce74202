import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  CONTACT_MISSING_INFORMATION,
  CONTACT_SENT_MESSAGE,
  contactDetailsSchema,
  contactRequestSchema,
  contactResponseSchema,
} from '../contracts';
import { isApiError } from '../errors';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Invoices', message: 'Where are my invoices?\nThanks.' };

const calls: ContractCall[] = [
  {
    name: 'contact.send: POST /api/contact with the four fields',
    call: (client) => client.contact.send(message),
    method: 'POST',
    path: '/api/contact',
    body: message,
    requestSchema: contactRequestSchema,
    answer: { json: { success: true, message: CONTACT_SENT_MESSAGE } },
    responseSchema: contactResponseSchema,
  },
  {
    name: 'contact.details: GET /api/contact',
    call: (client) => client.contact.details(),
    method: 'GET',
    path: '/api/contact',
    answer: { json: { supportEmail: 'help@verbatim.example' } },
    responseSchema: contactDetailsSchema,
  },
];

describe('contact resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('rejects with the per-field messages of a 400', async () => {
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: `name: ${CONTACT_MISSING_INFORMATION}`,
          details: { fields: [{ field: 'name', message: CONTACT_MISSING_INFORMATION }] },
        },
      }),
    );
    const error = await createClient({ baseUrl: server.url })
      .contact.send({ ...message, name: ' ' })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({ fields: [{ field: 'name', message: CONTACT_MISSING_INFORMATION }] });
  });
});
