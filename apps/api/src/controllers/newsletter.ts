import {
  endpoints,
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_SUBSCRIBE_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { limitPerAddress } from '../http/rate-limit';
import { readOneClickUnsubscribe } from '../http/read-one-click-unsubscribe';
import { confirmNewsletterSubscription } from '../services/newsletter/confirm-newsletter-subscription';
import { NEWSLETTER_UNSUBSCRIBE_PAGE } from '../services/newsletter/issue-unsubscribe-link';
import { subscribeToNewsletter } from '../services/newsletter/subscribe-to-newsletter';
import { unsubscribeFromNewsletter } from '../services/newsletter/unsubscribe-from-newsletter';

/** The newsletter: subscribe, confirm by the e-mailed link (double opt-in) and unsubscribe. */
export const newsletterEndpoints: MountedEndpoint[] = [
  handle(
    endpoints.subscribeToNewsletter,
    async ({ body }, ctx) => {
      await subscribeToNewsletter(ctx.deps, body);
      // The same words whatever the address's state, so the answer never says who is subscribed.
      return { message: NEWSLETTER_SUBSCRIBE_MESSAGE };
    },
    // Counted before the body is read: every attempt may mail someone.
    { before: [limitPerAddress('newsletterPerAddress')] },
  ),
  handle(endpoints.confirmNewsletterSubscription, async ({ body }, ctx) => {
    await confirmNewsletterSubscription(ctx.deps, body.token);
    return { message: NEWSLETTER_CONFIRMED_MESSAGE };
  }),
  handle(endpoints.unsubscribeFromNewsletter, async ({ body }, ctx) => {
    await unsubscribeFromNewsletter(ctx.deps, body.token);
    return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
  }),
  handle(endpoints.oneClickUnsubscribeFromNewsletter, async ({ query }, ctx) => {
    await readOneClickUnsubscribe(ctx);
    await unsubscribeFromNewsletter(ctx.deps, query.token);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = NEWSLETTER_UNSUBSCRIBED_MESSAGE;
    return undefined;
  }),
  handle(endpoints.goToNewsletterUnsubscribePage, ({ query }, ctx) => {
    ctx.redirect(`${NEWSLETTER_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(query.token)}`);
    return undefined;
  }),
];
