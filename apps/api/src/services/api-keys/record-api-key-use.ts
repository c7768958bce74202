import type { Database } from '../../db/create-database';
import { ApiKeyModel } from '../../models/api-key';

/** How stale "last used" may get: a busy key is written at most once a minute, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

/** Notes that the key was just used, for its owner's list; a write only when the last note is a minute old. */
export async function recordApiKeyUse(db: Database, key: ApiKeyModel, now: Date): Promise<void> {
  if (key.lastUsedAt !== null && now.getTime() - new Date(key.lastUsedAt).getTime() < LAST_USED_PRECISION_MS) return;
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  // Conditional, so that several processes noticing the same stale note write it once.
  await ApiKeyModel.query(db)
    .findById(key.id)
    .where((where) => where.whereNull('lastUsedAt').orWhere('lastUsedAt', '<', staleBefore))
    .patch({ lastUsedAt: now });
}
