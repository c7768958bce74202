import { z } from 'zod';
import { aiWriters } from '../answer-writer';
import { multiLine, requiredText, singleLine } from '../common';
import { speechEngineIds } from '../constants';
import { transcriptionStatuses } from '../transcriptions/schemas';
import { subscriptionPlans, subscriptionStatuses, userRoles } from '../user/schemas';

const place = z.object({ country: z.string().nullable(), city: z.string().nullable() });

/**
 * GET /api/admin/stats. Every account is exactly one of paying (`activeSubscribers`), on the Pro trial (`trialUsers`)
 * or free (`freeUsers`: the free plan, or a plan that has ended), so the three add up to `totalUsers`.
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  /** Accounts with a paid plan in effect now: active, or cancelled with paid time left. Trials are not counted. */
  activeSubscribers: z.number().int().nonnegative(),
  /** Accounts on the Pro trial now. */
  trialUsers: z.number().int().nonnegative(),
  /** US dollars: every completed payment (packs, plans, renewals). */
  totalRevenue: z.number().nonnegative(),
  /** Percent of all accounts that pay now (`activeSubscribers` of `totalUsers`), 0 to 100, one decimal. */
  conversionRate: z.number().min(0).max(100),
  freeUsers: z.number().int().nonnegative(),
  /**
   * Checkouts left without a result for PAYMENT_ABANDONED_AFTER_HOURS: the payment attempts list shows each of them
   * as `abandoned`.
   */
  abandonedPayments: z.number().int().nonnegative(),
  /** Accounts by the country of their latest visit with a known location, most first (at most 10). */
  topCountries: z.array(z.object({ country: z.string(), userCount: z.number().int().nonnegative() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A user as the admin list shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(userRoles),
  subscriptionPlan: z.enum(subscriptionPlans),
  /** As the person sees it now: a period whose end has passed is `expired`. */
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  /**
   * The end of the plan's current period: a cancelled plan or a trial stops then, an active plan renews then, an
   * expired one ended then; null on the free plan.
   */
  subscriptionExpiresAt: z.string().nullable(),
  /** What the person can spend now (the ledger's balance less the credits held for transcriptions in flight). */
  creditsRemaining: z.number().int(),
  /** Of their latest visit with a known location; null when none had one. */
  location: place.nullable(),
  /** US dollars: their completed payments. */
  totalSpent: z.number().nonnegative(),
  createdAt: z.string(),
  /** Their latest request with a session or visit of the web app; null when never seen since signing up. */
  lastActive: z.string().nullable(),
  /** When an admin disabled the account (it cannot sign in); null while it may. */
  disabledAt: z.string().nullable(),
  /** Whether the owner proved the address is theirs; an unverified address gets no role from ADMIN_EMAILS. */
  emailVerified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_PAGE_SIZE_MAX = 500;

/** GET /api/admin/users?q=&page=&limit=: newest accounts first. */
export const adminUserListQuerySchema = z.object({
  /** Part of the e-mail address or the name, case-insensitive; blank lists everyone. */
  q: z.string().trim().max(200, 'q must be at most 200 characters').check(singleLine()).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_USERS_PAGE_SIZE_MAX, `limit must be at most ${ADMIN_USERS_PAGE_SIZE_MAX}`)
    .default(ADMIN_USERS_PAGE_SIZE),
});
/** `page` defaults to 1 and `limit` to ADMIN_USERS_PAGE_SIZE. */
export type AdminUserListQuery = { q?: string | undefined; page?: number | undefined; limit?: number | undefined };
/** One page of accounts, with how many match in all (for "n of m" and the page count). */
export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** A checkout still without a result this many hours after it was opened counts as abandoned. */
export const PAYMENT_ABANDONED_AFTER_HOURS = 24;

export const paymentAttemptStatuses = ['completed', 'failed', 'pending', 'abandoned'] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/** A payment attempt. */
export const paymentAttemptSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  /** What it buys, as the receipt says it ("500 credits", "Pro plan, monthly (1200 minutes)"). */
  description: z.string(),
  /** US dollars. */
  amount: z.number().nonnegative(),
  /** A checkout pending for PAYMENT_ABANDONED_AFTER_HOURS reads `abandoned`, as the dashboard counts it. */
  status: z.enum(paymentAttemptStatuses),
  /** The buyer's, as for users: of their latest visit with a known location. */
  location: place.nullable(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string(),
  failureReason: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
export const PAYMENT_ATTEMPTS_LIMIT = 200;
export const PAYMENT_ATTEMPTS_LIMIT_MAX = 1000;
/** GET /api/admin/payment-attempts?limit=: the newest `limit` attempts (default 200). */
export const paymentAttemptListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAYMENT_ATTEMPTS_LIMIT_MAX, `limit must be at most ${PAYMENT_ATTEMPTS_LIMIT_MAX}`)
    .default(PAYMENT_ATTEMPTS_LIMIT),
});
export type PaymentAttemptListQuery = { limit?: number | undefined };
/** GET /api/admin/payment-attempts: newest first. */
export const paymentAttemptListSchema = z.array(paymentAttemptSchema);
export type PaymentAttemptList = z.infer<typeof paymentAttemptListSchema>;

export const storageHealthStatuses = ['healthy', 'warning', 'critical'] as const;
export type StorageHealthStatus = (typeof storageHealthStatuses)[number];

/** GET /api/admin/storage/health */
export const storageHealthSchema = z.object({
  status: z.enum(storageHealthStatuses),
  recommendations: z.array(z.string()),
  metrics: z.object({
    fileStorage: z.object({
      totalSizeBytes: z.number().nonnegative(),
      totalSizeMB: z.number().nonnegative(),
      totalFiles: z.number().int().nonnegative(),
      /** By lower-case extension without the dot, e.g. "mp3". */
      filesByType: z.record(z.string(), z.object({ count: z.number().int().nonnegative(), sizeBytes: z.number().nonnegative() })),
      /** When the oldest and newest stored files were written; null when there are none. */
      oldestFile: z.string().nullable(),
      newestFile: z.string().nullable(),
    }),
    database: z.object({
      estimatedSizeMB: z.number().nonnegative(),
      usersCount: z.number().int().nonnegative(),
      transcriptionsCount: z.number().int().nonnegative(),
      paymentAttemptsCount: z.number().int().nonnegative(),
    }),
    /** US dollars a month. */
    estimatedMonthlyCost: z.number().nonnegative(),
    timestamp: z.string(),
  }),
});
export type StorageHealth = z.infer<typeof storageHealthSchema>;

/** One sample of GET /api/admin/storage/history (the spec does not show its fields). */
export const storageHistoryItemSchema = z.object({
  timestamp: z.string(),
  totalSizeBytes: z.number().nonnegative(),
  totalFiles: z.number().int().nonnegative(),
  databaseSizeMB: z.number().nonnegative(),
});
export type StorageHistoryItem = z.infer<typeof storageHistoryItemSchema>;
/** GET /api/admin/storage/history: oldest first. */
export const storageHistorySchema = z.array(storageHistoryItemSchema);
export type StorageHistory = z.infer<typeof storageHistorySchema>;

/** GET /api/admin/production/environment */
export const productionEnvironmentSchema = z.object({
  /** NODE_ENV: development, test or production. */
  type: z.string(),
  /** True when running as a deployment (NODE_ENV=production). */
  deployment: z.boolean(),
  domain: z.string(),
  /** Which database: "pglite" or "postgresql". */
  database: z.string(),
  /** The configured speech engine: `local` is PocketSphinx, the fast offline fallback with lower accuracy. */
  speechEngine: z.enum(speechEngineIds),
  /** Who writes summaries and chat answers: `local` (chosen from the transcript) or the `llm` named in `aiModel`. */
  aiWriter: z.enum(aiWriters),
  aiModel: z.string().nullable(),
});
export type ProductionEnvironment = z.infer<typeof productionEnvironmentSchema>;

/** Time window in minutes for activity and reports; the screens offer 15, 60, 240 and 1440. */
export const activityWindowQuerySchema = z.object({
  minutes: z.coerce
    .number({ error: 'minutes must be a number' })
    .int('minutes must be a whole number')
    .min(1, 'minutes must be at least 1')
    .max(10_080, 'minutes must be at most 10080 (a week)')
    .default(60),
});
/** `minutes` defaults to 60. */
export type ActivityWindowQuery = Partial<z.output<typeof activityWindowQuerySchema>>;
/** GET /api/admin/production/activity?minutes= */
export const productionActivityQuerySchema = activityWindowQuerySchema;
/** GET /api/admin/production/report?minutes=: answers a plain-text report. */
export const productionReportQuerySchema = activityWindowQuerySchema;
export const productionReportResponseSchema = z.string();

const status = z.enum(transcriptionStatuses);

/** GET /api/admin/production/activity */
export const productionActivitySchema = z.object({
  processingStats: z.object({
    total: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    processing: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
  recentTranscriptions: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      fileSize: z.number().nonnegative(),
      userId: z.string(),
      progress: z.number().int().min(0).max(100),
      status,
      createdAt: z.string(),
    }),
  ),
  recentActivity: z.array(z.object({ time: z.string(), action: z.string(), details: z.string() })),
  /**
   * The e-mail outbox now, whatever the window: e-mails waiting to be sent (a refused one waits for its retry), how
   * long the oldest has waited, the newest refusal's reason while any waits, and how many in the window were given
   * up on after their last attempt.
   */
  mailOutbox: z.object({
    pending: z.number().int().nonnegative(),
    oldestPendingSeconds: z.number().nonnegative(),
    lastError: z.string().nullable(),
    failedInWindow: z.number().int().nonnegative(),
  }),
});
export type ProductionActivity = z.infer<typeof productionActivitySchema>;

/** GET /api/admin/production/stuck: pending or processing without progress for a while, longest still first. */
export const stuckTranscriptionSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().nonnegative(),
  status,
  progress: z.number().int().min(0).max(100),
  updatedAt: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  /** What its job is doing, in a sentence: none queued, waiting for a worker, a lapsed or a silent worker. */
  reason: z.string(),
});
export type StuckTranscription = z.infer<typeof stuckTranscriptionSchema>;
export const stuckTranscriptionListSchema = z.array(stuckTranscriptionSchema);
export type StuckTranscriptionList = z.infer<typeof stuckTranscriptionListSchema>;

/** GET /api/admin/production/search?q=: by file name, across all users. */
export const productionSearchQuerySchema = z.object({ q: requiredText('q is required', 200) });
export type ProductionSearchQuery = z.input<typeof productionSearchQuerySchema>;
export const productionSearchResultSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status,
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  fileSize: z.number().nonnegative(),
  userId: z.string(),
  userEmail: z.string(),
});
export type ProductionSearchResult = z.infer<typeof productionSearchResultSchema>;
export const productionSearchResultListSchema = z.array(productionSearchResultSchema);
/** At most this many results, newest first. */
export const PRODUCTION_SEARCH_LIMIT = 50;
export type ProductionSearchResultList = z.infer<typeof productionSearchResultListSchema>;

/** POST /api/admin/transcriptions/{id}/retry: a failed or stuck transcription of anyone's, queued again. */
export const adminRetryTranscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  transcription: productionSearchResultSchema,
});
export type AdminRetryTranscriptionResponse = z.infer<typeof adminRetryTranscriptionResponseSchema>;

export const ADMIN_GRANT_MAX_CREDITS = 100_000;
/** POST /api/admin/users/{id}/credits: the reason is kept in the audit log and shown in the person's credit history. */
export const grantCreditsRequestSchema = z.object({
  credits: z
    .number({ error: 'credits must be a number' })
    .int('credits must be a whole number')
    .min(1, 'credits must be at least 1')
    .max(ADMIN_GRANT_MAX_CREDITS, `credits must be at most ${ADMIN_GRANT_MAX_CREDITS}`),
  reason: requiredText('A reason is required', 500),
});
export type GrantCreditsRequest = z.input<typeof grantCreditsRequestSchema>;
export const grantCreditsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The person's spendable credits after the grant. */
  creditsRemaining: z.number().int(),
});
export type GrantCreditsResponse = z.infer<typeof grantCreditsResponseSchema>;

/** POST /api/admin/users/{id}/disabled: disabling ends every session of the account at once and refuses sign-in. */
export const setUserDisabledRequestSchema = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
  reason: z.string().trim().max(500, 'Must be at most 500 characters').check(multiLine()).optional(),
});
export type SetUserDisabledRequest = z.input<typeof setUserDisabledRequestSchema>;
export const setUserDisabledResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: adminUserSchema });
export type SetUserDisabledResponse = z.infer<typeof setUserDisabledResponseSchema>;

/**
 * POST /api/admin/users/{id}/verification-email: a new link to the account's address, as the owner's own resend
 * would send (the links sent before stop working); the message names the address.
 */
export const adminResendVerificationEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AdminResendVerificationEmailResponse = z.infer<typeof adminResendVerificationEmailResponseSchema>;

/** What admins can do, as the audit log names it. */
export const adminActions = [
  'transcription.retry',
  'user.grant_credits',
  'user.disable',
  'user.enable',
  'user.resend_verification',
  'newsletter.send',
  'newsletter.resume',
] as const;
export type AdminAction = (typeof adminActions)[number];

/** One row of the audit log. */
export const adminAuditLogEntrySchema = z.object({
  id: z.string(),
  /** As it was when they acted (the row outlives the account). */
  adminEmail: z.string(),
  action: z.enum(adminActions),
  targetType: z.enum(['user', 'transcription', 'newsletter_issue']),
  targetId: z.string(),
  /** What the action was given and did: credits and reason, the file name, the owner's e-mail… */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminAuditLogEntry = z.infer<typeof adminAuditLogEntrySchema>;

export const ADMIN_AUDIT_LOG_PAGE_SIZE = 50;
export const ADMIN_AUDIT_LOG_PAGE_SIZE_MAX = 200;
/** GET /api/admin/audit-log?cursor=&limit=: newest first. */
export const adminAuditLogQuerySchema = z.object({
  cursor: z.string().trim().max(200).check(singleLine()).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_AUDIT_LOG_PAGE_SIZE_MAX, `limit must be at most ${ADMIN_AUDIT_LOG_PAGE_SIZE_MAX}`)
    .default(ADMIN_AUDIT_LOG_PAGE_SIZE),
});
export type AdminAuditLogQuery = { cursor?: string | undefined; limit?: number | undefined };
export const adminAuditLogPageSchema = z.object({
  items: z.array(adminAuditLogEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminAuditLogPage = z.infer<typeof adminAuditLogPageSchema>;
