import { PUBLISHABLE_KEY_PREFIX, type PublishableKey } from '@verbatim/core-sdk/contracts';
import { isoTime } from '../../lib/iso-time';
import type { PublishableKeyModel } from '../../models/publishable-key';

/** A key as its owner sees it in a list: never its secret, only enough of it to tell keys apart. */
export function presentPublishableKey(key: PublishableKeyModel, minutesToday: number): PublishableKey {
  return {
    id: key.keyId,
    name: key.name,
    preview: `${PUBLISHABLE_KEY_PREFIX}${key.keyId}_…`,
    origins: key.origins,
    widgets: key.widgets,
    minutesPerDay: key.minutesPerDay,
    maxFileBytes: key.maxFileBytes === null ? null : Number(key.maxFileBytes),
    returnText: key.returnText,
    createdAt: isoTime(key.createdAt) as string,
    revokedAt: isoTime(key.revokedAt),
    lastUsedAt: isoTime(key.lastUsedAt),
    minutesToday,
    active: key.revokedAt === null,
  };
}
