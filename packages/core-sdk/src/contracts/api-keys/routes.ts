import type { HttpMethod } from '../http-method';

/** The owner's secret API keys for their backends. Spread into the route table of ../routes.ts. */
export const apiKeyRoutes = {
  listApiKeys: ['GET', '/api/api-keys'],
  createApiKey: ['POST', '/api/api-keys'],
  revokeApiKey: ['DELETE', '/api/api-keys/:id'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
