import { z } from 'zod';

/**
 * The OpenAPI document the API answers at /api/openapi.json. Only its frame is checked: the generator builds the
 * rest from the endpoint definitions, and OpenAPI's own schema is the authority on what it may hold.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
