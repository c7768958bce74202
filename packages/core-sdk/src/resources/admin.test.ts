import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  type AdminUser,
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
  type NewsletterIssue,
  newsletterIssueListSchema,
  newsletterIssuePreviewSchema,
  newsletterIssueRequestSchema,
  type PaymentAttempt,
  type ProductionSearchResult,
  paymentAttemptListQuerySchema,
  paymentAttemptListSchema,
  productionActivitySchema,
  productionEnvironmentSchema,
  productionSearchQuerySchema,
  productionSearchResultListSchema,
  realtimeAnalyticsSchema,
  resumeNewsletterIssueResponseSchema,
  sendNewsletterIssueResponseSchema,
  setUserDisabledRequestSchema,
  setUserDisabledResponseSchema,
  storageHealthSchema,
  storageHistorySchema,
  stuckTranscriptionListSchema,
} from '../contracts';
import { ApiError, UnauthorizedError } from '../errors';
import type { DownloadedFile } from '../http';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const USER_ID = '5f0c6f3e-2b1a-4c3d-8e9f-0a1b2c3d4e5f';
const TRANSCRIPTION_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

const adminUser: AdminUser = {
  id: USER_ID,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: '2026-12-01T09:00:00.000Z',
  creditsRemaining: 1150,
  location: { country: 'United Kingdom', city: 'London' },
  totalSpent: 22.99,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastActive: '2026-11-27T08:55:00.000Z',
  disabledAt: null,
  emailVerified: true,
};
const attempt: PaymentAttempt = {
  id: 'p1',
  userId: USER_ID,
  userEmail: 'ada@example.com',
  description: '500 credits',
  amount: 7.99,
  status: 'failed',
  location: null,
  paymentMethod: 'card',
  createdAt: '2026-11-27T08:00:00.000Z',
  failureReason: 'The card was declined.',
};
const found: ProductionSearchResult = {
  id: TRANSCRIPTION_ID,
  fileName: 'board-meeting.mp3',
  status: 'pending',
  progress: 0,
  createdAt: '2026-11-27T08:30:00.000Z',
  fileSize: 1_048_576,
  userId: USER_ID,
  userEmail: 'ada@example.com',
};

const queuedIssue: NewsletterIssue = {
  id: '3c1d2e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5',
  subject: 'What is new in November',
  status: 'queued',
  recipientCount: 120,
  sentCount: 0,
  sentBy: 'chief@example.com',
  createdAt: '2026-11-27T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};
const issueInput = { subject: 'What is new in November', body: '# Hello\n\nTranscripts now **edit in place**.' };

const calls: ContractCall[] = [
  {
    name: 'stats: GET /api/admin/stats',
    call: (client) => client.admin.stats(),
    method: 'GET',
    path: '/api/admin/stats',
    answer: {
      json: {
        totalUsers: 10,
        activeSubscribers: 2,
        trialUsers: 1,
        totalRevenue: 40.98,
        conversionRate: 20,
        freeUsers: 7,
        abandonedPayments: 1,
        topCountries: [{ country: 'United Kingdom', userCount: 4 }],
      },
    },
    responseSchema: adminStatsSchema,
  },
  {
    name: 'users: GET /api/admin/users with the search and page',
    call: (client) => client.admin.users({ q: 'ada', page: 2, limit: 20 }),
    method: 'GET',
    path: '/api/admin/users',
    query: { q: 'ada', page: '2', limit: '20' },
    querySchema: adminUserListQuerySchema,
    answer: { json: { items: [adminUser], page: 2, limit: 20, total: 21 } },
    responseSchema: adminUserListSchema,
  },
  {
    name: 'users: the first page without a query',
    call: (client) => client.admin.users(),
    method: 'GET',
    path: '/api/admin/users',
    answer: { json: { items: [], page: 1, limit: 50, total: 0 } },
    responseSchema: adminUserListSchema,
  },
  {
    name: 'paymentAttempts: GET /api/admin/payment-attempts',
    call: (client) => client.admin.paymentAttempts({ limit: 50 }),
    method: 'GET',
    path: '/api/admin/payment-attempts',
    query: { limit: '50' },
    querySchema: paymentAttemptListQuerySchema,
    answer: { json: [attempt] },
    responseSchema: paymentAttemptListSchema,
  },
  {
    name: 'storageHealth: GET /api/admin/storage/health',
    call: (client) => client.admin.storageHealth(),
    method: 'GET',
    path: '/api/admin/storage/health',
    answer: {
      json: {
        status: 'warning',
        recommendations: ['Stored files use 7.2 GB of 10 GB (72%): lower MEDIA_RETENTION_HOURS or move files to a larger bucket.'],
        metrics: {
          fileStorage: {
            totalSizeBytes: 7_730_941_133,
            totalSizeMB: 7372.8,
            totalFiles: 812,
            filesByType: { mp3: { count: 800, sizeBytes: 7_700_000_000 }, other: { count: 12, sizeBytes: 30_941_133 } },
            oldestFile: '2026-11-26T09:00:00.000Z',
            newestFile: '2026-11-27T08:59:00.000Z',
          },
          database: { estimatedSizeMB: 212.4, usersCount: 10, transcriptionsCount: 900, paymentAttemptsCount: 14 },
          estimatedMonthlyCost: 0.19,
          timestamp: '2026-11-27T09:00:00.000Z',
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
    answer: { json: [{ timestamp: '2026-11-26T09:00:00.000Z', totalSizeBytes: 1024, totalFiles: 1, databaseSizeMB: 8.5 }] },
    responseSchema: storageHistorySchema,
  },
  {
    name: 'environment: GET /api/admin/production/environment',
    call: (client) => client.admin.environment(),
    method: 'GET',
    path: '/api/admin/production/environment',
    answer: {
      json: {
        type: 'production',
        deployment: true,
        domain: 'verbatim.example',
        database: 'postgresql',
        speechEngine: 'local',
        aiWriter: 'local',
        aiModel: null,
      },
    },
    responseSchema: productionEnvironmentSchema,
  },
  {
    name: 'activity: GET /api/admin/production/activity with the window',
    call: (client) => client.admin.activity({ minutes: 240 }),
    method: 'GET',
    path: '/api/admin/production/activity',
    query: { minutes: '240' },
    querySchema: activityWindowQuerySchema,
    answer: {
      json: {
        processingStats: { total: 1, pending: 1, processing: 0, completed: 0, failed: 0 },
        recentTranscriptions: [
          {
            id: TRANSCRIPTION_ID,
            fileName: 'board-meeting.mp3',
            fileSize: 1_048_576,
            userId: USER_ID,
            progress: 0,
            status: 'pending',
            createdAt: found.createdAt,
          },
        ],
        recentActivity: [{ time: found.createdAt, action: 'File uploaded', details: 'board-meeting.mp3 by ada@example.com' }],
        mailOutbox: { pending: 1, oldestPendingSeconds: 300, lastError: 'connect ECONNREFUSED 127.0.0.1:587', failedInWindow: 0 },
      },
    },
    responseSchema: productionActivitySchema,
  },
  {
    name: 'activity: the server chooses the window when none is given',
    call: (client) => client.admin.activity(),
    method: 'GET',
    path: '/api/admin/production/activity',
    answer: {
      json: {
        processingStats: { total: 0, pending: 0, processing: 0, completed: 0, failed: 0 },
        recentTranscriptions: [],
        recentActivity: [],
        mailOutbox: { pending: 0, oldestPendingSeconds: 0, lastError: null, failedInWindow: 0 },
      },
    },
    responseSchema: productionActivitySchema,
  },
  {
    name: 'stuck: GET /api/admin/production/stuck',
    call: (client) => client.admin.stuck(),
    method: 'GET',
    path: '/api/admin/production/stuck',
    answer: {
      json: [
        {
          id: TRANSCRIPTION_ID,
          fileName: 'board-meeting.mp3',
          fileSize: 1_048_576,
          status: 'processing',
          progress: 40,
          updatedAt: '2026-11-27T08:40:00.000Z',
          userId: USER_ID,
          userEmail: 'ada@example.com',
          reason: 'A worker holds it but has reported no progress since 2026-11-27 08:40 UTC (attempt 1 of 3): it may be hung; retry it.',
        },
      ],
    },
    responseSchema: stuckTranscriptionListSchema,
  },
  {
    name: 'search: GET /api/admin/production/search with the text',
    call: (client) => client.admin.search('board meeting'),
    method: 'GET',
    path: '/api/admin/production/search',
    query: { q: 'board meeting' },
    querySchema: productionSearchQuerySchema,
    answer: { json: [found] },
    responseSchema: productionSearchResultListSchema,
  },
  {
    name: 'report: GET /api/admin/production/report, named by the server',
    call: (client) => client.admin.report({ minutes: 1440 }),
    method: 'GET',
    path: '/api/admin/production/report',
    query: { minutes: '1440' },
    querySchema: activityWindowQuerySchema,
    answer: {
      text: 'VERBATIM PRODUCTION REPORT\n',
      headers: { 'content-disposition': 'attachment; filename="production-report-2026-11-27.txt"' },
    },
    check: async (value) => {
      const file = value as DownloadedFile;
      expect(file.fileName).toBe('production-report-2026-11-27.txt');
      expect(await file.blob.text()).toBe('VERBATIM PRODUCTION REPORT\n');
    },
  },
  {
    name: 'retryTranscription: POST /api/admin/transcriptions/{id}/retry, the id one encoded segment',
    call: (client) => client.admin.retryTranscription('a/b'),
    method: 'POST',
    path: '/api/admin/transcriptions/a%2Fb/retry',
    answer: { json: { success: true, message: 'board-meeting.mp3 is queued again.', transcription: found } },
    responseSchema: adminRetryTranscriptionResponseSchema,
  },
  {
    name: 'grantCredits: POST /api/admin/users/{id}/credits with the credits and the reason',
    call: (client) => client.admin.grantCredits(USER_ID, { credits: 100, reason: 'Sorry for the outage' }),
    method: 'POST',
    path: `/api/admin/users/${USER_ID}/credits`,
    body: { credits: 100, reason: 'Sorry for the outage' },
    requestSchema: grantCreditsRequestSchema,
    answer: { json: { success: true, message: '100 credits were added to ada@example.com.', creditsRemaining: 1250 } },
    responseSchema: grantCreditsResponseSchema,
  },
  {
    name: 'setUserDisabled: POST /api/admin/users/{id}/disabled',
    call: (client) => client.admin.setUserDisabled(USER_ID, { disabled: true, reason: 'Chargebacks' }),
    method: 'POST',
    path: `/api/admin/users/${USER_ID}/disabled`,
    body: { disabled: true, reason: 'Chargebacks' },
    requestSchema: setUserDisabledRequestSchema,
    answer: {
      json: {
        success: true,
        message: 'ada@example.com is disabled: their sessions have ended and they cannot sign in.',
        user: { ...adminUser, disabledAt: '2026-11-27T09:00:00.000Z' },
      },
    },
    responseSchema: setUserDisabledResponseSchema,
  },
  {
    name: 'resendVerificationEmail: POST /api/admin/users/{id}/verification-email, without a body',
    call: (client) => client.admin.resendVerificationEmail(USER_ID),
    method: 'POST',
    path: `/api/admin/users/${USER_ID}/verification-email`,
    answer: {
      json: {
        success: true,
        message: 'A new verification link was sent to ada@example.com. It works for 7 days; links sent before no longer work.',
      },
    },
    responseSchema: adminResendVerificationEmailResponseSchema,
  },
  {
    name: 'auditLog: GET /api/admin/audit-log with the cursor',
    call: (client) => client.admin.auditLog({ cursor: 'YXVkaXQ6Mg', limit: 1 }),
    method: 'GET',
    path: '/api/admin/audit-log',
    query: { cursor: 'YXVkaXQ6Mg', limit: '1' },
    querySchema: adminAuditLogQuerySchema,
    answer: {
      json: {
        items: [
          {
            id: '1',
            adminEmail: 'chief@example.com',
            action: 'user.grant_credits',
            targetType: 'user',
            targetId: USER_ID,
            details: { credits: 100, reason: 'Sorry for the outage' },
            createdAt: '2026-11-27T09:00:00.000Z',
          },
        ],
        nextCursor: null,
      },
    },
    responseSchema: adminAuditLogPageSchema,
  },
  {
    name: 'newsletterIssues: GET /api/admin/newsletter/issues',
    call: (client) => client.admin.newsletterIssues(),
    method: 'GET',
    path: '/api/admin/newsletter/issues',
    answer: {
      json: {
        confirmedSubscribers: 118,
        issues: [
          { ...queuedIssue, status: 'sent', sentCount: 117, startedAt: '2026-11-27T09:00:01.000Z', finishedAt: '2026-11-27T09:00:09.000Z' },
        ],
      },
    },
    responseSchema: newsletterIssueListSchema,
  },
  {
    name: 'previewNewsletterIssue: POST /api/admin/newsletter/preview with the subject and the Markdown',
    call: (client) => client.admin.previewNewsletterIssue(issueInput),
    method: 'POST',
    path: '/api/admin/newsletter/preview',
    body: issueInput,
    requestSchema: newsletterIssueRequestSchema,
    answer: {
      json: {
        subject: issueInput.subject,
        html: '<h1>Hello</h1><p>Transcripts now <strong>edit in place</strong>.</p>',
        text: issueInput.body,
      },
    },
    responseSchema: newsletterIssuePreviewSchema,
  },
  {
    name: 'sendNewsletterIssue: POST /api/admin/newsletter/issues, answered 202 with the queued issue',
    call: (client) => client.admin.sendNewsletterIssue(issueInput),
    method: 'POST',
    path: '/api/admin/newsletter/issues',
    body: issueInput,
    requestSchema: newsletterIssueRequestSchema,
    answer: { status: 202, json: { message: 'Sending to 120 subscribers.', issue: queuedIssue } },
    responseSchema: sendNewsletterIssueResponseSchema,
  },
  {
    name: 'resumeNewsletterIssue: POST /api/admin/newsletter/issues/{id}/resume, answered 202 with the issue sending again',
    call: (client) => client.admin.resumeNewsletterIssue(queuedIssue.id),
    method: 'POST',
    path: `/api/admin/newsletter/issues/${queuedIssue.id}/resume`,
    answer: {
      status: 202,
      json: {
        message: 'Resuming “What is new in November”: 40 of 120 subscribers still to mail.',
        issue: { ...queuedIssue, status: 'sending', sentCount: 80, startedAt: '2026-11-27T09:00:01.000Z' },
      },
    },
    responseSchema: resumeNewsletterIssueResponseSchema,
  },
  {
    name: 'realtime: GET /api/admin/analytics/realtime',
    call: (client) => client.admin.realtime(),
    method: 'GET',
    path: '/api/admin/analytics/realtime',
    answer: {
      json: {
        activeUsers: 0,
        totalPageViews: 0,
        averageSessionDuration: 0,
        topCountries: [],
        topPages: [],
        activeUserDetails: [],
        recentPageViews: [],
      },
    },
    responseSchema: realtimeAnalyticsSchema,
  },
];

describe('admin resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('sends the idempotency key of a grant, so that a repeated click grants once', async () => {
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 200, { success: true, message: 'ok', creditsRemaining: 5 }),
    );
    await createClient({ baseUrl: server.url }).admin.grantCredits(USER_ID, { credits: 5, reason: 'x' }, { idempotencyKey: 'grant-1' });
    expect(server.received[0]?.headers['idempotency-key']).toBe('grant-1');
  });

  it('sends the idempotency key of an issue, so that a repeated click sends it once', async () => {
    const server = await startLoopbackServer((_request, response) => sendJson(response, 202, { message: 'ok', issue: queuedIssue }));
    await createClient({ baseUrl: server.url }).admin.sendNewsletterIssue(issueInput, { idempotencyKey: 'issue-1' });
    expect(server.received[0]?.headers['idempotency-key']).toBe('issue-1');
  });

  it('rejects with UnauthorizedError signed out and ApiError 403 for a non-admin', async () => {
    let status = 401;
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, status, { error: { code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: 'No.' } }),
    );
    const client = createClient({ baseUrl: server.url });
    await expect(client.admin.stats()).rejects.toBeInstanceOf(UnauthorizedError);
    status = 403;
    const refused = await client.admin.users().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
