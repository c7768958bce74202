import type { HttpMethod } from '../http-method';

/**
 * Analytics of signed-in visits, the location lookup, and the admin's live view of them. Spread into the route table of
 * ../routes.ts.
 */
export const analyticsRoutes = {
  startAnalyticsSession: ['POST', '/api/analytics/session'],
  recordPageview: ['POST', '/api/analytics/pageview'],
  endAnalyticsSession: ['POST', '/api/analytics/end-session'],
  trackLocation: ['POST', '/api/track-location'],
  getRealtimeAnalytics: ['GET', '/api/admin/analytics/realtime'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
