import type { HttpMethod } from '../http-method';

/**
 * The public site's calls: the contact form, the support address, and the ways to sign in. Spread into the route
 * table of ../routes.ts.
 */
export const siteRoutes = {
  sendContactMessage: ['POST', '/api/contact'],
  getContactDetails: ['GET', '/api/contact'],
  getSignInOptions: ['GET', '/api/auth/options'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
