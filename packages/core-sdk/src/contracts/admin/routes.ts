import type { HttpMethod } from '../http-method';

/**
 * The admin app's calls: figures, users, payments, storage, production and the audit log. Spread into the route table
 * of ../routes.ts.
 */
export const adminRoutes = {
  getAdminStats: ['GET', '/api/admin/stats'],
  listAdminUsers: ['GET', '/api/admin/users'],
  listPaymentAttempts: ['GET', '/api/admin/payment-attempts'],
  getStorageHealth: ['GET', '/api/admin/storage/health'],
  getStorageHistory: ['GET', '/api/admin/storage/history'],
  getProductionEnvironment: ['GET', '/api/admin/production/environment'],
  getProductionActivity: ['GET', '/api/admin/production/activity'],
  listStuckTranscriptions: ['GET', '/api/admin/production/stuck'],
  searchProduction: ['GET', '/api/admin/production/search'],
  downloadProductionReport: ['GET', '/api/admin/production/report'],
  adminRetryTranscription: ['POST', '/api/admin/transcriptions/:id/retry'],
  adminGrantCredits: ['POST', '/api/admin/users/:id/credits'],
  adminSetUserDisabled: ['POST', '/api/admin/users/:id/disabled'],
  adminResendVerificationEmail: ['POST', '/api/admin/users/:id/verification-email'],
  listAdminAuditLog: ['GET', '/api/admin/audit-log'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
