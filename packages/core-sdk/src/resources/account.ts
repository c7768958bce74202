import type {
  AccountDeletionInfo,
  AccountDeletionScheduled,
  AccountExportList,
  CancelAccountDeletion,
  RequestAccountDeletion,
  StartAccountExportResponse,
  SuccessResponse,
  UnsubscribeNotifications,
  UnsubscribeNotificationsResponse,
} from '../contracts';
import { routes } from '../contracts/routes';
import type { DownloadedFile, Http, RequestOptions } from '../http';

/** The person's data: exports of everything, account deletion, and unsubscribing from e-mails. */
export function accountResource(http: Http) {
  return {
    /**
     * Starts a ZIP of all the signed-in person's data (an e-mail says when it is ready); while one is being prepared,
     * answers that one with `started: false`. Too many in a day is ApiError 429.
     */
    exportData: (o?: RequestOptions): Promise<StartAccountExportResponse> => http.call(routes.startAccountExport, {}, o),
    /** The newest exports, newest first, with their status (preparing, ready, failed, expired), size and expiry. */
    exports: (o?: RequestOptions): Promise<AccountExportList> => http.call(routes.listAccountExports, {}, o),
    /** A ready export's ZIP; one still preparing or failed is ApiError 409, an expired one 410. */
    downloadExport: (exportId: string, o?: RequestOptions): Promise<DownloadedFile> =>
      http.download(routes.downloadAccountExport, 'verbatim-export.zip', { params: { exportId } }, o),
    /**
     * What deleting the account would take away (credits, the plan's period or trial left, transcripts, keys, working
     * share links), and what it must be confirmed with: the password, or the e-mail address for an account without one.
     */
    deletionInfo: (o?: RequestOptions): Promise<AccountDeletionInfo> => http.call(routes.getAccountDeletion, {}, o),
    /**
     * Schedules the account's deletion (everything is deleted after the grace period) and signs out every session,
     * this one included. A wrong password is ApiError 403.
     */
    deleteAccount: (body: RequestAccountDeletion, o?: RequestOptions): Promise<AccountDeletionScheduled> =>
      http.call(routes.requestAccountDeletion, { body }, o),
    /** Cancels a scheduled deletion with the token of the e-mailed link; no session needed. A used or bad token is ApiError 400. */
    cancelDeletion: (body: CancelAccountDeletion, o?: RequestOptions): Promise<SuccessResponse> =>
      http.call(routes.cancelAccountDeletion, { body }, o),
    /** Turns off the kind of e-mail whose unsubscribe link carried the token; no session needed. */
    unsubscribe: (body: UnsubscribeNotifications, o?: RequestOptions): Promise<UnsubscribeNotificationsResponse> =>
      http.call(routes.unsubscribeFromNotifications, { body }, o),
  };
}
export type AccountResource = ReturnType<typeof accountResource>;
