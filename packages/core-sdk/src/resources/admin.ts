import type {
  ActivityWindowQuery,
  AdminAuditLogQuery,
  AdminUserListQuery,
  GrantCreditsRequest,
  NewsletterIssueRequest,
  PaymentAttemptListQuery,
  SetUserDisabledRequest,
} from '../contracts';
import { routes } from '../contracts/routes';
import type { DownloadedFile, Http, RequestOptions } from '../http';
import { adminRealtime } from './admin-realtime';

/**
 * The admin app's calls. The server checks the role on every one: signed out is UnauthorizedError, signed in without
 * the admin role ApiError 403.
 */
export function adminResource(http: Http) {
  return {
    /** Accounts (paying, on trial, free), revenue, conversion, abandoned checkouts and top countries. */
    stats: (o?: RequestOptions) => http.call(routes.getAdminStats, {}, o),
    /** One page of accounts, newest first; `q` searches e-mail and name; `{ items, page, limit, total }`. */
    users: (query: AdminUserListQuery = {}, o?: RequestOptions) => http.call(routes.listAdminUsers, { query }, o),
    /** The newest payment attempts of everyone (200 unless `limit` says otherwise), newest first. */
    paymentAttempts: (query: PaymentAttemptListQuery = {}, o?: RequestOptions) => http.call(routes.listPaymentAttempts, { query }, o),
    /** Stored files by type, the database's size, the monthly cost estimate, a status and recommendations. */
    storageHealth: (o?: RequestOptions) => http.call(routes.getStorageHealth, {}, o),
    /** The daily storage snapshots, oldest first. */
    storageHistory: (o?: RequestOptions) => http.call(routes.getStorageHistory, {}, o),
    /** NODE_ENV, deployment, domain and database of the server. */
    environment: (o?: RequestOptions) => http.call(routes.getProductionEnvironment, {}, o),
    /** Processing of the last `minutes` (default 60): counts by status, newest transcriptions, events. */
    activity: (query: ActivityWindowQuery = {}, o?: RequestOptions) => http.call(routes.getProductionActivity, { query }, o),
    /** Pending or processing transcriptions that have not moved for 10 minutes, with what their job is doing. */
    stuck: (o?: RequestOptions) => http.call(routes.listStuckTranscriptions, {}, o),
    /** Everyone's transcriptions by file name; a blank `q` is ApiError 400, so do not send one. */
    search: (q: string, o?: RequestOptions) => http.call(routes.searchProduction, { query: { q } }, o),
    /** The production report of the last `minutes` as a text file named production-report-{date}.txt. */
    report: (query: ActivityWindowQuery = {}, o?: RequestOptions): Promise<DownloadedFile> =>
      http.download(routes.downloadProductionReport, 'production-report.txt', { query }, o),
    /** Queues anyone's failed or stuck transcription again (ApiError 409 when it is neither). */
    retryTranscription: (id: string, o?: RequestOptions) => http.call(routes.adminRetryTranscription, { params: { id } }, o),
    /** Adds credits with a reason; pass `idempotencyKey` so that a repeated click grants once. */
    grantCredits: (userId: string, body: GrantCreditsRequest, o?: RequestOptions) =>
      http.call(routes.adminGrantCredits, { params: { id: userId }, body }, o),
    /** Disables an account (its sessions end at once, sign-in is refused) or enables it; answers the account. */
    setUserDisabled: (userId: string, body: SetUserDisabledRequest, o?: RequestOptions) =>
      http.call(routes.adminSetUserDisabled, { params: { id: userId }, body }, o),
    /**
     * E-mails an unverified account a new verification link (the older ones stop working). ApiError 409 when the
     * address is verified already or the account is disabled or being deleted; 429 when the account has had several
     * links lately, whoever asked for them.
     */
    resendVerificationEmail: (userId: string, o?: RequestOptions) =>
      http.call(routes.adminResendVerificationEmail, { params: { id: userId } }, o),
    /** What admins did, newest first; pass `nextCursor` as `cursor` for older rows. */
    auditLog: (query: AdminAuditLogQuery = {}, o?: RequestOptions) => http.call(routes.listAdminAuditLog, { query }, o),
    /** The newest newsletter issues with their status and counts, and how many subscriptions are confirmed now. */
    newsletterIssues: (o?: RequestOptions) => http.call(routes.listNewsletterIssues, {}, o),
    /** The e-mail an issue would be (HTML and text, as the server renders it); sends nothing. */
    previewNewsletterIssue: (body: NewsletterIssueRequest, o?: RequestOptions) => http.call(routes.previewNewsletterIssue, { body }, o),
    /**
     * Sends an issue to every confirmed subscriber: answers at once with the queued issue, and a job mails them. Pass
     * `idempotencyKey` so that a repeated click sends once.
     */
    sendNewsletterIssue: (body: NewsletterIssueRequest, o?: RequestOptions) => http.call(routes.sendNewsletterIssue, { body }, o),
    /**
     * Sends a failed issue again to the subscribers it has not reached (nobody twice): answers at once with the issue
     * `sending` again (ApiError 409 when it has not failed).
     */
    resumeNewsletterIssue: (id: string, o?: RequestOptions) => http.call(routes.resumeNewsletterIssue, { params: { id } }, o),
    ...adminRealtime(http),
  };
}
export type AdminResource = ReturnType<typeof adminResource>;
