import type { HttpMethod } from '../routes';

/** The public site's calls: the contact form and the support address. Spread into the route table of routes.ts. */
export const siteRoutes = {
  sendContactMessage: ['POST', '/api/contact'],
  getContactDetails: ['GET', '/api/contact'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
