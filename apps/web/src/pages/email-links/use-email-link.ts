import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type EmailLinkCall, type EmailLinkSendsOn, type EmailLinkStateOf, emailLinkState } from './email-link-state';

export interface EmailLinkOptions<Sends extends EmailLinkSendsOn> {
  /** The page's mutation: its status says how the link went. */
  call: EmailLinkCall;
  /** Sends the link's token with that mutation, in whatever shape its request takes. */
  send: (token: string) => void;
  sendsOn: Sends;
}

/** The token of the link that opened the page (`?token=…`), or null when the address has none. */
function useLinkToken(): string | null {
  const [params] = useSearchParams();
  return params.get('token')?.trim() || null;
}

/**
 * Follows the e-mail's link that opened the page. A link that acts on opening sends its token once per token: React's
 * second effect in development does not send it again (each call is idempotent on the server anyway). The state
 * carries the next step: `send` while a link waits for a click, `retry` when the server could not be reached.
 */
export function useEmailLink<Sends extends EmailLinkSendsOn>({ call, send, sendsOn }: EmailLinkOptions<Sends>): EmailLinkStateOf<Sends> {
  const token = useLinkToken();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sendsOn !== 'open' || !token || sent.current === token) return;
    sent.current = token;
    send(token);
  }, [token, send, sendsOn]);

  // emailLinkState answers 'ready' only for a link that waits for a click.
  return emailLinkState(token, call, send, sendsOn) as EmailLinkStateOf<Sends>;
}
