import type { PublishableKey } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { PublishableKeyModel } from '../../models/publishable-key';
import { minutesTodayByKey } from './key-minutes-today';
import { presentPublishableKey } from './present-publishable-key';

/** The caller's keys, newest first, revoked ones included, each with the minutes it brought today (UTC). */
export async function listPublishableKeys(deps: AppDeps, userId: string): Promise<PublishableKey[]> {
  const keys = await PublishableKeyModel.query(deps.db)
    .where({ userId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  const minutes = await minutesTodayByKey(
    deps.db,
    keys.map((key) => key.id),
    deps.now(),
  );
  return keys.map((key) => presentPublishableKey(key, minutes.get(key.id) ?? 0));
}
