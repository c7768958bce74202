import type { UseMutationResult } from '@tanstack/react-query';
import { isApiError } from '@verbatim/core-sdk';
import type { NewsletterMessageResponse } from '@verbatim/core-sdk/contracts';
import { useEffect, useRef } from 'react';

export type NewsletterLinkState =
  | { status: 'working' }
  | { status: 'done'; message: string }
  /** The server refused the link (unknown, expired, malformed), or the address had no token at all. */
  | { status: 'invalid'; message: string | null }
  /** Nothing answered, or the server failed: not a verdict on the link, so the person can try again. */
  | { status: 'unreachable'; retry: () => void };

type LinkMutation = UseMutationResult<NewsletterMessageResponse, Error, { token: string }>;

/** A refusal about the link itself, in the API's own words; anything else (5xx, 429, a proxy's page) is worth retrying. */
function refusesTheLink(error: unknown): string | null | false {
  if (!isApiError(error) || error.status >= 500 || error.status === 429 || error.code.startsWith('HTTP_')) return false;
  return error.serverMessage || null;
}

/**
 * Follows a newsletter e-mail's link: sends its token once when the page opens (React's second effect in development
 * does not send it again; both calls are idempotent on the server anyway) and says how it went.
 */
export function useNewsletterLink(token: string | null, mutation: LinkMutation): NewsletterLinkState {
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token) return { status: 'invalid', message: null };
  if (mutation.isSuccess) return { status: 'done', message: mutation.data.message };
  if (mutation.isError) {
    const refusal = refusesTheLink(mutation.error);
    if (refusal !== false) return { status: 'invalid', message: refusal };
    return { status: 'unreachable', retry: () => mutate({ token }) };
  }
  return { status: 'working' };
}
