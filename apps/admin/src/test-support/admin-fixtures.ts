import type {
  AdminAuditLogPage,
  AdminStats,
  AdminUser,
  NewsletterIssue,
  PaymentAttempt,
  ProductionActivity,
  ProductionEnvironment,
  RealtimeAnalytics,
  StorageHealth,
  StorageHistory,
  StuckTranscription,
} from '@verbatim/core-sdk/contracts';
import { type FakeRoute, userFixture } from '@verbatim/ui/testing';

/** Minutes ago, as an ISO timestamp. */
export const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function statsFixture(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 1284,
    activeSubscribers: 182,
    trialUsers: 12,
    totalRevenue: 4310.5,
    conversionRate: 14.2,
    freeUsers: 1090,
    abandonedPayments: 23,
    topCountries: [
      { country: 'India', userCount: 412 },
      { country: 'United States', userCount: 268 },
    ],
    ...overrides,
  };
}

export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    role: 'user',
    subscriptionPlan: 'pro',
    subscriptionStatus: 'active',
    subscriptionExpiresAt: '2026-12-20T10:00:00.000Z',
    creditsRemaining: 120,
    location: { country: 'Spain', city: 'Madrid' },
    totalSpent: 1234.5,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastActive: '2026-11-27T09:30:00.000Z',
    disabledAt: null,
    emailVerified: true,
    ...overrides,
  };
}

export function paymentFixture(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    id: 'p-1',
    userId: 'u-1',
    userEmail: 'ana@example.com',
    description: 'Pro plan, monthly (1,200 minutes)',
    amount: 15,
    status: 'completed',
    location: { country: 'Spain', city: 'Madrid' },
    paymentMethod: 'card',
    createdAt: '2026-11-26T08:05:00.000Z',
    failureReason: null,
    ...overrides,
  };
}

export function realtimeFixture(overrides: Partial<RealtimeAnalytics> = {}): RealtimeAnalytics {
  return {
    activeUsers: 3,
    totalPageViews: 42,
    averageSessionDuration: 6.5,
    topCountries: [{ country: 'India', users: 2 }],
    topPages: [
      { page: '/dashboard', views: 20 },
      { page: '/admin/storage', views: 4 },
    ],
    activeUserDetails: [
      { id: 's-1', userId: 'u-1', userEmail: 'ana@example.com', city: 'Madrid', country: 'Spain', totalPageViews: 7, lastActiveAt: ago(1) },
    ],
    recentPageViews: [{ id: 'v-1', page: '/transcriptions', country: 'Spain', timestamp: ago(1) }],
    ...overrides,
  };
}

export function storageHealthFixture(overrides: Partial<StorageHealth> = {}): StorageHealth {
  return {
    status: 'warning',
    recommendations: ['Old uploads take 2 GB: check the cleanup job.'],
    metrics: {
      fileStorage: {
        totalSizeBytes: 2_147_483_648,
        totalSizeMB: 2048,
        totalFiles: 310,
        filesByType: { mp3: { count: 200, sizeBytes: 1_073_741_824 }, mp4: { count: 110, sizeBytes: 1_073_741_824 } },
        oldestFile: ago(60 * 30),
        newestFile: ago(5),
      },
      database: { estimatedSizeMB: 512, usersCount: 1284, transcriptionsCount: 9001, paymentAttemptsCount: 640 },
      estimatedMonthlyCost: 12.5,
      timestamp: '2026-11-27T10:00:00.000Z',
    },
    ...overrides,
  };
}

export const storageHistoryFixture = (): StorageHistory => [
  { timestamp: '2026-11-26T10:00:00.000Z', totalSizeBytes: 1_073_741_824, totalFiles: 200, databaseSizeMB: 500 },
  { timestamp: '2026-11-27T10:00:00.000Z', totalSizeBytes: 2_147_483_648, totalFiles: 310, databaseSizeMB: 512 },
];

export const environmentFixture = (): ProductionEnvironment => ({
  type: 'production',
  deployment: true,
  domain: 'verbatim.example',
  database: 'postgresql',
  speechEngine: 'assemblyai',
  aiWriter: 'llm',
  aiModel: 'gpt-4o-mini',
});

export function activityFixture(overrides: Partial<ProductionActivity> = {}): ProductionActivity {
  return {
    processingStats: { total: 5, pending: 1, processing: 1, completed: 2, failed: 1 },
    recentTranscriptions: [
      {
        id: 't-1',
        fileName: 'board-meeting.mp3',
        fileSize: 5_242_880,
        userId: 'u-1',
        progress: 40,
        status: 'processing',
        createdAt: ago(10),
      },
    ],
    recentActivity: [{ time: ago(10), action: 'Upload', details: 'board-meeting.mp3 by ana@example.com' }],
    mailOutbox: { pending: 2, oldestPendingSeconds: 480, lastError: 'connect ECONNREFUSED 10.0.0.5:587', failedInWindow: 1 },
    ...overrides,
  };
}

export function stuckFixture(overrides: Partial<StuckTranscription> = {}): StuckTranscription {
  return {
    id: 't-9',
    fileName: 'stuck-interview.wav',
    fileSize: 10_485_760,
    status: 'processing',
    progress: 30,
    updatedAt: ago(45),
    userId: 'u-2',
    userEmail: 'li@example.com',
    reason: 'Its worker stopped reporting progress.',
    ...overrides,
  };
}

export const auditLogFixture = (): AdminAuditLogPage => ({
  items: [
    {
      id: 'a-1',
      adminEmail: 'root@example.com',
      action: 'user.grant_credits',
      targetType: 'user',
      targetId: 'u-1',
      details: { credits: 50, reason: 'Refund for a failed upload' },
      createdAt: '2026-11-27T09:00:00.000Z',
    },
  ],
  nextCursor: null,
});

export function newsletterIssueFixture(overrides: Partial<NewsletterIssue> = {}): NewsletterIssue {
  return {
    id: 'n-1',
    subject: 'October at Verbatim',
    status: 'sent',
    recipientCount: 118,
    sentCount: 117,
    sentBy: 'root@example.com',
    createdAt: '2026-10-30T09:00:00.000Z',
    startedAt: '2026-10-30T09:00:01.000Z',
    finishedAt: '2026-10-30T09:00:40.000Z',
    ...overrides,
  };
}

/** The signed-in admin and every admin endpoint answering with the fixtures; replace single routes with `api.route`. */
export function adminRoutes(
  users: AdminUser[] = [adminUserFixture()],
  payments: PaymentAttempt[] = [paymentFixture()],
): Record<string, FakeRoute> {
  return {
    'GET /api/auth/user': { body: userFixture({ role: 'admin', email: 'root@example.com' }) },
    'GET /api/admin/stats': { body: statsFixture() },
    'GET /api/admin/users': ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 50);
      const found = users.filter((user) => user.email.includes(q));
      return { body: { items: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length } };
    },
    'GET /api/admin/payment-attempts': { body: payments },
    'GET /api/admin/analytics/realtime': { body: realtimeFixture() },
    'GET /api/admin/storage/health': { body: storageHealthFixture() },
    'GET /api/admin/storage/history': { body: storageHistoryFixture() },
    'GET /api/admin/production/environment': { body: environmentFixture() },
    'GET /api/admin/production/activity': { body: activityFixture() },
    'GET /api/admin/production/stuck': { body: [stuckFixture()] },
    'GET /api/admin/production/search': { body: [] },
    'GET /api/admin/audit-log': { body: auditLogFixture() },
    'GET /api/admin/newsletter/issues': { body: { confirmedSubscribers: 120, issues: [newsletterIssueFixture()] } },
  };
}
