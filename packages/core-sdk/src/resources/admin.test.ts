import { describe, it } from 'vitest';
import {
  adminStatsSchema,
  adminUserListSchema,
  paymentAttemptListSchema,
  productionActivityQuerySchema,
  productionActivitySchema,
  productionEnvironmentSchema,
  productionReportQuerySchema,
  productionReportResponseSchema,
  productionSearchQuerySchema,
  productionSearchResultListSchema,
  realtimeAnalyticsSchema,
  storageHealthSchema,
  storageHistorySchema,
  stuckTranscriptionListSchema,
} from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';

const at = '2025-03-01T10:00:00.000Z';

const calls: ContractCall[] = [
  {
    name: 'realtime: GET /api/admin/analytics/realtime',
    call: (client) => client.admin.realtime(),
    method: 'GET',
    path: '/api/admin/analytics/realtime',
    answer: {
      json: {
        activeUsers: 1,
        totalPageViews: 3,
        averageSessionDuration: 4.5,
        topCountries: [{ country: 'Portugal', users: 1 }],
        topPages: [{ page: '/transcriptions', views: 2 }],
        activeUserDetails: [
          {
            id: 's_1',
            userId: 'u_1',
            userEmail: 'ada@example.com',
            city: 'Lisbon',
            country: 'Portugal',
            totalPageViews: 3,
            lastActiveAt: at,
          },
        ],
        recentPageViews: [{ id: 'pv_1', page: '/', country: null, timestamp: at }],
      },
    },
    responseSchema: realtimeAnalyticsSchema,
  },
  {
    name: 'stats: GET /api/admin/stats',
    call: (client) => client.admin.stats(),
    method: 'GET',
    path: '/api/admin/stats',
    answer: {
      json: {
        totalUsers: 10,
        activeSubscribers: 2,
        totalRevenue: 24,
        conversionRate: 20,
        freeUsers: 8,
        abandonedPayments: 1,
        topCountries: [{ country: 'Portugal', userCount: 4 }],
      },
    },
    responseSchema: adminStatsSchema,
  },
  {
    name: 'users: GET /api/admin/users',
    call: (client) => client.admin.users(),
    method: 'GET',
    path: '/api/admin/users',
    answer: {
      json: [
        {
          id: 'u_1',
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: null,
          role: 'user',
          subscriptionPlan: 'pro',
          creditsRemaining: 1180,
          location: { country: 'Portugal', city: null },
          totalSpent: 15,
          createdAt: at,
          lastActive: null,
        },
      ],
    },
    responseSchema: adminUserListSchema,
  },
  {
    name: 'paymentAttempts: GET /api/admin/payment-attempts',
    call: (client) => client.admin.paymentAttempts(),
    method: 'GET',
    path: '/api/admin/payment-attempts',
    answer: {
      json: [
        {
          id: 'pa_1',
          userEmail: 'ada@example.com',
          amount: 15,
          status: 'failed',
          location: null,
          paymentMethod: 'card',
          createdAt: at,
          failureReason: 'Card declined',
        },
      ],
    },
    responseSchema: paymentAttemptListSchema,
  },
  {
    name: 'storageHealth: GET /api/admin/storage/health',
    call: (client) => client.admin.storageHealth(),
    method: 'GET',
    path: '/api/admin/storage/health',
    answer: {
      json: {
        status: 'healthy',
        recommendations: [],
        metrics: {
          fileStorage: {
            totalSizeBytes: 2048,
            totalSizeMB: 0.002,
            totalFiles: 1,
            filesByType: { mp3: { count: 1, sizeBytes: 2048 } },
            oldestFile: at,
            newestFile: at,
          },
          database: { estimatedSizeMB: 12.5, usersCount: 10, transcriptionsCount: 40, paymentAttemptsCount: 3 },
          estimatedMonthlyCost: 0.01,
          timestamp: at,
        },
      },
    },
    responseSchema: storageHealthSchema,
  },
  {
    name: 'storageHistory: GET /api/admin/storage/history',
    call: (client) => client.admin.storageHistory(),
    method: 'GET',
    path: '/api/admin/storage/history',
    answer: { json: [{ timestamp: at, totalSizeBytes: 2048, totalFiles: 1, databaseSizeMB: 12.5 }] },
    responseSchema: storageHistorySchema,
  },
  {
    name: 'environment: GET /api/admin/production/environment',
    call: (client) => client.admin.environment(),
    method: 'GET',
    path: '/api/admin/production/environment',
    answer: { json: { type: 'production', deployment: true, domain: 'verbatim.example', database: 'postgresql' } },
    responseSchema: productionEnvironmentSchema,
  },
  {
    name: 'activity: GET /api/admin/production/activity?minutes=240',
    call: (client) => client.admin.activity({ minutes: 240 }),
    method: 'GET',
    path: '/api/admin/production/activity',
    query: { minutes: '240' },
    querySchema: productionActivityQuerySchema,
    answer: {
      json: {
        processingStats: { total: 2, pending: 0, processing: 1, completed: 1, failed: 0 },
        recentTranscriptions: [
          { id: 't_1', fileName: 'a.mp3', fileSize: 10, userId: 'u_1', progress: 40, status: 'processing', createdAt: at },
        ],
        recentActivity: [{ time: at, action: 'upload', details: 'a.mp3 by ada@example.com' }],
      },
    },
    responseSchema: productionActivitySchema,
  },
  {
    name: 'activity: no query when the window is the default',
    call: (client) => client.admin.activity(),
    method: 'GET',
    path: '/api/admin/production/activity',
    querySchema: productionActivityQuerySchema,
    answer: {
      json: {
        processingStats: { total: 0, pending: 0, processing: 0, completed: 0, failed: 0 },
        recentTranscriptions: [],
        recentActivity: [],
      },
    },
    responseSchema: productionActivitySchema,
  },
  {
    name: 'stuck: GET /api/admin/production/stuck',
    call: (client) => client.admin.stuck(),
    method: 'GET',
    path: '/api/admin/production/stuck',
    answer: { json: [{ id: 't_2', fileName: 'b.wav', fileSize: 99, status: 'processing', progress: 12, updatedAt: at }] },
    responseSchema: stuckTranscriptionListSchema,
  },
  {
    name: 'search: GET /api/admin/production/search?q= with the text encoded',
    call: (client) => client.admin.search('q&a #1.mp3'),
    method: 'GET',
    path: '/api/admin/production/search',
    query: { q: 'q&a #1.mp3' },
    querySchema: productionSearchQuerySchema,
    answer: { json: [{ id: 't_3', fileName: 'q&a #1.mp3', status: 'completed', progress: 100, createdAt: at }] },
    responseSchema: productionSearchResultListSchema,
  },
  {
    name: 'report: GET /api/admin/production/report?minutes=15 as text',
    call: (client) => client.admin.report({ minutes: 15 }),
    method: 'GET',
    path: '/api/admin/production/report',
    query: { minutes: '15' },
    querySchema: productionReportQuerySchema,
    answer: { text: 'Production report\nWindow: 15 minutes\nTranscriptions: 2\n' },
    responseSchema: productionReportResponseSchema,
  },
];

describe('admin resource', () => {
  it.each(calls)('$name', checkContractCall);
});
