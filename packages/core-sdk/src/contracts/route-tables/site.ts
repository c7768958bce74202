import type { HttpMethod } from '../routes';

/** The public site's calls: the contact form. Spread into the route table of routes.ts. */
export const siteRoutes = {
  sendContactMessage: ['POST', '/api/contact'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
