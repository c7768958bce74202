import type { AppDeps } from '../../deps';
import { createToken, hashToken } from '../../lib/tokens';
import { NEWSLETTER_CONFIRM_DAYS, newsletterAlreadySubscribedEmail, newsletterConfirmationEmail } from '../mail/newsletter-emails';
import { withListUnsubscribe } from '../mail/unsubscribe-link';
import { issueUnsubscribeLink } from './issue-unsubscribe-link';
import { type NewsletterSubscriptionRow, newsletterSubscriptions } from './newsletter-subscription-row';

const CONFIRM_TOKEN_LIFETIME_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000;

export interface NewsletterSubscribeInput {
  /** Checked and trimmed by the contract. */
  email: string;
  source?: string | undefined;
}

/** What happened, for tests and logs; the caller answers the same whatever it is. */
export type NewsletterSubscribeOutcome = 'confirmation-sent' | 'already-subscribed';

/**
 * Asks the address's owner to confirm (double opt-in): a new or pending address, or one that unsubscribed, gets a
 * fresh confirmation link (an older link of the same address stops working), and nothing else changes until it is
 * followed. An address already confirmed gets a note saying so, with an unsubscribe link, so the "check your inbox"
 * the site shows is true either way. Every request counts against the address's own limit first, whoever sends
 * it, so nobody can fill a stranger's inbox with our e-mails. The e-mail is queued in the same transaction.
 */
export async function subscribeToNewsletter(deps: AppDeps, input: NewsletterSubscribeInput): Promise<NewsletterSubscribeOutcome> {
  await deps.rateLimits.newsletterPerEmail.consume(input.email.toLowerCase());
  return deps.db.transaction(async (trx) => {
    const now = deps.now();
    // Insert-or-nothing first, then lock: two requests for a new address cannot both insert, and both find the row.
    await trx.raw(
      'insert into newsletter_subscriptions (email, status, source, created_at, updated_at) values (?, ?, ?, ?, ?) on conflict ((lower(email))) do nothing',
      [input.email, 'pending', input.source || null, now, now],
    );
    const row = (await newsletterSubscriptions(trx)
      .whereRaw('lower(email) = lower(?)', [input.email])
      .forUpdate()
      .first()) as NewsletterSubscriptionRow;

    if (row.status === 'confirmed') {
      const unsubscribeLink = await issueUnsubscribeLink(deps, trx, row.id);
      await deps.jobs.enqueueEmail(
        trx,
        withListUnsubscribe(newsletterAlreadySubscribedEmail(row.email, unsubscribeLink.url), unsubscribeLink),
      );
      return 'already-subscribed';
    }

    const token = createToken();
    await newsletterSubscriptions(trx)
      .where({ id: row.id })
      .update({
        status: 'pending',
        source: input.source || row.source,
        confirmTokenHash: hashToken(token),
        confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_LIFETIME_MS),
        updatedAt: now,
      });
    const confirmLink = `${deps.config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    await deps.jobs.enqueueEmail(trx, newsletterConfirmationEmail(row.email, confirmLink));
    return 'confirmation-sent';
  });
}
