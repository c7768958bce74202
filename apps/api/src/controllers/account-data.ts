import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { limitPerAddress } from '../http/rate-limit';
import { readOneClickUnsubscribe } from '../http/read-one-click-unsubscribe';
import { clearSessionCookie } from '../http/session-cookie';
import { cancelAccountDeletion, DELETION_CANCELLED_MESSAGE } from '../services/account-data/cancel-account-deletion';
import { describeAccountDeletion } from '../services/account-data/describe-account-deletion';
import { findDownloadableExport } from '../services/account-data/find-downloadable-export';
import { listAccountExports } from '../services/account-data/list-account-exports';
import { requestAccountDeletion } from '../services/account-data/request-account-deletion';
import { startAccountExport } from '../services/account-data/start-account-export';
import { turnOffNotification } from '../services/notifications/turn-off-notification';
import { NOTIFICATION_UNSUBSCRIBE_PAGE } from '../services/notifications/unsubscribe-links';
import { contentDisposition } from '../services/storage/object-storage';

/** A person's data: the export ZIP, account deletion and the unsubscribe links of e-mails. */
export const accountDataEndpoints: MountedEndpoint[] = [
  handle(endpoints.startAccountExport, ({ user }, ctx) =>
    startAccountExport(ctx.deps, user.id, () => ctx.deps.rateLimits.accountExportsPerAccount.consume(user.id)),
  ),
  handle(endpoints.listAccountExports, async ({ user }, ctx) => ({ items: await listAccountExports(ctx.deps, user.id) })),
  handle(endpoints.downloadAccountExport, async ({ user, params }, ctx) => {
    const file = await findDownloadableExport(ctx.deps, user.id, params.exportId);
    ctx.type = 'application/zip';
    ctx.set('Content-Disposition', contentDisposition(file.fileName));
    // Everything of a person's: no cache may keep a copy.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.length = file.size;
    ctx.body = await ctx.deps.storage.read(file.key);
    return undefined;
  }),
  handle(endpoints.getAccountDeletion, ({ user }, ctx) => describeAccountDeletion(ctx.deps, user)),
  handle(endpoints.requestAccountDeletion, async ({ user, body }, ctx) => {
    const scheduled = await requestAccountDeletion(ctx.deps, user, body, ctx.ip || null);
    // Its sessions are gone already; the browser forgets its cookie too.
    clearSessionCookie(ctx);
    ctx.state.user = null;
    ctx.state.sessionToken = null;
    return scheduled;
  }),
  handle(
    endpoints.cancelAccountDeletion,
    async ({ body }, ctx) => {
      await cancelAccountDeletion(ctx.deps, body.token);
      return { success: true as const, message: DELETION_CANCELLED_MESSAGE };
    },
    { before: [limitPerAddress('accountLinksPerAddress')] },
  ),
  handle(
    endpoints.unsubscribeFromNotifications,
    async ({ body }, ctx) => ({ success: true as const, ...(await turnOffNotification(ctx.deps, body.token)) }),
    { before: [limitPerAddress('accountLinksPerAddress')] },
  ),
  // Not limited per address: mail providers post every reader's unsubscribe from a few servers of theirs, and the
  // token (256 random bits) cannot be guessed anyway.
  handle(endpoints.oneClickUnsubscribeFromNotifications, async ({ query }, ctx) => {
    await readOneClickUnsubscribe(ctx);
    const { message } = await turnOffNotification(ctx.deps, query.token);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = message;
    return undefined;
  }),
  handle(endpoints.goToUnsubscribePage, ({ query }, ctx) => {
    ctx.redirect(`${NOTIFICATION_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(query.token)}`);
    return undefined;
  }),
];
