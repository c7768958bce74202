import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { createPublishableKey } from '../services/publishable-keys/create-publishable-key';
import { listPublishableKeys } from '../services/publishable-keys/list-publishable-keys';
import { presentPublishableKey } from '../services/publishable-keys/present-publishable-key';
import { revokePublishableKey } from '../services/publishable-keys/revoke-publishable-key';

/** The owner's side of publishable keys: make (the whole key shown this once), list and revoke. */
export const publishableKeyEndpoints = [
  handle(endpoints.listPublishableKeys, async ({ user }, ctx) => ({ items: await listPublishableKeys(ctx.deps, user.id) })),
  handle(endpoints.createPublishableKey, async ({ user, body }, ctx) => {
    const { key, secret } = await createPublishableKey(ctx.deps, user.id, body);
    return { key: presentPublishableKey(key, 0), secret };
  }),
  handle(endpoints.revokePublishableKey, async ({ user, params }, ctx) => {
    await revokePublishableKey(ctx.deps, user.id, params.keyId);
    return { success: true as const, message: 'The key no longer works.' };
  }),
];
