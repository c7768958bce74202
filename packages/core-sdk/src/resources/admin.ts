import type {
  ActivityWindowQuery,
  AdminStats,
  AdminUserList,
  PaymentAttemptList,
  ProductionActivity,
  ProductionEnvironment,
  ProductionSearchResultList,
  RealtimeAnalytics,
  StorageHealth,
  StorageHistory,
  StuckTranscriptionList,
} from '../contracts';
import { type Http, type RequestOptions, withQuery } from '../http';

/** The admin's calls. The server checks the admin role on every one; anyone else gets ApiError 403. */
export function adminResource(http: Http) {
  const get = <T>(path: string, o?: RequestOptions) => http.json<T>('GET', `/api/admin${path}`, undefined, o);
  return {
    /** Active users (last 5 minutes), page views and popular pages (last hour), countries, the 10 latest views. */
    realtime: (o?: RequestOptions) => get<RealtimeAnalytics>('/analytics/realtime', o),
    /** Users, subscribers, revenue, conversion, abandoned payments and top countries. */
    stats: (o?: RequestOptions) => get<AdminStats>('/stats', o),
    /** Every user with plan, credits, location, money spent and last activity. */
    users: (o?: RequestOptions) => get<AdminUserList>('/users', o),
    /** Every payment attempt, newest first. */
    paymentAttempts: (o?: RequestOptions) => get<PaymentAttemptList>('/payment-attempts', o),
    /** Storage and database size, estimated cost, status and recommendations. */
    storageHealth: (o?: RequestOptions) => get<StorageHealth>('/storage/health', o),
    /** Samples of storage size over time, oldest first. */
    storageHistory: (o?: RequestOptions) => get<StorageHistory>('/storage/history', o),
    /** What this deployment runs on. */
    environment: (o?: RequestOptions) => get<ProductionEnvironment>('/production/environment', o),
    /** Processing figures, recent transcriptions and an activity timeline of the last `minutes` (default 60). */
    activity: (query: ActivityWindowQuery = {}, o?: RequestOptions) => get<ProductionActivity>(withQuery('/production/activity', query), o),
    /** Transcriptions that stopped moving while pending or processing. */
    stuck: (o?: RequestOptions) => get<StuckTranscriptionList>('/production/stuck', o),
    /** Transcriptions of all users whose file name contains `q`. */
    search: (q: string, o?: RequestOptions) => get<ProductionSearchResultList>(withQuery('/production/search', { q }), o),
    /** A plain-text report of the last `minutes` (default 60), to save as production-report-{date}.txt. */
    report: (query: ActivityWindowQuery = {}, o?: RequestOptions) =>
      http.text('GET', withQuery('/api/admin/production/report', query), undefined, o),
  };
}
export type AdminResource = ReturnType<typeof adminResource>;
