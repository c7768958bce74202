import type { NotificationKind } from '@verbatim/core-sdk/contracts';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { createToken, hashToken } from '../../lib/tokens';

/**
 * A new unsubscribe link for one person and one kind of e-mail. The token is random and only its hash is kept, so
 * the link works whatever secrets the servers hold, and a leaked table cannot unsubscribe anyone.
 */
export async function createUnsubscribeLink(deps: AppDeps, userId: string, kind: NotificationKind, db: Knex = deps.db): Promise<string> {
  const token = createToken();
  await db('notification_unsubscribe_tokens').insert({ tokenHash: hashToken(token), userId, kind, createdAt: deps.now() });
  return `${deps.config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}
