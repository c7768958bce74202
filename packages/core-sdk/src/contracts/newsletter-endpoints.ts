import { defineEndpoint } from './endpoint';
import {
  newsletterConfirmRequestSchema,
  newsletterMessageResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from './newsletter';
import { routes } from './routes';

/** The newsletter: subscribe, confirm (double opt-in) and unsubscribe. Spread into `endpoints` (endpoints.ts). */
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
} as const;
