import { successResponseSchema } from '../common';
import { ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_EXPORT_RETENTION_DAYS } from '../constants';
import { bytes, defineEndpoint, fileAnswer, redirectAnswer } from '../endpoint';
import { routes } from '../routes';
import {
  accountDeletionInfoSchema,
  accountDeletionScheduledSchema,
  accountExportListSchema,
  cancelAccountDeletionSchema,
  requestAccountDeletionSchema,
  startAccountExportResponseSchema,
  unsubscribeNotificationsResponseSchema,
  unsubscribeNotificationsSchema,
} from './schemas';

/** A person's data: exports, account deletion and e-mail unsubscribe links. Spread into `endpoints` (../endpoints.ts). */
export const accountDataEndpoints = {
  startAccountExport: defineEndpoint(routes.startAccountExport, {
    access: 'user',
    tag: 'account',
    summary:
      'Starts a ZIP of all the caller’s data (every transcript in their export format, and account.json); an e-mail says when it is ready. While one is being prepared, answers that one.',
    failures: { 429: 'Too many exports lately (RATE_LIMITED).' },
    responses: { 202: startAccountExportResponseSchema },
  }),
  listAccountExports: defineEndpoint(routes.listAccountExports, {
    access: 'user',
    tag: 'account',
    summary: `The caller’s newest exports with their status and size; a ready one can be downloaded for ${ACCOUNT_EXPORT_RETENTION_DAYS} days.`,
    responses: { 200: accountExportListSchema },
  }),
  downloadAccountExport: defineEndpoint(routes.downloadAccountExport, {
    access: 'user',
    tag: 'account',
    summary: 'The export’s ZIP, as an attachment; the owner’s only.',
    failures: {
      404: 'No such export of the caller’s.',
      409: 'The export is still being prepared, or failed (CONFLICT).',
      410: 'The export has expired and its ZIP is deleted (EXPORT_EXPIRED).',
    },
    responses: { 200: fileAnswer('application/zip', 'The ZIP of the caller’s data.') },
  }),
  getAccountDeletion: defineEndpoint(routes.getAccountDeletion, {
    access: 'user',
    tag: 'account',
    summary:
      'What deleting the caller’s account would take away (the credits, the plan’s period or trial left, transcripts, publishable keys, working share links), and what confirms it: their password, or their e-mail address for an account without one.',
    responses: { 200: accountDeletionInfoSchema },
  }),
  requestAccountDeletion: defineEndpoint(routes.requestAccountDeletion, {
    access: 'user',
    tag: 'account',
    summary: `Schedules the deletion of the caller’s account and all its data in ${ACCOUNT_DELETION_GRACE_DAYS} days, ends every session at once (the caller is signed out) and e-mails a link that cancels it until then.`,
    body: requestAccountDeletionSchema,
    failures: {
      403: 'The password is not right (INVALID_CREDENTIALS).',
      429: 'Too many wrong passwords lately (RATE_LIMITED).',
    },
    responses: { 202: accountDeletionScheduledSchema },
  }),
  cancelAccountDeletion: defineEndpoint(routes.cancelAccountDeletion, {
    access: 'public',
    tag: 'account',
    summary: 'Cancels a scheduled account deletion with the token of the confirmation e-mail’s link; the account can sign in again.',
    body: cancelAccountDeletionSchema,
    failures: {
      400: 'The link is unknown, or the deletion was already cancelled or done (INVALID_RESTORE_TOKEN).',
      429: 'Too many requests from this address (RATE_LIMITED).',
    },
    responses: { 200: successResponseSchema },
  }),
  unsubscribeFromNotifications: defineEndpoint(routes.unsubscribeFromNotifications, {
    access: 'public',
    tag: 'account',
    summary: 'Turns off the kind of notification e-mail whose unsubscribe link carried the token; doing it again is fine.',
    body: unsubscribeNotificationsSchema,
    failures: {
      400: 'The link is unknown (INVALID_UNSUBSCRIBE_TOKEN).',
      429: 'Too many requests from this address (RATE_LIMITED).',
    },
    responses: { 200: unsubscribeNotificationsResponseSchema },
  }),
  oneClickUnsubscribeFromNotifications: defineEndpoint(routes.oneClickUnsubscribeFromNotifications, {
    access: 'public',
    tag: 'account',
    summary:
      "The List-Unsubscribe URL of notification e-mails, for the mail program's own Unsubscribe button (one-click, RFC 8058): turns off the kind of e-mail the token names, as the e-mail's link does; doing it again is fine. Taken from any origin, without a session.",
    query: unsubscribeNotificationsSchema,
    body: bytes('The form List-Unsubscribe=One-Click (multipart/form-data is taken too).', 'application/x-www-form-urlencoded'),
    // Mail providers post it from their servers or from their webmail page, whose origin is theirs.
    anyOrigin: true,
    failures: {
      400: 'The link is unknown (INVALID_UNSUBSCRIBE_TOKEN), or the body is not List-Unsubscribe=One-Click (BAD_REQUEST).',
      415: 'The body is not a form (UNSUPPORTED_MEDIA_TYPE).',
    },
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'One sentence saying which e-mails are turned off.') },
  }),
  goToUnsubscribePage: defineEndpoint(routes.goToUnsubscribePage, {
    access: 'public',
    tag: 'account',
    summary:
      'The List-Unsubscribe URL opened in a browser, or fetched by a link scanner: unsubscribes nothing, and leads to the page of the same unsubscribe link.',
    query: unsubscribeNotificationsSchema,
    responses: { 302: redirectAnswer('To /unsubscribe?token=…, the page the link in the e-mail opens.') },
  }),
} as const;
