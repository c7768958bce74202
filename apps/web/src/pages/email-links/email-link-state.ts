import { isApiError } from '@verbatim/core-sdk';

/** Where following an e-mail's link stands. */
export type EmailLinkState =
  /** The link waits for the person's click before it acts; `send` is that click. */
  | { status: 'ready'; send: () => void }
  | { status: 'working' }
  | { status: 'done'; message: string }
  /** The server refused the link (unknown, used, expired, malformed), or the address had no token at all. */
  | { status: 'invalid'; message: string | null }
  /** Nothing answered, or the server failed: not a verdict on the link, so the person can try again. */
  | { status: 'unreachable'; retry: () => void };

/** When a link acts: as soon as its page opens, or only when the person asks (a mail scanner opens links too). */
export type EmailLinkSendsOn = 'open' | 'click';

/** The states a page can be in: one whose link sends on opening never waits for a click. */
export type EmailLinkStateOf<Sends extends EmailLinkSendsOn> = Sends extends 'open'
  ? Exclude<EmailLinkState, { status: 'ready' }>
  : EmailLinkState;

/** The call a link's page makes, as TanStack Query's `useMutation` reports it, whatever its variables look like. */
export interface EmailLinkCall {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: { message: string } | undefined;
  error: unknown;
}

/**
 * The API's words when it refused the link itself; null when it refused it without words; false for anything worth
 * trying again (no answer, a 5xx, a 429, or a page that is not the API's own, such as a proxy's).
 */
export function linkRefusal(error: unknown): string | null | false {
  if (!isApiError(error) || error.status >= 500 || error.status === 429 || error.code.startsWith('HTTP_')) return false;
  return error.serverMessage || null;
}

/** The state of a link's page, from the token in its address, its call, and how to send the token. */
export function emailLinkState(
  token: string | null,
  call: EmailLinkCall,
  send: (token: string) => void,
  sendsOn: EmailLinkSendsOn,
): EmailLinkState {
  if (!token) return { status: 'invalid', message: null };
  if (call.isSuccess && call.data) return { status: 'done', message: call.data.message };
  if (call.isError) {
    const refusal = linkRefusal(call.error);
    return refusal === false ? { status: 'unreachable', retry: () => send(token) } : { status: 'invalid', message: refusal };
  }
  // Before the first send's effect has run, a link that sends on opening is already as good as working.
  if (call.isPending || sendsOn === 'open') return { status: 'working' };
  return { status: 'ready', send: () => send(token) };
}
