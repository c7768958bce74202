import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import { apiKeyListSchema, createApiKeyRequestSchema, createdApiKeySchema, revokeApiKeyResponseSchema } from './schemas';

/**
 * The owner's side of secret API keys: make, list, revoke. Session only (no scope): a key can never make or revoke keys.
 * Spread into `endpoints` (../endpoints.ts).
 */
export const apiKeyEndpoints = {
  listApiKeys: defineEndpoint(routes.listApiKeys, {
    access: 'user',
    tag: 'api-keys',
    summary: "The caller's secret API keys, newest first: name, prefix, scopes, when made and last used; never the secret.",
    responses: { 200: apiKeyListSchema },
  }),
  createApiKey: defineEndpoint(routes.createApiKey, {
    access: 'user',
    tag: 'api-keys',
    summary: 'Makes a secret API key (`vbsk_…`) with the scopes given; the answer holds the whole key, this once.',
    body: createApiKeyRequestSchema,
    failures: { 409: 'The account already holds the most secret keys it may (20); revoke one first.' },
    responses: { 201: createdApiKeySchema },
  }),
  revokeApiKey: defineEndpoint(routes.revokeApiKey, {
    access: 'user',
    tag: 'api-keys',
    summary: 'Revokes a secret API key: every request with it is refused from the next one on.',
    responses: { 200: revokeApiKeyResponseSchema },
  }),
} as const;
