import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { endAnalyticsSession } from '../services/analytics/end-analytics-session';
import { getRealtimeAnalytics } from '../services/analytics/get-realtime-analytics';
import { recordPageview } from '../services/analytics/record-pageview';
import { startAnalyticsSession } from '../services/analytics/start-analytics-session';
import { trackLocation } from '../services/analytics/track-location';

/**
 * Analytics of signed-in visits, collected by the web app, and the visitor's location. Places come from the request's
 * address (`ctx.ip`, the client's behind TRUST_PROXY) and the server's own GeoIP database; the address is not kept.
 */
export const analyticsEndpoints: MountedEndpoint[] = [
  handle(endpoints.startAnalyticsSession, async ({ user, body }, ctx) => ({
    sessionId: await startAnalyticsSession(ctx.deps, user.id, body.timezone, ctx.ip || null),
  })),
  handle(endpoints.recordPageview, async ({ user, body }, ctx) => {
    await recordPageview(ctx.deps, user.id, body);
    return { success: true as const };
  }),
  handle(endpoints.endAnalyticsSession, async ({ user, body }, ctx) => {
    await endAnalyticsSession(ctx.deps, user.id, body.sessionId);
    return { success: true as const };
  }),
  handle(endpoints.trackLocation, ({ user, body }, ctx) => trackLocation(ctx.deps, user.id, ctx.ip || null, body.timezone)),
  handle(endpoints.getRealtimeAnalytics, (_request, ctx) => getRealtimeAnalytics(ctx.deps.db, ctx.deps.now())),
];
