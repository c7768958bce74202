import { NEWSLETTER_INVALID_UNSUBSCRIBE_LINK } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { hashToken, hasTokenShape } from '../../lib/tokens';
import { InvalidNewsletterTokenError } from './invalid-newsletter-token-error';
import { newsletterSubscriptions } from './newsletter-subscription-row';

/**
 * Unsubscribes the address an unsubscribe link was made for. Doing it again is fine and changes nothing. The
 * confirmation link still outstanding, if any, is voided, so an old confirmation e-mail cannot subscribe the address
 * again; only a new sign-up, confirmed again, can. An unknown link is 400 INVALID_NEWSLETTER_TOKEN.
 */
export async function unsubscribeFromNewsletter(deps: AppDeps, token: string): Promise<void> {
  if (!hasTokenShape(token)) throw new InvalidNewsletterTokenError(NEWSLETTER_INVALID_UNSUBSCRIBE_LINK);
  const link = (await deps
    .db('newsletter_unsubscribe_tokens')
    .where({ tokenHash: hashToken(token) })
    .first()) as { subscriptionId: string } | undefined;
  if (!link) throw new InvalidNewsletterTokenError(NEWSLETTER_INVALID_UNSUBSCRIBE_LINK);
  const now = deps.now();
  await newsletterSubscriptions(deps.db)
    .where({ id: link.subscriptionId })
    .whereNot({ status: 'unsubscribed' })
    .update({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null, updatedAt: now });
}
