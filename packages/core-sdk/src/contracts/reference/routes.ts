import type { HttpMethod } from '../http-method';

/**
 * This API's reference: the OpenAPI document and the page that renders it. Spread into the route table of ../routes.ts.
 */
export const referenceRoutes = {
  openApiDocument: ['GET', '/api/openapi.json'],
  apiReference: ['GET', '/api/docs'],
  apiReferenceAsset: ['GET', '/api/docs/assets/:file'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
