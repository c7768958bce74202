import type { Database } from '../../db/create-database';
import { PublishableKeyModel } from '../../models/publishable-key';

/**
 * Whether some active key names this exact origin: only then does a browser on that origin get CORS answers (its
 * preflights, and the refusal of a key that does not check out), so every other site is refused by the browser itself.
 */
export async function originHasActiveKey(db: Database, origin: string): Promise<boolean> {
  const found = await PublishableKeyModel.query(db)
    .whereNull('revokedAt')
    .whereRaw('origins @> ?::jsonb', [JSON.stringify([origin])])
    .select('id')
    .first();
  return found !== undefined;
}
