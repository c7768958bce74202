import { z } from 'zod';
import { requiredText } from './common';
import { transcriptionStatuses } from './transcriptions';
import { subscriptionPlans, userRoles } from './user';

const place = z.object({ country: z.string().nullable(), city: z.string().nullable() });

/** GET /api/admin/analytics/realtime: active means the last 5 minutes; page views cover the last hour. */
export const realtimeAnalyticsSchema = z.object({
  activeUsers: z.number().int().nonnegative(),
  totalPageViews: z.number().int().nonnegative(),
  /** Minutes. */
  averageSessionDuration: z.number().nonnegative(),
  topCountries: z.array(z.object({ country: z.string(), users: z.number().int().nonnegative() })),
  topPages: z.array(z.object({ page: z.string(), views: z.number().int().nonnegative() })),
  activeUserDetails: z.array(
    z.object({
      id: z.string(),
      userId: z.string().nullable(),
      userEmail: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      totalPageViews: z.number().int().nonnegative(),
      lastActiveAt: z.string(),
    }),
  ),
  /** The 10 most recent, newest first. */
  recentPageViews: z.array(z.object({ id: z.string(), page: z.string(), country: z.string().nullable(), timestamp: z.string() })),
});
export type RealtimeAnalytics = z.infer<typeof realtimeAnalyticsSchema>;

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  activeSubscribers: z.number().int().nonnegative(),
  /** US dollars. */
  totalRevenue: z.number().nonnegative(),
  /** Percent of users with a paid plan, 0 to 100. */
  conversionRate: z.number().min(0).max(100),
  freeUsers: z.number().int().nonnegative(),
  abandonedPayments: z.number().int().nonnegative(),
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
  creditsRemaining: z.number().int(),
  location: place.nullable(),
  /** US dollars. */
  totalSpent: z.number().nonnegative(),
  createdAt: z.string(),
  lastActive: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
/** GET /api/admin/users */
export const adminUserListSchema = z.array(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const paymentAttemptStatuses = ['completed', 'failed', 'pending', 'abandoned'] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/** A payment attempt. */
export const paymentAttemptSchema = z.object({
  id: z.string(),
  userEmail: z.string(),
  /** US dollars. */
  amount: z.number().nonnegative(),
  status: z.enum(paymentAttemptStatuses),
  location: place.nullable(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string(),
  failureReason: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
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
});
export type ProductionActivity = z.infer<typeof productionActivitySchema>;

/** GET /api/admin/production/stuck: pending or processing without progress for a while. */
export const stuckTranscriptionSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().nonnegative(),
  status,
  progress: z.number().int().min(0).max(100),
  updatedAt: z.string(),
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
});
export type ProductionSearchResult = z.infer<typeof productionSearchResultSchema>;
export const productionSearchResultListSchema = z.array(productionSearchResultSchema);
export type ProductionSearchResultList = z.infer<typeof productionSearchResultListSchema>;
