import type { EndSessionRequest, PageviewRequest, StartSessionRequest, TrackLocationRequest } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/**
 * Analytics of a signed-in visit: one session per visit, a page view per page, its end as the page is left. Each
 * answers UnauthorizedError when signed out; a session that is not the caller's answers ApiError 404.
 */
export function analyticsResource(http: Http) {
  return {
    /** Starts a visit; the server places it by the request's address (which it does not keep). */
    startSession: (body: StartSessionRequest, o?: RequestOptions) => http.call(routes.startAnalyticsSession, { body }, o),
    /** Records a page (`page` is a path such as `/transcriptions`). */
    pageview: (body: PageviewRequest, o?: RequestOptions) => http.call(routes.recordPageview, { body }, o),
    /** Ends a visit with a keepalive request, so that it is sent while the page unloads (`pagehide`). */
    endSession: (body: EndSessionRequest, o?: RequestOptions) => http.call(routes.endAnalyticsSession, { body }, { ...o, keepalive: true }),
    /** Where the server's own GeoIP database places the caller, recorded on their latest visit. */
    trackLocation: (body: TrackLocationRequest = {}, o?: RequestOptions) => http.call(routes.trackLocation, { body }, o),
  };
}
export type AnalyticsResource = ReturnType<typeof analyticsResource>;
