import { PUBLISHABLE_KEY_PREFIX, PUBLISHABLE_KEYS_MAX, type WidgetKind, widgetKinds } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { randomBase62 } from '../../lib/random-base62';
import { PublishableKeyModel } from '../../models/publishable-key';
import { hashPublishableKey } from './hash-publishable-key';

/** What the owner chose, as the contract's schema leaves it (origins normalised and deduplicated). */
export interface PublishableKeyChoices {
  name: string;
  origins: string[];
  widgets?: WidgetKind[] | undefined;
  minutesPerDay?: number | null | undefined;
  maxFileBytes?: number | null | undefined;
  returnText?: boolean | undefined;
}

/**
 * Makes a key for the caller: `vbpk_<16 random characters>_<32 random characters>` (about 190 bits of secret). The
 * whole key is returned this once; only its SHA-256 is kept. An account holds at most PUBLISHABLE_KEYS_MAX active
 * keys; the count and the insert are one step under the account's lock, so two requests at once cannot both pass.
 */
export async function createPublishableKey(deps: AppDeps, userId: string, choices: PublishableKeyChoices) {
  const keyId = randomBase62(16);
  const text = `${PUBLISHABLE_KEY_PREFIX}${keyId}_${randomBase62(32)}`;
  const key = await deps.db.transaction(async (trx) => {
    const owner = await trx('users').where({ id: userId }).forUpdate().first('id');
    if (!owner) throw new NotFoundError('No such account.');
    const active = await PublishableKeyModel.query(trx).where({ userId }).whereNull('revokedAt').resultSize();
    if (active >= PUBLISHABLE_KEYS_MAX) {
      throw new ConflictError(
        `An account can hold at most ${PUBLISHABLE_KEYS_MAX} active publishable keys. Revoke one you no longer use first.`,
      );
    }
    return PublishableKeyModel.query(trx).insertAndFetch({
      userId,
      keyId,
      secretHash: hashPublishableKey(text),
      name: choices.name,
      origins: choices.origins,
      widgets: choices.widgets ?? [...widgetKinds],
      minutesPerDay: choices.minutesPerDay ?? null,
      maxFileBytes: choices.maxFileBytes ?? null,
      returnText: choices.returnText ?? false,
      createdAt: deps.now(),
    });
  });
  return { key, secret: text };
}
