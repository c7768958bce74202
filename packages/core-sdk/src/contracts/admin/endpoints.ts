import { defineEndpoint, fileAnswer } from '../endpoint';
import { routes } from '../routes';
import {
  activityWindowQuerySchema,
  adminAuditLogPageSchema,
  adminAuditLogQuerySchema,
  adminResendVerificationEmailResponseSchema,
  adminRetryTranscriptionResponseSchema,
  adminStatsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  grantCreditsRequestSchema,
  grantCreditsResponseSchema,
  paymentAttemptListQuerySchema,
  paymentAttemptListSchema,
  productionActivitySchema,
  productionEnvironmentSchema,
  productionSearchQuerySchema,
  productionSearchResultListSchema,
  setUserDisabledRequestSchema,
  setUserDisabledResponseSchema,
  storageHealthSchema,
  storageHistorySchema,
  stuckTranscriptionListSchema,
} from './schemas';

const NO_SUCH_USER = 'No account has this id.';

/** The admin app's calls: every one is `access: 'admin'`, enforced by the server. */
export const adminEndpoints = {
  getAdminStats: defineEndpoint(routes.getAdminStats, {
    access: 'admin',
    tag: 'admin',
    summary: 'Accounts (paying, on trial, free), revenue from completed payments, conversion, abandoned checkouts and top countries.',
    responses: { 200: adminStatsSchema },
  }),
  listAdminUsers: defineEndpoint(routes.listAdminUsers, {
    access: 'admin',
    tag: 'admin',
    summary: 'One page of accounts, newest first, searched by e-mail or name: plan, credits, location, total spent, joined, last active.',
    query: adminUserListQuerySchema,
    responses: { 200: adminUserListSchema },
  }),
  listPaymentAttempts: defineEndpoint(routes.listPaymentAttempts, {
    access: 'admin',
    tag: 'admin',
    summary: 'The newest payment attempts of everyone (completed, failed, pending, abandoned), newest first.',
    query: paymentAttemptListQuerySchema,
    responses: { 200: paymentAttemptListSchema },
  }),
  getStorageHealth: defineEndpoint(routes.getStorageHealth, {
    access: 'admin',
    tag: 'admin',
    summary:
      'Stored files by type, oldest and newest, the database size as Postgres reports it, an estimated monthly cost, and a status with recommendations.',
    responses: { 200: storageHealthSchema },
  }),
  getStorageHistory: defineEndpoint(routes.getStorageHistory, {
    access: 'admin',
    tag: 'admin',
    summary: 'The daily storage snapshots (one is also taken when the server first starts), oldest first.',
    responses: { 200: storageHistorySchema },
  }),
  getProductionEnvironment: defineEndpoint(routes.getProductionEnvironment, {
    access: 'admin',
    tag: 'admin',
    summary: 'Where this server runs: NODE_ENV, whether it is a deployment, its public domain and its database.',
    responses: { 200: productionEnvironmentSchema },
  }),
  getProductionActivity: defineEndpoint(routes.getProductionActivity, {
    access: 'admin',
    tag: 'admin',
    summary:
      'Transcriptions made in the last `minutes` by status, the newest of them, and what happened meanwhile (uploads, results, sign-ups, payments).',
    query: activityWindowQuerySchema,
    responses: { 200: productionActivitySchema },
  }),
  listStuckTranscriptions: defineEndpoint(routes.listStuckTranscriptions, {
    access: 'admin',
    tag: 'admin',
    summary: 'Pending or processing transcriptions that have not moved for 10 minutes, with what their job is doing.',
    responses: { 200: stuckTranscriptionListSchema },
  }),
  searchProduction: defineEndpoint(routes.searchProduction, {
    access: 'admin',
    tag: 'admin',
    summary: "Everyone's transcriptions whose file name contains `q`, newest first (at most 50).",
    query: productionSearchQuerySchema,
    responses: { 200: productionSearchResultListSchema },
  }),
  downloadProductionReport: defineEndpoint(routes.downloadProductionReport, {
    access: 'admin',
    tag: 'admin',
    summary: 'The production figures of the last `minutes` as a text file, production-report-{date}.txt.',
    query: activityWindowQuerySchema,
    responses: { 200: fileAnswer('text/plain', 'The report.') },
  }),
  adminRetryTranscription: defineEndpoint(routes.adminRetryTranscription, {
    access: 'admin',
    tag: 'admin',
    summary: "Queues anyone's failed or stuck transcription again, as its owner's retry would; written to the audit log.",
    failures: {
      403: "The owner's plan or credits do not cover processing it again (grant credits first).",
      409: 'The transcription is complete, still moving, or its media is gone.',
    },
    responses: { 200: adminRetryTranscriptionResponseSchema },
  }),
  adminGrantCredits: defineEndpoint(routes.adminGrantCredits, {
    access: 'admin',
    tag: 'admin',
    summary: "Adds credits to an account as a ledger row with the reason, shown in the person's history; written to the audit log.",
    body: grantCreditsRequestSchema,
    idempotent: true,
    failures: { 404: NO_SUCH_USER },
    responses: { 200: grantCreditsResponseSchema },
  }),
  adminSetUserDisabled: defineEndpoint(routes.adminSetUserDisabled, {
    access: 'admin',
    tag: 'admin',
    summary: 'Disables an account (its sessions end at once and sign-in is refused) or enables it again; written to the audit log.',
    body: setUserDisabledRequestSchema,
    failures: { 404: NO_SUCH_USER, 409: 'Admins cannot disable their own account.' },
    responses: { 200: setUserDisabledResponseSchema },
  }),
  adminResendVerificationEmail: defineEndpoint(routes.adminResendVerificationEmail, {
    access: 'admin',
    tag: 'admin',
    summary:
      "E-mails an unverified account a new verification link (links sent before stop working), counted against the same per-account limit as the owner's own resend; written to the audit log.",
    failures: {
      404: NO_SUCH_USER,
      409: 'The address is verified already, or the account is disabled or scheduled for deletion.',
      429: 'The account has been sent several verification links lately; Retry-After says when to try again.',
    },
    responses: { 200: adminResendVerificationEmailResponseSchema },
  }),
  listAdminAuditLog: defineEndpoint(routes.listAdminAuditLog, {
    access: 'admin',
    tag: 'admin',
    summary:
      'What admins did (retries, credit grants, accounts disabled or enabled, verification links sent, newsletter issues sent or resumed), newest first.',
    query: adminAuditLogQuerySchema,
    responses: { 200: adminAuditLogPageSchema },
  }),
} as const;
