import type { HttpMethod } from '../http-method';

/** Whether the server is up, and ready for a load balancer. Spread into the route table of ../routes.ts. */
export const healthRoutes = {
  health: ['GET', '/api/health'],
  healthReady: ['GET', '/api/health/ready'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
