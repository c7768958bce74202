import { renderHook, waitFor } from '@testing-library/react';
import { isApiError } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { useSendContactMessage } from './use-contact';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
});

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Invoices', message: 'Where are they?' };

describe('useSendContactMessage', () => {
  it('posts the message and answers the server message', async () => {
    api.route('POST /api/contact', { body: { success: true, message: "We've received your message." } });
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useSendContactMessage(), { wrapper });
    const answer = await result.current.mutateAsync(message);
    expect(answer).toEqual({ success: true, message: "We've received your message." });
    expect(api.requests.filter((r) => r.method === 'POST' && r.path === '/api/contact').map((r) => r.body)).toEqual([message]);
  });

  it('rejects with the API error of a refusal', async () => {
    api.route('POST /api/contact', apiError(429, 'RATE_LIMITED', 'Too many messages from your network.'));
    const { wrapper } = hookHarness(api.url);
    const { result } = renderHook(() => useSendContactMessage(), { wrapper });
    result.current.mutate(message);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.status).toBe(429);
  });
});
