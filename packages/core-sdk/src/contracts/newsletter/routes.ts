import type { HttpMethod } from '../http-method';

/** The newsletter's calls: subscribe, confirm (double opt-in) and unsubscribe. Spread into the route table of ../routes.ts. */
export const newsletterRoutes = {
  subscribeToNewsletter: ['POST', '/api/newsletter/subscribe'],
  confirmNewsletterSubscription: ['POST', '/api/newsletter/confirm'],
  unsubscribeFromNewsletter: ['POST', '/api/newsletter/unsubscribe'],
  // The List-Unsubscribe URL of newsletter e-mails: mail providers POST to it; a GET only leads to the page.
  oneClickUnsubscribeFromNewsletter: ['POST', '/api/newsletter/unsubscribe/one-click'],
  goToNewsletterUnsubscribePage: ['GET', '/api/newsletter/unsubscribe/one-click'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
