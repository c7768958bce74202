import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_INVALID_CONFIRM_LINK,
  NEWSLETTER_SUBSCRIBE_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  newsletterConfirmRequestSchema,
  newsletterMessageResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from '../contracts';
import { isApiError } from '../errors';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const token = 'pGdZ0xq3bXW1r9vJb4m7kYcE2sT8uHnA6fL5oQiR0wz';

const calls: ContractCall[] = [
  {
    name: 'newsletter.subscribe: POST /api/newsletter/subscribe with the address and where the box was',
    call: (client) => client.newsletter.subscribe({ email: 'ada@example.com', source: 'blog' }),
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: 'ada@example.com', source: 'blog' },
    requestSchema: newsletterSubscribeRequestSchema,
    answer: { json: { message: NEWSLETTER_SUBSCRIBE_MESSAGE } },
    responseSchema: newsletterMessageResponseSchema,
  },
  {
    name: "newsletter.confirm: POST /api/newsletter/confirm with the link's token",
    call: (client) => client.newsletter.confirm({ token }),
    method: 'POST',
    path: '/api/newsletter/confirm',
    body: { token },
    requestSchema: newsletterConfirmRequestSchema,
    answer: { json: { message: NEWSLETTER_CONFIRMED_MESSAGE } },
    responseSchema: newsletterMessageResponseSchema,
  },
  {
    name: "newsletter.unsubscribe: POST /api/newsletter/unsubscribe with the link's token",
    call: (client) => client.newsletter.unsubscribe({ token }),
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    body: { token },
    requestSchema: newsletterUnsubscribeRequestSchema,
    answer: { json: { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE } },
    responseSchema: newsletterMessageResponseSchema,
  },
];

describe('newsletter resource', () => {
  it.each(calls)('$name', checkContractCall);

  it("rejects a dead link with the server's code and words", async () => {
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 400, { error: { code: 'INVALID_NEWSLETTER_TOKEN', message: NEWSLETTER_INVALID_CONFIRM_LINK } }),
    );
    const error = await createClient({ baseUrl: server.url })
      .newsletter.confirm({ token })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_NEWSLETTER_TOKEN');
    expect(error.serverMessage).toBe(NEWSLETTER_INVALID_CONFIRM_LINK);
  });

  it('has a contract that trims the address and refuses a malformed one or a blank token', () => {
    expect(newsletterSubscribeRequestSchema.safeParse({ email: 'ada@' }).success).toBe(false);
    expect(newsletterSubscribeRequestSchema.safeParse({ email: ' ada@example.com ' }).data).toEqual({ email: 'ada@example.com' });
    expect(newsletterConfirmRequestSchema.safeParse({ token: '  ' }).success).toBe(false);
  });
});
