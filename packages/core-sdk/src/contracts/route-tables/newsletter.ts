import type { HttpMethod } from '../routes';

/** The newsletter's calls: subscribe, confirm (double opt-in) and unsubscribe. Spread into the route table of routes.ts. */
export const newsletterRoutes = {
  subscribeToNewsletter: ['POST', '/api/newsletter/subscribe'],
  confirmNewsletterSubscription: ['POST', '/api/newsletter/confirm'],
  unsubscribeFromNewsletter: ['POST', '/api/newsletter/unsubscribe'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
