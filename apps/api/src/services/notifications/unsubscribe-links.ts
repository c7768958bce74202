import { type NotificationKind, routes } from '@verbatim/core-sdk/contracts';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { createToken, hashToken } from '../../lib/tokens';
import type { UnsubscribeLink } from '../mail/unsubscribe-link';

/** The web app's page of a notification e-mail's unsubscribe link (`?token=`). */
export const NOTIFICATION_UNSUBSCRIBE_PAGE = '/unsubscribe';

/**
 * A new unsubscribe link for one person and one kind of e-mail: the page for the e-mail's text, and the one-click URL
 * of its List-Unsubscribe header, both with the same token. The token is random and only its hash is kept, so the
 * link works whatever secrets the servers hold, and a leaked table cannot unsubscribe anyone.
 */
export async function createUnsubscribeLink(
  deps: AppDeps,
  userId: string,
  kind: NotificationKind,
  db: Knex = deps.db,
): Promise<UnsubscribeLink> {
  const token = createToken();
  await db('notification_unsubscribe_tokens').insert({ tokenHash: hashToken(token), userId, kind, createdAt: deps.now() });
  const query = `?token=${encodeURIComponent(token)}`;
  const { publicUrl } = deps.config;
  return {
    url: `${publicUrl}${NOTIFICATION_UNSUBSCRIBE_PAGE}${query}`,
    oneClickUrl: `${publicUrl}${routes.oneClickUnsubscribeFromNotifications.path}${query}`,
  };
}
