import { type NotificationKind, UNSUBSCRIBED_MESSAGES } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { hashToken, hasTokenShape } from '../../lib/tokens';
import { notificationToggles } from './notification-kinds';

const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid. You can choose which e-mails you get in Settings.';

/**
 * Turns off the one kind of e-mail an unsubscribe link names, for the person it names; again is fine. A person
 * without a settings row gets one with the defaults and that toggle off.
 */
export async function turnOffNotification(deps: AppDeps, token: string): Promise<{ kind: NotificationKind; message: string }> {
  if (!hasTokenShape(token)) throw new AppError(400, 'INVALID_UNSUBSCRIBE_TOKEN', INVALID_UNSUBSCRIBE_LINK);
  const link = (await deps
    .db('notification_unsubscribe_tokens')
    .where({ tokenHash: hashToken(token) })
    .first()) as { userId: string; kind: NotificationKind } | undefined;
  if (!link) throw new AppError(400, 'INVALID_UNSUBSCRIBE_TOKEN', INVALID_UNSUBSCRIBE_LINK);
  const { column } = notificationToggles[link.kind];
  // One statement, so that it cannot race a settings save into a duplicate row.
  await deps.db.raw(
    `insert into user_preferences (user_id, ${column}, updated_at) values (?, false, ?)
     on conflict (user_id) do update set ${column} = false, updated_at = excluded.updated_at`,
    [link.userId, deps.now()],
  );
  return { kind: link.kind, message: UNSUBSCRIBED_MESSAGES[link.kind] };
}
