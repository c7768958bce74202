import { type ApiKeyScope, type CreatedApiKey, SECRET_KEY_PREFIX, SECRET_KEYS_MAX } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { randomBase62 } from '../../lib/random-base62';
import { ApiKeyModel } from '../../models/api-key';
import { hashApiKey } from './hash-api-key';

/**
 * Makes a secret key for the caller: `vbsk_<16 random characters>_<32 random characters>` (about 190 bits of secret).
 * The whole key is returned this once; only its SHA-256 is kept. An account holds at most SECRET_KEYS_MAX working
 * keys; the count and the insert are one step under the account's lock, so two requests at once cannot both pass.
 */
export async function createApiKey(
  deps: AppDeps,
  userId: string,
  choices: { name: string; scopes: ApiKeyScope[] },
): Promise<CreatedApiKey> {
  const keyId = randomBase62(16);
  const text = `${SECRET_KEY_PREFIX}${keyId}_${randomBase62(32)}`;
  const key = await deps.db.transaction(async (trx) => {
    const owner = await trx('users').where({ id: userId }).forUpdate().first('id');
    if (!owner) throw new NotFoundError('No such account.');
    const active = await ApiKeyModel.query(trx).where({ userId }).whereNull('revokedAt').resultSize();
    if (active >= SECRET_KEYS_MAX) {
      throw new ConflictError(`An account can hold at most ${SECRET_KEYS_MAX} secret keys. Revoke one you no longer use first.`);
    }
    return ApiKeyModel.query(trx).insertAndFetch({
      userId,
      keyId,
      secretHash: hashApiKey(text),
      name: choices.name,
      scopes: choices.scopes,
      createdAt: deps.now(),
    });
  });
  return { id: key.keyId, name: key.name, scopes: key.scopes, key: text, createdAt: new Date(key.createdAt).toISOString() };
}
