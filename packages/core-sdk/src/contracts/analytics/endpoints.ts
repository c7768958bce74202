import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import { trackLocationRequestSchema, trackLocationResponseSchema } from './location';
import { realtimeAnalyticsSchema } from './realtime';
import {
  endSessionRequestSchema,
  endSessionResponseSchema,
  pageviewRequestSchema,
  pageviewResponseSchema,
  startSessionRequestSchema,
  startSessionResponseSchema,
} from './schemas';

const NOT_YOURS = "The session is not one of the caller's (or does not exist).";

/** The analytics calls the web app makes for signed-in visits, and the location lookup. */
export const analyticsEndpoints = {
  startAnalyticsSession: defineEndpoint(routes.startAnalyticsSession, {
    access: 'user',
    tag: 'analytics',
    summary:
      "Starts a visit of the signed-in user. Its country and city are looked up on the server from the request's address, which is not kept.",
    body: startSessionRequestSchema,
    responses: { 201: startSessionResponseSchema },
  }),
  recordPageview: defineEndpoint(routes.recordPageview, {
    access: 'user',
    tag: 'analytics',
    summary: "Records a page of one of the caller's visits; a visit ended by a reload goes on.",
    body: pageviewRequestSchema,
    failures: { 404: NOT_YOURS },
    responses: { 200: pageviewResponseSchema },
  }),
  endAnalyticsSession: defineEndpoint(routes.endAnalyticsSession, {
    access: 'user',
    tag: 'analytics',
    summary: "Ends one of the caller's visits; sent as the page is left (a keepalive request).",
    body: endSessionRequestSchema,
    failures: { 404: NOT_YOURS },
    responses: { 200: endSessionResponseSchema },
  }),
  trackLocation: defineEndpoint(routes.trackLocation, {
    access: 'user',
    tag: 'analytics',
    summary:
      "The caller's location as the server's own GeoIP database places the request's address, recorded on their latest visit. The address is neither kept nor answered.",
    body: trackLocationRequestSchema,
    responses: { 200: trackLocationResponseSchema },
  }),
  getRealtimeAnalytics: defineEndpoint(routes.getRealtimeAnalytics, {
    access: 'admin',
    tag: 'admin',
    summary:
      'Live traffic: users active in the last 5 minutes, page views, pages, countries and average visit of the last hour, and the 10 newest page views.',
    responses: { 200: realtimeAnalyticsSchema },
  }),
} as const;
