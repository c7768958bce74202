import { type ApiKey, SECRET_KEY_PREFIX } from '@verbatim/core-sdk/contracts';
import type { ApiKeyModel } from '../../models/api-key';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A key as its owner sees it in a list: never its secret, only enough of it to tell keys apart. */
export function presentApiKey(key: ApiKeyModel): ApiKey {
  return {
    id: key.keyId,
    name: key.name,
    prefix: `${SECRET_KEY_PREFIX}${key.keyId}_…`,
    scopes: key.scopes,
    createdAt: iso(key.createdAt) as string,
    lastUsedAt: iso(key.lastUsedAt),
  };
}
