import { z } from 'zod';
import { requiredText, successResponseSchema } from '../common';
import { apiKeyScopes, SECRET_KEY_NAME_MAX } from '../constants';

export const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: `Each scope must be one of ${apiKeyScopes.join(', ')}` });

/** What the owner chooses when making a secret key: a name to tell it apart, and what it may do. */
export const createApiKeyRequestSchema = z.object({
  name: requiredText('Give the key a name', SECRET_KEY_NAME_MAX),
  scopes: z
    .array(apiKeyScopeSchema, { error: 'scopes must be a list of scopes' })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A secret key as its owner lists it: never its secret, only its prefix. */
export const apiKeySchema = z.object({
  /** The public key id (the part of the key between `vbsk_` and the secret). */
  id: z.string(),
  name: z.string(),
  /** `vbsk_<id>_…`: enough to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A new key with its whole text (`key`), shown this once: only a hash of it is kept. */
export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  key: z.string(),
  createdAt: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** The caller's working keys, newest first (a revoked key is gone from the list). */
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const revokeApiKeyResponseSchema = successResponseSchema;
export type RevokeApiKeyResponse = z.infer<typeof revokeApiKeyResponseSchema>;
