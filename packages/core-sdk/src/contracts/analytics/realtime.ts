import { z } from 'zod';

/** GET /api/admin/analytics/realtime: active means the last 5 minutes; page views cover the last hour. */
export const realtimeAnalyticsSchema = z.object({
  activeUsers: z.number().int().nonnegative(),
  totalPageViews: z.number().int().nonnegative(),
  /** Minutes. */
  averageSessionDuration: z.number().nonnegative(),
  topCountries: z.array(z.object({ country: z.string(), users: z.number().int().nonnegative() })),
  /** By route (pageRoute): `page` is the route, such as /transcriptions/:id, counting every transcript's path. */
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
