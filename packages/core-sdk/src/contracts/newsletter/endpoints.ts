import { bytes, defineEndpoint, fileAnswer, redirectAnswer } from '../endpoint';
import { routes } from '../routes';
import {
  newsletterConfirmRequestSchema,
  newsletterMessageResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from './schemas';

/** The newsletter: subscribe, confirm (double opt-in) and unsubscribe. Spread into `endpoints` (../endpoints.ts). */
export const newsletterEndpoints = {
  subscribeToNewsletter: defineEndpoint(routes.subscribeToNewsletter, {
    access: 'public',
    tag: 'newsletter',
    summary:
      'Asks for the newsletter: a confirmation link is e-mailed unless the address is already confirmed. The answer is the same either way, so it never tells whether an address is subscribed.',
    body: newsletterSubscribeRequestSchema,
    failures: { 429: 'Too many requests from this address, or for this e-mail address.' },
    responses: { 200: newsletterMessageResponseSchema },
  }),
  confirmNewsletterSubscription: defineEndpoint(routes.confirmNewsletterSubscription, {
    access: 'public',
    tag: 'newsletter',
    summary:
      "Confirms a subscription with the token of the confirmation e-mail's link; a welcome e-mail with the unsubscribe link follows.",
    body: newsletterConfirmRequestSchema,
    failures: { 400: 'The token is unknown, used or expired (INVALID_NEWSLETTER_TOKEN).' },
    responses: { 200: newsletterMessageResponseSchema },
  }),
  unsubscribeFromNewsletter: defineEndpoint(routes.unsubscribeFromNewsletter, {
    access: 'public',
    tag: 'newsletter',
    summary: 'Unsubscribes with the token of the unsubscribe link every newsletter e-mail carries; doing it again is fine.',
    body: newsletterUnsubscribeRequestSchema,
    failures: { 400: 'The token is unknown (INVALID_NEWSLETTER_TOKEN).' },
    responses: { 200: newsletterMessageResponseSchema },
  }),
  oneClickUnsubscribeFromNewsletter: defineEndpoint(routes.oneClickUnsubscribeFromNewsletter, {
    access: 'public',
    tag: 'newsletter',
    summary:
      "The List-Unsubscribe URL of newsletter e-mails, for the mail program's own Unsubscribe button (one-click, RFC 8058): unsubscribes as the e-mail's link does; doing it again is fine. Taken from any origin, without a session.",
    query: newsletterUnsubscribeRequestSchema,
    body: bytes('The form List-Unsubscribe=One-Click (multipart/form-data is taken too).', 'application/x-www-form-urlencoded'),
    // Mail providers post it from their servers or from their webmail page, whose origin is theirs.
    anyOrigin: true,
    failures: {
      400: 'The token is unknown (INVALID_NEWSLETTER_TOKEN), or the body is not List-Unsubscribe=One-Click (BAD_REQUEST).',
      415: 'The body is not a form (UNSUPPORTED_MEDIA_TYPE).',
    },
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'One sentence saying the address is unsubscribed.') },
  }),
  goToNewsletterUnsubscribePage: defineEndpoint(routes.goToNewsletterUnsubscribePage, {
    access: 'public',
    tag: 'newsletter',
    summary:
      'The List-Unsubscribe URL opened in a browser, or fetched by a link scanner: unsubscribes nothing, and leads to the page of the same unsubscribe link.',
    query: newsletterUnsubscribeRequestSchema,
    responses: { 302: redirectAnswer('To /newsletter/unsubscribe?token=…, the page the link in the e-mail opens.') },
  }),
} as const;
