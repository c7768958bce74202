import type { HttpMethod } from '../http-method';

/** The signed-in user's record and dashboard figures. Spread into the route table of ../routes.ts. */
export const userRoutes = {
  getUser: ['GET', '/api/user'],
  getStats: ['GET', '/api/stats'],
  getUserStats: ['GET', '/api/user/stats'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
