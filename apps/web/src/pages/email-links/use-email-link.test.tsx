import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, NetworkError } from '@verbatim/core-sdk';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EmailLinkSendsOn } from './email-link-state';
import { useEmailLink } from './use-email-link';

const TOKEN = 'pGdZ0xq3bXW1r9vJb4m7kYcE2sT8uHnA6fL5oQiR0wz';
const DONE = { message: 'Done.' };

/**
 * The link's page at `path`, in StrictMode (effects run twice, as in development), with a call that answers each
 * send from `answers` in turn and records the token it was sent.
 */
function openLink(path: string, sendsOn: EmailLinkSendsOn, answers: Array<Error | { message: string }>) {
  const sent: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  const view = renderHook(
    () => {
      const call = useMutation({
        mutationFn: async ({ token }: { token: string }) => {
          const answer = answers[sent.length];
          sent.push(token);
          if (answer === undefined) throw new Error('More sends than the test expected.');
          if (answer instanceof Error) throw answer;
          return answer;
        },
      });
      return useEmailLink({ call, send: (token) => call.mutate({ token }), sendsOn });
    },
    { wrapper },
  );
  return { ...view, sent };
}

describe('useEmailLink', () => {
  it('sends the token once when the page opens, though React runs the effect twice, and says how it went', async () => {
    const { result, sent } = openLink(`/unsubscribe?token=%20${TOKEN}%20`, 'open', [DONE]);
    expect(result.current.status).toBe('working');
    await waitFor(() => expect(result.current).toEqual({ status: 'done', message: 'Done.' }));
    expect(sent).toEqual([TOKEN]);
  });

  it('waits for the click of a link that must not act when merely opened', async () => {
    const { result, sent } = openLink(`/account/restore?token=${TOKEN}`, 'click', [DONE]);
    await act(async () => {});
    expect(result.current.status).toBe('ready');
    expect(sent).toEqual([]);

    const { current } = result;
    if (current.status !== 'ready') throw new Error('The link should wait for a click.');
    act(() => current.send());
    await waitFor(() => expect(result.current).toEqual({ status: 'done', message: 'Done.' }));
    expect(sent).toEqual([TOKEN]);
  });

  it('offers to send again when the server could not be reached, and only then', async () => {
    const { result, sent } = openLink(`/unsubscribe?token=${TOKEN}`, 'open', [new NetworkError('Failed to fetch'), DONE]);
    await waitFor(() => expect(result.current.status).toBe('unreachable'));
    expect(sent).toEqual([TOKEN]);

    const { current } = result;
    if (current.status !== 'unreachable') throw new Error('The link should offer to try again.');
    act(() => current.retry());
    await waitFor(() => expect(result.current).toEqual({ status: 'done', message: 'Done.' }));
    expect(sent).toEqual([TOKEN, TOKEN]);
  });

  it("calls a refused link invalid in the API's words, with nothing to try again", async () => {
    const refused = new ApiError('400: This link is invalid.', 400, 'INVALID_TOKEN', 'This link is invalid.');
    const { result } = openLink(`/unsubscribe?token=${TOKEN}`, 'open', [refused]);
    await waitFor(() => expect(result.current).toEqual({ status: 'invalid', message: 'This link is invalid.' }));
  });

  it.each<EmailLinkSendsOn>(['open', 'click'])(
    'calls an address without a token invalid and sends nothing (sends on %s)',
    async (sendsOn) => {
      const { result, sent } = openLink('/unsubscribe?token=%20', sendsOn, []);
      await act(async () => {});
      expect(result.current).toEqual({ status: 'invalid', message: null });
      expect(sent).toEqual([]);
    },
  );
});
