import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { ApiKeyModel } from '../../models/api-key';

const KEY_ID = /^[A-Za-z0-9]{16}$/;
const KEY_NOT_FOUND = 'Secret key not found.';

/**
 * Stops one of the caller's secret keys from working, from the next request on (every request reads the key's row).
 * Revoking it again keeps the first time, so a retried request succeeds; another user's key answers the same 404 as a
 * missing one.
 */
export async function revokeApiKey(deps: AppDeps, userId: string, keyId: string): Promise<void> {
  if (!KEY_ID.test(keyId)) throw new NotFoundError(KEY_NOT_FOUND);
  const key = await ApiKeyModel.query(deps.db).findOne({ keyId, userId });
  if (!key) throw new NotFoundError(KEY_NOT_FOUND);
  await ApiKeyModel.query(deps.db).findById(key.id).whereNull('revokedAt').patch({ revokedAt: deps.now() });
}
