import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { createApiKey } from '../services/api-keys/create-api-key';
import { listApiKeys } from '../services/api-keys/list-api-keys';
import { revokeApiKey } from '../services/api-keys/revoke-api-key';

/** The owner's side of secret API keys: make (the whole key shown this once), list and revoke. */
export const apiKeyEndpoints = [
  handle(endpoints.listApiKeys, async ({ user }, ctx) => ({ items: await listApiKeys(ctx.deps, user.id) })),
  handle(endpoints.createApiKey, async ({ user, body }, ctx) => createApiKey(ctx.deps, user.id, body)),
  handle(endpoints.revokeApiKey, async ({ user, params }, ctx) => {
    await revokeApiKey(ctx.deps, user.id, params.id);
    return { success: true as const, message: 'The key no longer works.' };
  }),
];
