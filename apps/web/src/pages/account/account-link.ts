import { isApiError } from '@verbatim/core-sdk';

/** Where following an e-mailed account link stands. */
export type AccountLinkState =
  | { status: 'ready' }
  | { status: 'working' }
  | { status: 'done'; message: string }
  /** The server refused the link (unknown, used, malformed), or the address had no token at all. */
  | { status: 'invalid'; message: string | null }
  /** Nothing answered, or the server failed: not a verdict on the link, so the person can try again. */
  | { status: 'unreachable' };

/** The API's words when it refused the link itself; false for anything worth trying again (5xx, 429, no answer). */
export function linkRefusal(error: unknown): string | null | false {
  if (!isApiError(error) || error.status >= 500 || error.status === 429 || error.code.startsWith('HTTP_')) return false;
  return error.serverMessage || null;
}

interface LinkMutation {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: { message: string } | undefined;
  error: unknown;
}

/** The state of an account link's call, from its mutation (and whether the address carries a token at all). */
export function accountLinkState(token: string | null, mutation: LinkMutation): AccountLinkState {
  if (!token) return { status: 'invalid', message: null };
  if (mutation.isSuccess && mutation.data) return { status: 'done', message: mutation.data.message };
  if (mutation.isError) {
    const refusal = linkRefusal(mutation.error);
    return refusal === false ? { status: 'unreachable' } : { status: 'invalid', message: refusal };
  }
  return mutation.isPending ? { status: 'working' } : { status: 'ready' };
}
