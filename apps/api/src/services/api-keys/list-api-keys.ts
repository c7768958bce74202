import type { ApiKey } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ApiKeyModel } from '../../models/api-key';
import { presentApiKey } from './present-api-key';

/** The caller's working secret keys, newest first; revoked ones are gone from the list. */
export async function listApiKeys(deps: AppDeps, userId: string): Promise<ApiKey[]> {
  const keys = await ApiKeyModel.query(deps.db)
    .where({ userId })
    .whereNull('revokedAt')
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return keys.map(presentApiKey);
}
