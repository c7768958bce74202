import {
  type InfiniteData,
  keepPreviousData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  AdminAuditLogPage,
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
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';

/** How often each admin figure is fetched again while its screen is open (the spec's polling intervals). */
export const ADMIN_REFETCH_MS = {
  /** The live badge on the dashboard. */
  dashboardRealtime: 10_000,
  /** The Real-Time Analytics screen while auto-refresh is on. */
  realtime: 5_000,
  storageHealth: 30_000,
  storageHistory: 60_000,
  environment: 30_000,
  activity: 10_000,
  stuck: 60_000,
} as const;

/** The activity and report windows the screens offer, in minutes; 60 is the default. */
export const ADMIN_ACTIVITY_WINDOWS = [15, 60, 240, 1440] as const;
export const ADMIN_DEFAULT_WINDOW = 60;

/** Keys of the admin hooks; `adminKeys.all` covers them all. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  users: (query: { q: string; page: number; limit?: number | undefined }) => ['admin', 'users', query] as const,
  payments: () => ['admin', 'payment-attempts'] as const,
  realtime: () => ['admin', 'realtime'] as const,
  storageHealth: () => ['admin', 'storage', 'health'] as const,
  storageHistory: () => ['admin', 'storage', 'history'] as const,
  environment: () => ['admin', 'production', 'environment'] as const,
  activity: (minutes: number) => ['admin', 'production', 'activity', { minutes }] as const,
  stuck: () => ['admin', 'production', 'stuck'] as const,
  search: (q: string) => ['admin', 'production', 'search', { q }] as const,
  auditLog: () => ['admin', 'audit-log'] as const,
};

interface PollOptions {
  enabled?: boolean;
  /** Milliseconds between refetches, or false to stop polling. */
  refetchInterval?: number | false;
}

/** GET /api/admin/stats: totals, conversion and top countries. */
export function useAdminStats({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<AdminStats> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => client.admin.stats({ signal }), enabled });
}

export interface UseAdminUsersOptions {
  /** Part of the e-mail or name; blank lists everyone. */
  q?: string;
  /** From 1. */
  page?: number;
  /** Accounts a page (the server's default when left out). */
  limit?: number;
  enabled?: boolean;
}

/**
 * One page of GET /api/admin/users, newest accounts first, searched by `q`; the last page stays on screen while the
 * next search or page loads.
 */
export function useAdminUsers({ q = '', page = 1, limit, enabled = true }: UseAdminUsersOptions = {}): UseQueryResult<AdminUserList> {
  const client = useVerbatimClient();
  const search = q.trim();
  return useQuery({
    queryKey: adminKeys.users({ q: search, page, limit }),
    queryFn: ({ signal }) => client.admin.users({ ...(search ? { q: search } : {}), page, ...(limit ? { limit } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/payment-attempts, newest first. */
export function usePaymentAttempts({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<PaymentAttemptList> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: adminKeys.payments(), queryFn: ({ signal }) => client.admin.paymentAttempts({}, { signal }), enabled });
}

/** GET /api/admin/analytics/realtime, polled every `refetchInterval` ms (10 s on the dashboard, 5 s on its own screen). */
export function useRealtimeAnalytics({
  enabled = true,
  refetchInterval = ADMIN_REFETCH_MS.dashboardRealtime,
}: PollOptions = {}): UseQueryResult<RealtimeAnalytics> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: adminKeys.realtime(), queryFn: ({ signal }) => client.admin.realtime({ signal }), enabled, refetchInterval });
}

/** GET /api/admin/storage/health, every 30 s. */
export function useStorageHealth({
  enabled = true,
  refetchInterval = ADMIN_REFETCH_MS.storageHealth,
}: PollOptions = {}): UseQueryResult<StorageHealth> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: adminKeys.storageHealth(),
    queryFn: ({ signal }) => client.admin.storageHealth({ signal }),
    enabled,
    refetchInterval,
  });
}

/** GET /api/admin/storage/history (oldest first), every 60 s. */
export function useStorageHistory({
  enabled = true,
  refetchInterval = ADMIN_REFETCH_MS.storageHistory,
}: PollOptions = {}): UseQueryResult<StorageHistory> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: adminKeys.storageHistory(),
    queryFn: ({ signal }) => client.admin.storageHistory({ signal }),
    enabled,
    refetchInterval,
  });
}

/** GET /api/admin/production/environment, every 30 s. */
export function useProductionEnvironment({
  enabled = true,
  refetchInterval = ADMIN_REFETCH_MS.environment,
}: PollOptions = {}): UseQueryResult<ProductionEnvironment> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: adminKeys.environment(),
    queryFn: ({ signal }) => client.admin.environment({ signal }),
    enabled,
    refetchInterval,
  });
}

/** GET /api/admin/production/activity?minutes=, every 10 s; the previous window stays on screen while a new one loads. */
export function useProductionActivity({
  minutes = ADMIN_DEFAULT_WINDOW,
  enabled = true,
  refetchInterval = ADMIN_REFETCH_MS.activity,
}: PollOptions & { minutes?: number } = {}): UseQueryResult<ProductionActivity> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: adminKeys.activity(minutes),
    queryFn: ({ signal }) => client.admin.activity({ minutes }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
}

/** GET /api/admin/production/stuck, every 60 s. */
export function useStuckTranscriptions({
  enabled = true,
  refetchInterval = ADMIN_REFETCH_MS.stuck,
}: PollOptions = {}): UseQueryResult<StuckTranscriptionList> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: adminKeys.stuck(), queryFn: ({ signal }) => client.admin.stuck({ signal }), enabled, refetchInterval });
}

/** GET /api/admin/production/search?q=, on demand: nothing is asked while `q` is blank. */
export function useProductionSearch(q: string): UseQueryResult<ProductionSearchResultList> {
  const client = useVerbatimClient();
  const search = q.trim();
  return useQuery({
    queryKey: adminKeys.search(search),
    queryFn: ({ signal }) => client.admin.search(search, { signal }),
    enabled: search.length > 0,
  });
}

/** GET /api/admin/audit-log: what admins did, newest first, a page at a time (`fetchNextPage` for older entries). */
export function useAdminAuditLog({
  enabled = true,
}: {
  enabled?: boolean;
} = {}): UseInfiniteQueryResult<InfiniteData<AdminAuditLogPage, string | undefined>> {
  const client = useVerbatimClient();
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog(),
    queryFn: ({ pageParam, signal }) => client.admin.auditLog(pageParam ? { cursor: pageParam } : {}, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
