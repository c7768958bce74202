import { NEWSLETTER_INVALID_CONFIRM_LINK } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { hashToken, hasTokenShape } from '../../lib/tokens';
import { newsletterWelcomeEmail } from '../mail/newsletter-emails';
import { withListUnsubscribe } from '../mail/unsubscribe-link';
import { InvalidNewsletterTokenError } from './invalid-newsletter-token-error';
import { issueUnsubscribeLink } from './issue-unsubscribe-link';
import { type NewsletterSubscriptionRow, newsletterSubscriptions } from './newsletter-subscription-row';

/**
 * Confirms the subscription whose confirmation link this is, and welcomes the subscriber with an unsubscribe link.
 * Following the link again while it works confirms nothing new and sends nothing, but says the same, so a second
 * click (or a mail program opening the link first) is not an error. An unknown, expired or superseded link, or one
 * whose address has since unsubscribed, is 400 INVALID_NEWSLETTER_TOKEN.
 */
export async function confirmNewsletterSubscription(deps: AppDeps, token: string): Promise<void> {
  if (!hasTokenShape(token)) throw new InvalidNewsletterTokenError(NEWSLETTER_INVALID_CONFIRM_LINK);
  await deps.db.transaction(async (trx) => {
    const now = deps.now();
    const row = (await newsletterSubscriptions(trx)
      .where({ confirmTokenHash: hashToken(token) })
      .forUpdate()
      .first()) as NewsletterSubscriptionRow | undefined;
    const expiresAt = row?.confirmTokenExpiresAt ? new Date(row.confirmTokenExpiresAt).getTime() : 0;
    if (!row || expiresAt <= now.getTime()) throw new InvalidNewsletterTokenError(NEWSLETTER_INVALID_CONFIRM_LINK);
    if (row.status === 'confirmed') return;

    await newsletterSubscriptions(trx)
      .where({ id: row.id })
      .update({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null, updatedAt: now });
    const unsubscribeLink = await issueUnsubscribeLink(deps, trx, row.id);
    await deps.jobs.enqueueEmail(trx, withListUnsubscribe(newsletterWelcomeEmail(row.email, unsubscribeLink.url), unsubscribeLink));
  });
}
