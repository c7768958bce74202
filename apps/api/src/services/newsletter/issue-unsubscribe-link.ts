import { routes } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { createToken, hashToken } from '../../lib/tokens';
import type { UnsubscribeLink } from '../mail/unsubscribe-link';

/** The web app's page of a newsletter e-mail's unsubscribe link (`?token=`). */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/**
 * A new unsubscribe link for one e-mail to a confirmed subscriber: the page for the e-mail's text, and the one-click
 * URL of its List-Unsubscribe header, both with the same token. Each e-mail gets its own token and any of them works
 * for ever, so a link in an old e-mail still unsubscribes; only the token's hash is kept.
 */
export async function issueUnsubscribeLink(deps: AppDeps, db: Database, subscriptionId: string): Promise<UnsubscribeLink> {
  const token = createToken();
  await db('newsletter_unsubscribe_tokens').insert({ tokenHash: hashToken(token), subscriptionId, createdAt: deps.now() });
  const query = `?token=${encodeURIComponent(token)}`;
  const { publicUrl } = deps.config;
  return {
    url: `${publicUrl}${NEWSLETTER_UNSUBSCRIBE_PAGE}${query}`,
    oneClickUrl: `${publicUrl}${routes.oneClickUnsubscribeFromNewsletter.path}${query}`,
  };
}
